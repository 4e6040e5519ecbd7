import { useTranslation } from "react-i18next";
import type { LogoProposal } from "../../../common/logo";
import { proposalImage } from "./logo-requests";

const panel = "rounded-2xl border border-slate-200 p-4 dark:border-slate-800";
const caption = "mb-3 text-sm font-semibold text-slate-700 dark:text-slate-300";

/** The chosen logo where it will live: on light and dark backgrounds, a business card and a site header. */
export function LogoPreview({ proposal, name }: { proposal: LogoProposal; name: string }) {
  const { t } = useTranslation("logo");
  const light = proposalImage(proposal);
  const dark = proposalImage(proposal, true);
  const accent = proposal.source === "generator" ? proposal.colours.mark : "#0f172a";
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {[
        { label: t("preview.light"), image: light, background: "bg-white" },
        { label: t("preview.dark"), image: dark, background: "bg-slate-900" },
      ].map(({ label, image, background }) => (
        <figure key={label} className={panel}>
          <figcaption className={caption}>{label}</figcaption>
          <div className={`flex h-40 items-center justify-center rounded-xl p-6 ${background}`}>
            <img src={image} alt="" className="max-h-full max-w-full object-contain" />
          </div>
        </figure>
      ))}
      <figure className={panel}>
        <figcaption className={caption}>{t("preview.card")}</figcaption>
        <div
          className="mx-auto flex aspect-[1.75] max-w-sm flex-col justify-between rounded-lg bg-white p-5 shadow-md ring-1 ring-slate-200"
          style={{ borderTop: `6px solid ${accent}` }}
        >
          <img src={light} alt="" className="h-14 max-w-[75%] self-start object-contain object-left" />
          <div className="text-slate-900">
            <p className="font-semibold">{t("preview.cardName")}</p>
            <p className="text-sm text-slate-600">
              {t("preview.cardRole")}, <span className="[overflow-wrap:anywhere]">{name}</span>
            </p>
          </div>
        </div>
      </figure>
      <figure className={panel}>
        <figcaption className={caption}>{t("preview.header")}</figcaption>
        <div className="overflow-hidden rounded-lg shadow-md ring-1 ring-slate-200">
          <div className="flex items-center justify-between gap-3 bg-white px-4 py-3">
            <img src={light} alt="" className="h-9 max-w-[50%] object-contain object-left" />
            <span className="flex gap-3 text-xs font-medium text-slate-700" aria-hidden="true">
              <span>{t("preview.navHome")}</span>
              <span>{t("preview.navAbout")}</span>
              <span style={{ color: accent }}>{t("preview.navContact")}</span>
            </span>
          </div>
          <div className="h-16 bg-slate-50" style={{ backgroundColor: `${accent}14` }} />
        </div>
      </figure>
    </div>
  );
}
