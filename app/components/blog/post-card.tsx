import { Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { languages } from "../../../common/i18n/languages";
import type { PostSummary } from "../../../common/post";
import { formatLongDate } from "~/lib/locale-format";
import { postImageSrc } from "./post-image";
import { useCropStyle } from "~/lib/focal-points";

interface PostCardProps {
  post: PostSummary;
  headingLevel?: "h2" | "h3";
  /** The first card of a list: its image is likely the largest paint, so it loads at once. */
  eager?: boolean;
}

export function PostCard({ post, headingLevel = "h2", eager = false }: PostCardProps) {
  const { t, i18n } = useTranslation("blog");
  const Heading = headingLevel;
  const href = `/blog/${post.slug}`;
  // A card in another language than the page's says so, and carries its own `lang`.
  const foreign = post.language !== i18n.language;
  // …while the card's own labels (author, reading time, read more) stay in the page's.
  // Its post's page is in the post's language (docs/decisions/039): the server renders it
  // whole, frame included, rather than this page's frame staying around it.
  const ui = foreign ? i18n.language : undefined;
  const imageSrc = postImageSrc(post);
  const cropStyle = useCropStyle();
  const languageName = languages.find((language) => language.code === post.language)?.name;
  return (
    <article
      lang={foreign ? post.language : undefined}
      className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      <Link to={href} reloadDocument={foreign} tabIndex={-1} aria-hidden="true">
        <img
          src={imageSrc}
          alt=""
          width={1200}
          height={630}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          decoding="async"
          className="aspect-[40/21] w-full bg-slate-100 object-cover dark:bg-slate-800"
          style={cropStyle(imageSrc)}
        />
      </Link>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <time dateTime={post.publishedAt}>
            {formatLongDate(new Date(post.publishedAt), foreign ? post.language : i18n.language)}
          </time>
          {foreign && (
            <span className="rounded border border-slate-300 px-1.5 py-0.5 text-xs font-semibold text-slate-700 dark:border-slate-600 dark:text-slate-200">
              {languageName}
            </span>
          )}
          {post.category && (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-medium text-brand-700 dark:bg-brand-900 dark:text-brand-100">
              {post.category.name}
            </span>
          )}
        </p>
        <Heading className="mt-3 text-xl font-bold text-slate-900 dark:text-white">
          <Link to={href} reloadDocument={foreign} className="hover:text-brand-600">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 break-words text-slate-600 dark:text-slate-300">{post.excerpt}</p>
        {/* Pushed to the card's foot, so the cards of a row, equally tall, line these up. */}
        <div lang={ui} className="mt-auto pt-4">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            <span className="font-medium text-slate-800 dark:text-slate-200">
              {t("list.byAuthor", { name: post.authorName })}
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {t("pageHeader.readTime", { ns: "common", minutes: post.readingMinutes })}
            </span>
          </p>
          <Link
            to={href}
            reloadDocument={foreign}
            className="mt-3 inline-block font-semibold text-brand-700 hover:underline dark:text-brand-100"
          >
            {t("list.readMore")} <span className="sr-only">{t("list.readMoreAbout", { title: post.title })}</span>
            <span aria-hidden="true"> →</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
