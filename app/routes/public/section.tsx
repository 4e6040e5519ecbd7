import { useTranslation } from "react-i18next";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/section";

// The spec's public pages, each shown in the frame with its heading; the pages' own
// content is built section by section in later work.
const sections = {
  "": "home",
  services: "services",
  portfolio: "portfolio",
  about: "about",
  blog: "blog",
  contact: "contact",
  faq: "faq",
  references: "references",
  packages: "packages",
  muraciet: "application",
} as const;

type SectionKey = (typeof sections)[keyof typeof sections];

function sectionOf(pathname: string): SectionKey {
  const segment = pathname.split("/")[1] ?? "";
  return sections[segment as keyof typeof sections] ?? "home";
}

export function loader({ request, context }: Route.LoaderArgs) {
  const section = sectionOf(new URL(request.url).pathname);
  const { t } = context;
  return {
    section,
    meta: {
      title: t(`pages.${section}.title`),
      description: t(`pages.${section}.description`),
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
        {t(`pages.${loaderData.section}.title`)}
      </h1>
      <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-600 dark:text-slate-400">
        {t(`pages.${loaderData.section}.description`)}
      </p>
    </section>
  );
}
