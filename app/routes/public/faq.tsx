import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type FaqItem, FaqAccordion } from "~/components/faq/faq-accordion";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageMeta, staticPageMeta } from "~/lib/seo";
import { faqPage } from "~/lib/structured-data";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/faq";
import { appContext } from "~/load-context";

export const handle: RouteHandle = { i18n: ["faq"] };

export function loader({ context }: Route.LoaderArgs) {
  const { t } = context.get(appContext);
  return {
    meta: staticPageMeta(t, "faq"),
    structuredData: faqPage(t("faq:items", { returnObjects: true }) as FaqItem[]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(loaderData?.meta, matches[0]?.loaderData?.language),
  ...(loaderData ? [{ "script:ld+json": loaderData.structuredData }] : []),
];

export default function FaqPage() {
  const { t } = useTranslation("faq");
  const items = t("items", { returnObjects: true }) as FaqItem[];
  return (
    <section className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-3xl">
        <SectionHeading level={1} title={t("title")} subtitle={t("subtitle")} />
        <div className="mt-12">
          <FaqAccordion items={items} />
        </div>
        <div className="mt-14 rounded-3xl bg-brand-50 p-8 text-center dark:bg-slate-900">
          <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{t("stillTitle")}</h2>
          <p className="mt-3 text-slate-600 dark:text-slate-400">{t("stillText")}</p>
          <Link
            to="/contact"
            className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {t("stillButton")}
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
