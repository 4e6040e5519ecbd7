import { useTranslation } from "react-i18next";

/** How a search engine will show the post: title, address (`slug`, as saved or as the title makes it) and description. */
export function SearchPreview({ title, slug, description }: { title: string; slug: string; description: string }) {
  const { t } = useTranslation("admin");
  const address = `${typeof window === "undefined" ? "" : window.location.host}/blog/${slug || "…"}`;
  return (
    <section
      aria-label={t("posts.form.searchPreview")}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t("posts.form.searchPreview")}
      </p>
      <p className="text-sm [overflow-wrap:anywhere] text-green-800 dark:text-green-400">{address}</p>
      <p className="text-lg text-blue-800 dark:text-blue-300">{title || t("posts.form.previewTitle")}</p>
      <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">
        {description || t("posts.form.previewDescription")}
      </p>
    </section>
  );
}
