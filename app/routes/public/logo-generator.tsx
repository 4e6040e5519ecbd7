import { useTranslation } from "react-i18next";
import { LogoGenerator } from "~/components/logo-generator/logo-generator";
import { SectionHeading } from "~/components/ui/section-heading";
import { pageMeta } from "~/lib/seo";
import type { RouteHandle } from "~/root";
import { staticPageMeta } from "../../../common/page-meta";
import { logoOffer } from "../../../server/logo/offer.server";
import { appContext } from "../../../server/load-context.server";
import type { Route } from "./+types/logo-generator";

export const handle: RouteHandle = { i18n: ["logo"] };

export async function loader({ context }: Route.LoaderArgs) {
  const { t, config, siteSettings } = context.get(appContext);
  return { meta: staticPageMeta(t, "logoGenerator"), offer: await logoOffer(config, siteSettings) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

export default function LogoGeneratorPage({ loaderData: { offer } }: Route.ComponentProps) {
  const { t } = useTranslation("logo");
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 sm:px-6 dark:from-slate-900 dark:to-slate-950">
      <SectionHeading level={1} title={t("title")} subtitle={t("subtitle")} />
      <LogoGenerator offer={offer} />
    </section>
  );
}
