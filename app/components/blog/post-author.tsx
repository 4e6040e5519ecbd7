import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { fallbackLanguage, type Language } from "../../../common/i18n/languages";
import { authorPagePath } from "../../../common/public-pages";
import type { AuthorOnPage } from "../../../common/user";
import { useSiteName } from "~/lib/site-details";

/** An author page's link in a language: English bare, the others with `?lng=` (decision 001). */
export function authorPageHref(slug: string, language: Language): string {
  const path = authorPagePath(slug);
  return language === fallbackLanguage ? path : `${path}?lng=${language}`;
}

/** A staff member's photo, round; decorative, since their name is beside it. */
export function AuthorPhoto({ src, size }: { src: string; size: "small" | "large" }) {
  const pixels = size === "small" ? 56 : 112;
  return (
    <img
      src={src}
      alt=""
      width={pixels}
      height={pixels}
      loading={size === "small" ? "lazy" : "eager"}
      decoding="async"
      className={`${size === "small" ? "size-14" : "size-28"} shrink-0 rounded-full bg-slate-100 object-cover dark:bg-slate-800`}
    />
  );
}

/**
 * Who wrote the post, shown once on its page (decision 039): photo, name linking to their
 * author page, and their bio in the post's language. A post without an author is the agency's.
 */
export function PostAuthor({ author, language }: { author: AuthorOnPage | null; language: Language }) {
  const { t } = useTranslation("blog");
  const siteName = useSiteName();
  return (
    <div className="mt-8 flex items-start gap-4">
      {author?.photo && <AuthorPhoto src={author.photo} size="small" />}
      <div className="text-sm text-slate-600 dark:text-slate-400">
        <p>
          {t("detail.author")}:{" "}
          {author ? (
            <Link
              to={authorPageHref(author.slug, language)}
              rel="author"
              className="font-semibold text-brand-700 hover:underline dark:text-brand-100"
            >
              {author.name}
            </Link>
          ) : (
            <span className="font-semibold text-slate-800 dark:text-slate-200">{siteName}</span>
          )}
        </p>
        {author?.bio && <p className="mt-1 max-w-2xl">{author.bio}</p>}
      </div>
    </div>
  );
}
