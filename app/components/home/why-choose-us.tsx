import { Gauge, LifeBuoy, ShieldCheck, UsersRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CountUp } from "~/components/ui/count-up";
import { SectionHeading } from "~/components/ui/section-heading";
import { useInViewOnce } from "~/components/ui/use-in-view-once";
import type { MarketingFigures } from "../../../common/settings";

const benefits = [
  { key: "speed", Icon: Gauge },
  { key: "quality", Icon: ShieldCheck },
  { key: "team", Icon: UsersRound },
  { key: "support", Icon: LifeBuoy },
] as const;

export function WhyChooseUs({ figures }: { figures: MarketingFigures }) {
  const { t } = useTranslation("home");
  const { ref, inView } = useInViewOnce<HTMLDListElement>();
  return (
    <section aria-labelledby="why-us" className="px-4 py-20 sm:px-6">
      <div className="mx-auto grid max-w-7xl gap-12 lg:grid-cols-[2fr_1fr] lg:items-center">
        <div>
          <SectionHeading id="why-us" title={t("why.title")} subtitle={t("why.subtitle")} align="start" />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
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
        <dl ref={ref} className="grid grid-cols-2 gap-4 lg:grid-cols-1">
          <div className="flex flex-col-reverse justify-end rounded-2xl bg-brand-600 p-6 text-white">
            <dt className="mt-1 text-brand-100">{t("why.stats.satisfaction")}</dt>
            <dd className="text-5xl font-extrabold">
              <CountUp value={figures.satisfactionPercent} suffix="%" start={inView} />
            </dd>
          </div>
          <div className="flex flex-col-reverse justify-end rounded-2xl bg-slate-900 p-6 text-white dark:bg-slate-800">
            <dt className="mt-1 text-slate-300">{t("why.stats.awards")}</dt>
            <dd className="text-5xl font-extrabold">
              <CountUp value={figures.awards} suffix="+" start={inView} />
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
