import { useTranslation } from "react-i18next";
import { pageMeta } from "~/lib/seo";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/section";

// The spec's public pages, each shown in the frame with its heading; the pages' own
// content is built section by section in later work.
const sections = {
  about: "about",
  contact: "contact",
  faq: "faq",
  references: "references",
  packages: "packages",
  muraciet: "application",
} as const;

type SectionKey = (typeof sections)[keyof typeof sections];

function sectionOf(pathname: string): SectionKey {
  // Only the routes listed above use this module (app/routes.ts).
  return sections[pathname.split("/")[1] as keyof typeof sections];
}

export const handle: RouteHandle = { i18n: ["meta"] };

export function loader({ request, context }: Route.LoaderArgs) {
  const section = sectionOf(new URL(request.url).pathname);
  const { t } = context;
  return {
    section,
    meta: {
      title: t(`meta:pages.${section}.title`),
      description: t(`meta:pages.${section}.description`),
      siteName: t("brand.name"),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.meta, matches[0]?.loaderData?.language);

export default function SectionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
        {t(`meta:pages.${loaderData.section}.title`)}
      </h1>
      <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-600 dark:text-slate-400">
        {t(`meta:pages.${loaderData.section}.description`)}
      </p>
    </section>
  );
}
