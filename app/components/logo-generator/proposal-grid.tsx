import { useTranslation } from "react-i18next";
import type { LogoProposal } from "../../../common/logo";
import { proposalImage, proposalKey } from "./logo-requests";

/**
 * The proposals, as images of the SVG the server drew (an image runs nothing, whatever it
 * holds). Each can be previewed, and a drawn one asks for more like it; the idea more were
 * asked like is marked as the visitor's pick.
 */
export function ProposalGrid({
  proposals,
  chosen,
  picked,
  busy,
  onPreview,
  onMoreLikeThis,
}: {
  proposals: LogoProposal[];
  chosen: LogoProposal | undefined;
  picked?: LogoProposal;
  busy: boolean;
  onPreview: (proposal: LogoProposal) => void;
  onMoreLikeThis: (proposal: LogoProposal & { source: "generator" }) => void;
}) {
  const { t } = useTranslation("logo");
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-proposals={proposals.length}>
      {proposals.map((proposal, index) => {
        const number = index + 1;
        const selected = chosen !== undefined && proposalKey(chosen) === proposalKey(proposal);
        const isPick = picked !== undefined && proposalKey(picked) === proposalKey(proposal);
        return (
          <li
            key={proposalKey(proposal)}
            data-icon={proposal.source === "generator" ? proposal.recipe.icon : undefined}
            className={`flex flex-col rounded-2xl border bg-white p-3 shadow-sm dark:bg-slate-900 ${
              selected ? "border-brand-600 ring-2 ring-brand-600" : "border-slate-200 dark:border-slate-800"
            }`}
          >
            {isPick && (
              <p data-pick className="mb-2 text-sm font-semibold text-brand-700 dark:text-brand-300">
                {t("proposals.yourPick")}
              </p>
            )}
            <div className="flex h-32 items-center justify-center rounded-xl bg-white p-3">
              <img
                src={proposalImage(proposal)}
                alt={t(proposal.source === "generator" ? "proposals.idea" : "proposals.imageIdea", { number })}
                className="max-h-full max-w-full object-contain"
              />
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onPreview(proposal)}
                className="min-h-11 flex-1 rounded-full border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-900 hover:border-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 dark:border-slate-700 dark:text-white dark:aria-pressed:bg-slate-800"
              >
                {selected ? t("proposals.previewing") : t("proposals.preview")}
              </button>
              {proposal.source === "generator" && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onMoreLikeThis(proposal)}
                  aria-label={t("proposals.moreLikeThisNamed", { number })}
                  className="min-h-11 flex-1 rounded-full bg-slate-900 px-3 py-2 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-60 dark:bg-white dark:text-slate-900"
                >
                  {t("proposals.moreLikeThis")}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
