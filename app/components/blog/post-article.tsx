import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PostAuthor } from "~/components/blog/post-author";
import { PostComments } from "~/components/blog/post-comments";
import { RelatedPosts } from "~/components/blog/related-posts";
import { CtaBanner } from "~/components/ui/cta-banner";
import { PageHeader } from "~/components/ui/page-header";
import { richTextClass } from "~/components/ui/rich-text";
import { ShareButton } from "~/components/ui/share-button";
import { Island } from "~/islands/island";
import { useCropStyle } from "~/lib/focal-points";
import { formatLongDate } from "~/lib/locale-format";
import type { Route } from "../../routes/public/+types/blog-post";

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
          <Link
            to="/blog"
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline dark:text-brand-100"
          >
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
                <li
                  key={tag}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200"
                >
                  #{tag}
                </li>
              ))}
            </ul>
          </div>
        )}

        <div lang={ui} className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-800">
          <Island name="share-button" component={ShareButton} props={{ title: post.title, text: post.excerpt }} />
        </div>

        {comments && (
          <div lang={ui}>
            <PostComments postId={post.id} comments={comments} />
          </div>
        )}
      </div>

      {related.length > 0 && <RelatedPosts related={related} lang={ui} />}
      <div lang={ui}>
        <CtaBanner {...callToAction} to="/contact" />
      </div>
    </article>
  );
}
