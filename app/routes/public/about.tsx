import { BadgeCheck, Compass, Handshake, Lightbulb, type LucideIcon, Scale, Target } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CtaBanner } from "~/components/ui/cta-banner";
import { SectionHeading } from "~/components/ui/section-heading";
import { StatFigures } from "~/components/ui/stat-figures";
import { pageMeta } from "~/lib/seo";
import { staticPageMeta } from "../../../common/page-meta";
import { readDatabase } from "~/lib/database-reads.server";
import { inLanguage, phoneHref } from "~/lib/site-details.server";
import { organization } from "~/lib/structured-data";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/about";
import { appContext } from "../../../server/load-context.server";
import { useCropStyle } from "~/lib/focal-points";

export const handle: RouteHandle = { i18n: ["about"] };

/** The about page's four values (spec: innovation, quality, integrity, collaboration); their text is in `about`. */
const values: { key: string; icon: LucideIcon }[] = [
  { key: "innovation", icon: Lightbulb },
  { key: "quality", icon: BadgeCheck },
  { key: "integrity", icon: Scale },
  { key: "collaboration", icon: Handshake },
];

/**
 * The agency's facts as search engines read them (structured data only, so this never
 * reaches the browser): the spec's founded 2015 with 50+ employees.
 */
const organizationFacts = { foundingYear: 2015, minEmployees: 50 } as const;

export async function loader({ context }: Route.LoaderArgs) {
  const { t, config, language, siteSettings, content } = context.get(appContext);
  const [settings, team, figures] = await readDatabase(() =>
    Promise.all([siteSettings(), content("team"), content("about-figures")]),
  );
  return {
    meta: staticPageMeta(t, "about"),
    team,
    figures,
    structuredData: organization({
      name: settings.name,
      url: config.siteUrl,
      logo: new URL(settings.logo || "/images/logo-512.png", config.siteUrl).href,
      description: t("about:organizationDescription"),
      email: settings.contact.email,
      telephone: phoneHref(settings.contact.phone).slice("tel:".length),
      address: inLanguage(settings.contact.address, language),
      sameAs: Object.values(settings.social).filter(Boolean),
      foundingDate: String(organizationFacts.foundingYear),
      minEmployees: organizationFacts.minEmployees,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(loaderData?.meta, matches[0]?.loaderData?.language),
  ...(loaderData ? [{ "script:ld+json": loaderData.structuredData }] : []),
];

const card = "rounded-3xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900";

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("about");
  const cropStyle = useCropStyle();
  const { team, figures } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 pt-16 pb-12 sm:px-6 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{t("title")}</h1>
          <p className="mt-4 text-xl font-semibold text-brand-700 dark:text-brand-100">{t("subtitle")}</p>
          <p className="mt-6 text-lg leading-8 text-slate-600 dark:text-slate-400">{t("description")}</p>
        </div>
      </section>

      <section className="px-4 py-12 sm:px-6">
        <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {[
            { key: "mission", icon: Target },
            { key: "vision", icon: Compass },
          ].map(({ key, icon: Icon }) => (
            <article key={key} className={card}>
              <Icon aria-hidden="true" className="h-10 w-10 text-brand-600" />
              <h2 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">{t(`${key}.title`)}</h2>
              <p className="mt-3 leading-7 text-slate-600 dark:text-slate-400">{t(`${key}.text`)}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="values" className="bg-slate-50 px-4 py-20 sm:px-6 dark:bg-slate-900/50">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="values" title={t("values.title")} subtitle={t("values.subtitle")} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {values.map(({ key, icon: Icon }) => (
              <li key={key} className={card}>
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-600 text-white">
                  <Icon aria-hidden="true" className="h-6 w-6" />
                </span>
                <h3 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">{t(`values.${key}.title`)}</h3>
                <p className="mt-2 leading-7 text-slate-600 dark:text-slate-400">{t(`values.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="expertise" className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="expertise" title={t("expertise.title")} />
          <StatFigures
            className="mt-12 grid-cols-2 lg:grid-cols-4"
            figures={figures.map(({ label, value, suffix }) => ({ label, value, suffix }))}
          />
        </div>
      </section>

      <section aria-labelledby="team" className="bg-slate-50 px-4 py-20 sm:px-6 dark:bg-slate-900/50">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="team" title={t("team.title")} subtitle={t("team.subtitle")} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {team.map((person) => (
              <li key={person.id} className={`${card} text-center`}>
                {person.portrait ? (
                <img
                  src={person.portrait}
                  alt={t("team.portrait", { name: person.name })}
                  width={256}
                  height={256}
                  loading="lazy"
                  decoding="async"
                  className="mx-auto h-32 w-32 rounded-full object-cover"
                  style={cropStyle(person.portrait)}
                />
                ) : null}
                <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">{person.name}</h3>
                <p className="text-slate-600 dark:text-slate-400">{person.role}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBanner title={t("cta.title")} text={t("cta.text")} button={t("cta.button")} to="/contact" />
    </>
  );
}
