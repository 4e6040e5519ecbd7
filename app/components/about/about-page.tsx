import { BadgeCheck, Compass, Handshake, Lightbulb, type LucideIcon, Scale, Target } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CtaBanner } from "~/components/ui/cta-banner";
import { SectionHeading } from "~/components/ui/section-heading";
import { StatFigures } from "~/components/ui/stat-figures";
import { Island } from "~/islands/island";
import { RoundPortrait } from "~/components/ui/round-portrait";
import type { Route } from "../../routes/public/+types/about";

/** The values' icons by position (spec: innovation, quality, integrity, collaboration); staff write the values. */
const valueIcons: LucideIcon[] = [Lightbulb, BadgeCheck, Scale, Handshake];

const card = "rounded-3xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900";

// Named too: the page editor's preview draws it from other data (decision 061).
export function AboutPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { t } = useTranslation("about");
  const { team, figures, heading, text, callToAction } = loaderData;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 pt-16 pb-12 sm:px-6 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            {heading.title}
          </h1>
          {heading.lead && (
            <p className="mt-4 text-xl font-semibold text-brand-700 dark:text-brand-100">{heading.lead}</p>
          )}
          <p className="mt-6 text-lg leading-8 text-slate-600 dark:text-slate-400">{text.story}</p>
        </div>
      </section>

      <section className="px-4 py-12 sm:px-6">
        <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {[
            { key: "mission", icon: Target, title: text.missionTitle, body: text.missionText },
            { key: "vision", icon: Compass, title: text.visionTitle, body: text.visionText },
          ].map(({ key, icon: Icon, title, body }) => (
            <article key={key} className={card}>
              <Icon aria-hidden="true" className="h-10 w-10 text-brand-600" />
              <h2 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">{title}</h2>
              <p className="mt-3 leading-7 text-slate-600 dark:text-slate-400">{body}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="values" className="bg-slate-50 px-4 py-20 sm:px-6 dark:bg-slate-900/50">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="values" title={text.valuesTitle} subtitle={text.valuesLead} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {text.values.map((value, index) => {
              const Icon = valueIcons[index % valueIcons.length]!;
              return (
                <li key={value.title} className={card}>
                  <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-600 text-white">
                    <Icon aria-hidden="true" className="h-6 w-6" />
                  </span>
                  <h3 className="mt-4 text-xl font-bold text-slate-900 dark:text-white">{value.title}</h3>
                  <p className="mt-2 leading-7 text-slate-600 dark:text-slate-400">{value.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="expertise" className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="expertise" title={text.expertiseTitle} />
          <Island
            name="stat-figures"
            component={StatFigures}
            props={{ className: "mt-12 grid-cols-2 lg:grid-cols-4", figures }}
          />
        </div>
      </section>

      <section aria-labelledby="team" className="bg-slate-50 px-4 py-20 sm:px-6 dark:bg-slate-900/50">
        <div className="mx-auto max-w-7xl">
          <SectionHeading id="team" title={text.teamTitle} subtitle={text.teamLead} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {team.map((person) => (
              <li key={person.id} className={`${card} text-center`}>
                {person.portrait ? (
                  <RoundPortrait
                    src={person.portrait}
                    alt={t("team.portrait", { name: person.name })}
                    size={256}
                    className="mx-auto h-32 w-32"
                  />
                ) : null}
                <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">{person.name}</h3>
                <p className="text-slate-600 dark:text-slate-400">{person.role}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CtaBanner {...callToAction} to="/contact" />
    </>
  );
}
