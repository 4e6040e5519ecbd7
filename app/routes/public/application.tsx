import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ApplicationForm } from "~/components/application/application-form";
import { SectionHeading } from "~/components/ui/section-heading";
import { Island } from "~/islands/island";
import { pageMeta } from "~/lib/seo";
import { limits } from "../../../common/limits";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/application";
import { appContext } from "../../../server/load-context.server";
import { readDatabase } from "~/lib/database-reads.server";
import { pageMetaOf, readPageText } from "~/lib/page-texts.server";

// Served as islands (decision 072): the frame and the form, its opening message made here.
export const handle: RouteHandle = { i18n: ["application"], islands: true };

export async function loader({ context }: Route.LoaderArgs) {
  const { content, readSiteName } = context.get(appContext);
  const siteName = await readSiteName();
  const pageText = await readDatabase(() => readPageText(content, "application"));
  return {
    meta: pageMetaOf(pageText, siteName),
    heading: { title: pageText.heading, lead: pageText.lead },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

// Named too: the page editor's preview draws it from other data (decision 061).
export function ApplicationPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("application");
  // A package card's button names its package (?package=…), and the logo generator's next
  // step the logo's business (?logo=…); either opens the message.
  const [searchParams] = useSearchParams();
  const named = (key: string) => searchParams.get(key)?.trim().slice(0, limits.name);
  const packageName = named("package");
  const logoName = named("logo");
  const initialMessage = packageName
    ? t("form.packageMessage", { name: packageName, interpolation: { escapeValue: false } })
    : logoName
      ? t("form.logoMessage", { name: logoName, interpolation: { escapeValue: false } })
      : "";
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 sm:px-6 dark:from-slate-900 dark:to-slate-950">
      <SectionHeading level={1} title={loaderData.heading.title} subtitle={loaderData.heading.lead} />
      <div className="mx-auto mt-10 max-w-2xl rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
        <Island name="application-form" component={ApplicationForm} props={{ packageName, initialMessage }} />
      </div>
    </section>
  );
}

export default ApplicationPage;
