import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AdminHeader, AdminTitle } from "~/admin/ui/page-heading";
import { AdminRouteError } from "~/admin/ui/route-error";
import { contentItemTitle } from "../../../common/content/items";
import { contentItemPath as publicItemPath, textPagePaths } from "../../../common/public-pages";
import { loadContentItems } from "./content-requests";
import { editablePages } from "./page-sections";
import type { Route } from "./+types/pages-list";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { simplePages: await loadContentItems(request, "pages") };
}

export function ErrorBoundary() {
  return <AdminRouteError loadError="pages.loadError" />;
}

const rowStyles =
  "flex min-w-0 items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 hover:border-brand-500 dark:border-slate-700 dark:bg-slate-900";

/**
 * /admin/pages: every public page, each opening its editor (decision 061): the fixed pages'
 * texts and pictures with a live preview, then the simple pages staff write.
 */
export default function AdminPages({ loaderData: { simplePages } }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const title = t("pages.title");
  return (
    <>
      <AdminTitle>{title}</AdminTitle>
      <AdminHeader title={title} />
      <p className="-mt-4 mb-6 text-sm text-slate-600 dark:text-slate-400">{t("pages.intro")}</p>
      <ul className="grid gap-3 md:grid-cols-2">
        {editablePages.map((page) => (
          <li key={page}>
            <Link to={`/admin/pages/${page}`} className={rowStyles}>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900 dark:text-white">{t(`pages.names.${page}`)}</span>
                <span className="block text-sm text-slate-500 dark:text-slate-400">{textPagePaths[page]}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{t("pages.simplePages")}</h2>
        <Link to="/admin/content/pages/new" className="text-sm font-semibold text-brand-600 dark:text-brand-100">
          {t("content.add.pages")}
        </Link>
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {simplePages.map((item) => (
          <li key={item._id}>
            <Link to={`/admin/content/pages/${encodeURIComponent(item._id)}`} className={rowStyles}>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold [overflow-wrap:anywhere] text-slate-900 dark:text-white">
                  {contentItemTitle(item) || t("content.list.untitled")}
                </span>
                <span className="block text-sm text-slate-500 dark:text-slate-400">
                  {publicItemPath("pages", item.slug)}
                  {!item.visible && ` · ${t("content.list.hidden")}`}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-sm text-slate-600 dark:text-slate-400">
        {t("pages.sharedIntro")}{" "}
        {(["navigation", "footer"] as const).map((kind, index) => (
          <span key={kind}>
            {index > 0 && " · "}
            <Link to={`/admin/content/${kind}`} className="font-semibold text-brand-600 dark:text-brand-100">
              {t(`content.kinds.${kind}`)}
            </Link>
          </span>
        ))}
      </p>
    </>
  );
}
