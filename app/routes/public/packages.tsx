import { ArrowDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NextStep } from "~/components/ui/next-step";
import { PackageCarousel } from "~/components/packages/package-carousel";
import { pageMeta } from "~/lib/seo";
import { staticPageMeta } from "../../../common/page-meta";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/packages";
import { appContext } from "../../../server/load-context.server";
import { readDatabase } from "~/lib/database-reads.server";

export const handle: RouteHandle = { i18n: ["packages"] };

export async function loader({ context }: Route.LoaderArgs) {
  const { t, content } = context.get(appContext);
  return {
    meta: staticPageMeta(t, "packages"),
    packages: await readDatabase(() => content("packages")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

export default function PackagesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("packages");
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 to-slate-900 px-4 py-20 text-center text-white sm:px-6">
        <div className="mx-auto max-w-3xl">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t("hero.title")}</h1>
          <p className="mt-6 text-lg leading-8 text-slate-200">{t("hero.text")}</p>
          <a
            href="#package-list"
            className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t("hero.button")}
            <ArrowDown aria-hidden="true" className="h-5 w-5" />
          </a>
        </div>
      </section>
      <section aria-labelledby="package-list" className="px-4 py-16 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <h2 id="package-list" className="scroll-mt-20 text-center text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
            {t("listTitle")}
          </h2>
          <div className="mt-8">
            <PackageCarousel packages={loaderData.packages} />
          </div>
        </div>
      </section>
      <NextStep kind="packages" />
    </>
  );
}
