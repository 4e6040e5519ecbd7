import { useTranslation } from "react-i18next";
import { PostCard } from "~/components/blog/post-card";
import type { Route } from "../../routes/public/+types/blog-post";

/** Posts to read next, under the article, in the page's language (`lang`) when the article's differs. */
export function RelatedPosts({
  related,
  lang,
}: {
  related: Route.ComponentProps["loaderData"]["related"];
  lang: string | undefined;
}) {
  const { t } = useTranslation("blog");
  return (
    <section lang={lang} aria-labelledby="related-heading" className="bg-slate-50 py-14 dark:bg-slate-900/50">
      {/* The article's own width, so the related posts line up with what was just read. */}
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <h2 id="related-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
          {t("detail.related")}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((other) => (
            <li key={other.slug} className="flex">
              <PostCard post={other} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
