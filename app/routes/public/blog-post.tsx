import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CtaBanner } from "~/components/ui/cta-banner";
import { richTextClass } from "~/components/ui/rich-text";
import { isRouteErrorResponse, Link } from "react-router";
import { PostCard } from "~/components/blog/post-card";
import { PostComments } from "~/components/blog/post-comments";
import { PostAuthor } from "~/components/blog/post-author";
import { PageHeader } from "~/components/ui/page-header";
import { ShareButton } from "~/components/ui/share-button";
import { formatLongDate } from "~/lib/locale-format";
import { missingPageMeta, pageMeta } from "~/lib/seo";
import { ErrorBoundary as RootErrorBoundary, type RouteHandle } from "~/root";
import type { Route } from "./+types/blog-post";
import { loadBlogPost, renderInPostLanguage } from "./blog-post.server";
import { appContext } from "../../../server/load-context.server";
import { useCropStyle } from "~/lib/focal-points";

export const handle = { i18n: ["blog"] } satisfies RouteHandle;

export const middleware: Route.MiddlewareFunction[] = [(args) => renderInPostLanguage(args)];

export function loader({ params, context }: Route.LoaderArgs) {
  return loadBlogPost(context.get(appContext), params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  const root = matches[0]?.loaderData;
  if (!loaderData) return missingPageMeta(error, root);
  return [
    ...pageMeta(loaderData.meta, root?.language),
    { name: "robots", content: "index, follow" },
    { tagName: "link", rel: "alternate", type: "application/rss+xml", ...loaderData.feed },
    ...loaderData.structuredData.map((item) => ({ "script:ld+json": item })),
  ];
};


export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <PostArticle {...loaderData} />;
}

type PostPageData = Route.ComponentProps["loaderData"];
type ArticleData = Pick<PostPageData, "post" | "readingMinutes" | "related" | "callToAction"> & {
  comments?: PostPageData["comments"];
};

/**
 * The post's page below the frame. The post editor's preview draws it from unsaved
 * values, without comments (an unsaved post has none, and nobody may comment on it).
 */
export function PostArticle({ post, readingMinutes, related, comments, callToAction }: ArticleData) {
  const { t, i18n } = useTranslation("blog");
  const cropStyle = useCropStyle();
  // The article is in its own language; the page's labels around it stay in the page's.
  const ui = post.language !== i18n.language ? i18n.language : undefined;

  return (
    <article lang={post.language}>
      {/* The date and the reading time here, the author under the cover: each shown once. */}
      <PageHeader title={post.title} subtitle={post.category?.name} readTime={readingMinutes}>
        <time dateTime={post.publishedAt}>{formatLongDate(new Date(post.publishedAt), i18n.language)}</time>
      </PageHeader>

      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <nav lang={ui} aria-label={t("detail.breadcrumb")} className="text-sm">
          <Link to="/blog" className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline dark:text-brand-100">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t("detail.back")}
          </Link>
        </nav>

        {/* Without a cover of its own (or once its image was deleted), the category's default image.
            Its box is sized by CSS before the image arrives (no layout shift): on a phone the
            image's own shape, 400 px high from `sm`, and never more than half the screen's height,
            so the article is in sight at once. */}
        <img
          src={post.cover.src}
          alt={post.cover.alt}
          width={1200}
          height={400}
          fetchPriority="high"
          className="mt-8 aspect-[40/21] h-auto max-h-[50svh] w-full rounded-2xl bg-slate-100 object-cover sm:aspect-auto sm:h-[400px] dark:bg-slate-800"
          style={cropStyle(post.cover.src)}
        />

        <PostAuthor author={post.author} language={post.language} />

        {/* The HTML was sanitised by the server when the post was saved (allow-list in
            server/post-html/sanitize-html.server.ts), which is what makes rendering it as-is safe. */}
        <div className={`mt-10 ${richTextClass}`} dangerouslySetInnerHTML={{ __html: post.content }} />

        {post.tags.length > 0 && (
          <div className="mt-10">
            <h2 className="sr-only">{t("detail.tags")}</h2>
            <ul className="flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                  #{tag}
                </li>
              ))}
            </ul>
          </div>
        )}

        <div lang={ui} className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-800">
          <ShareButton title={post.title} text={post.excerpt} />
        </div>

        {comments && (
          <div lang={ui}>
            <PostComments postId={post.id} comments={comments} />
          </div>
        )}
      </div>

      {related.length > 0 && (
        <section lang={ui} aria-labelledby="related-heading" className="bg-slate-50 py-14 dark:bg-slate-900/50">
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
      )}
      <div lang={ui}>
        <CtaBanner {...callToAction} to="/contact" />
      </div>
    </article>
  );
}

/** A missing post is the site's 404 page; any other failure says the article could not load. */
export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("blog");
  if (isRouteErrorResponse(props.error) && props.error.status === 404) return <RootErrorBoundary error={props.error} />;
  console.error(props.error);
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t("detail.loadError")}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">{t("detail.loadErrorText")}</p>
      <Link to="/blog" className="mt-8 inline-block font-semibold text-brand-700 underline dark:text-brand-100">
        {t("detail.back")}
      </Link>
    </section>
  );
}
