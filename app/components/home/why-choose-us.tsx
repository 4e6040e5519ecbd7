import { Gauge, LifeBuoy, ShieldCheck, UsersRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SectionHeading } from "~/components/ui/section-heading";

const benefits = [
  { key: "speed", Icon: Gauge },
  { key: "quality", Icon: ShieldCheck },
  { key: "team", Icon: UsersRound },
  { key: "support", Icon: LifeBuoy },
] as const;

/** Four benefits; the figures are in the count-up row only (issue 16: tell them once). */
export function WhyChooseUs() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="why-us" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-7xl">
        <div>
          <SectionHeading id="why-us" title={t("why.title")} subtitle={t("why.subtitle")} align="start" />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.map(({ key, Icon }) => (
              <li key={key} className="flex gap-4">
                <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <div>
                  <h3 className="font-bold text-slate-900 dark:text-white">{t(`why.benefits.${key}.title`)}</h3>
                  <p className="mt-1 text-slate-600 dark:text-slate-400">{t(`why.benefits.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
