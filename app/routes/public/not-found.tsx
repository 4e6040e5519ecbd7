import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import { pageMeta } from "~/lib/seo";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/not-found";
import { appContext } from "../../../server/load-context.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { t, readSiteName } = context.get(appContext);
  const siteName = await readSiteName();
  return data(
    { meta: { title: t("notFound.title"), description: t("notFound.text"), siteName } },
    { status: 404 },
  );
}

// Served as islands (decision 072): nothing of the page but its frame runs in the browser.
export const handle: RouteHandle = { indexable: false, islands: true };

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.meta);

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">{t("notFound.title")}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">{t("notFound.text")}</p>
      <Link to="/" className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white">
        {t("notFound.home")}
      </Link>
    </section>
  );
}
