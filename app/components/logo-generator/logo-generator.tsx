import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors, focusFirstInvalid } from "~/components/ui/form-errors";
import type { LogoOffer, LogoProposal, LogoRequest } from "../../../common/logo";
import { type LogoBrief, LogoForm } from "./logo-form";
import { LogoDownload } from "./logo-download";
import { LogoPreview } from "./logo-preview";
import { loadLogoSchemas, newSeed, requestProposals } from "./logo-requests";
import { ProposalGrid } from "./proposal-grid";

const emptyBrief: LogoBrief = { name: "", description: "", style: "", colour: "" };

/** What the page shows: the ideas for the brief, or ideas like one of them. */
interface Shown {
  proposals: LogoProposal[];
  /** The brief they were made for: previews and orders use it, not what was typed since. */
  brief: LogoBrief;
  /** The idea "more like this" started from: shown first, and kept in the preview. */
  picked?: LogoProposal;
}

const section = "mx-auto mt-12 max-w-6xl scroll-mt-24";
const heading = "text-2xl font-bold text-slate-900 focus:outline-none dark:text-white";

/**
 * The logo generator: the brief, the proposals (with "more like this"), the chosen one
 * previewed where it will live, and its download as the site offers it.
 */
export function LogoGenerator({ offer }: { offer: LogoOffer }) {
  const { t } = useTranslation(["logo", "common"]);
  const [brief, setBrief] = useState(emptyBrief);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<Shown>();
  const [chosen, setChosen] = useState<LogoProposal>();
  const formRef = useRef<HTMLFormElement>(null);
  const proposalsHeading = useRef<HTMLHeadingElement>(null);

  async function generate(request: LogoRequest, forBrief: LogoBrief, picked?: LogoProposal) {
    setBusy(true);
    setFailure(undefined);
    const result = await requestProposals(request);
    setBusy(false);
    if (!result.ok) {
      if (result.errors) setErrors(result.errors);
      setFailure(result.status === 429 && result.message ? result.message : t("generateFailed"));
      return;
    }
    const { proposals } = result.data;
    // Ideas like one: the pick first (still in the preview), then its variations, eight in all.
    setShown({
      proposals: picked ? [picked, ...proposals.slice(0, proposals.length - 1)] : proposals,
      brief: forBrief,
      picked,
    });
    setChosen(picked ?? proposals[0]);
    // Keyboard and screen-reader users land on the new ideas.
    requestAnimationFrame(() => proposalsHeading.current?.focus());
  }

  const toRequest = (from: LogoBrief): Omit<LogoRequest, "seed"> => ({
    name: from.name,
    description: from.description,
    ...(from.style && { style: from.style }),
    ...(from.colour && { colour: from.colour }),
  });

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { logoRequestSchema } = await loadLogoSchemas();
    const parsed = logoRequestSchema.safeParse(toRequest(brief));
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues, (key) => t(key, { ns: "common" }));
      setErrors(found);
      return focusFirstInvalid(formRef.current, found);
    }
    setErrors({});
    await generate({ ...parsed.data, seed: newSeed() }, brief);
  };

  const moreLikeThis = (proposal: LogoProposal & { source: "generator" }) =>
    shown &&
    generate(
      {
        ...toRequest(shown.brief),
        like: proposal.recipe,
        // The others on screen are not proposed again: the seven beside the pick are new.
        shown: shown.proposals.flatMap((idea) => (idea.source === "generator" ? [idea.recipe] : [])),
        seed: newSeed(),
      },
      shown.brief,
      proposal,
    );

  return (
    <>
      <div className="mx-auto mt-10 max-w-2xl rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
        <LogoForm brief={brief} errors={errors} busy={busy} onChange={setBrief} onSubmit={onSubmit} formRef={formRef} />
        <div role="alert" className="mt-4 empty:hidden">
          {failure && (
            <p className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
              {failure}
            </p>
          )}
        </div>
      </div>
      {shown && (
        <section aria-labelledby="logo-proposals" className={section}>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="logo-proposals" ref={proposalsHeading} tabIndex={-1} className={heading}>
              {shown.picked ? t("proposals.likeTitle") : t("proposals.title")}
            </h2>
            <button
              type="button"
              disabled={busy}
              onClick={() => generate({ ...toRequest(shown.brief), seed: newSeed() }, shown.brief)}
              className="min-h-11 rounded-full border border-slate-300 px-5 py-2 font-semibold text-slate-900 hover:border-brand-600 disabled:opacity-60 dark:border-slate-700 dark:text-white"
            >
              {shown.picked ? t("proposals.allIdeas") : t("form.again")}
            </button>
          </div>
          <ProposalGrid
            proposals={shown.proposals}
            chosen={chosen}
            picked={shown.picked}
            busy={busy}
            onPreview={setChosen}
            onMoreLikeThis={moreLikeThis}
          />
        </section>
      )}
      {shown && chosen && (
        <>
          <section aria-labelledby="logo-preview" className={section}>
            <h2 id="logo-preview" className={`${heading} mb-4`}>
              {t("preview.title")}
            </h2>
            <LogoPreview proposal={chosen} name={shown.brief.name} />
          </section>
          <section aria-labelledby="logo-download" className={section}>
            <h2 id="logo-download" className={`${heading} mb-4`}>
              {t("download.title")}
            </h2>
            <LogoDownload
              offer={offer}
              proposal={chosen}
              name={shown.brief.name}
              description={shown.brief.description}
            />
          </section>
        </>
      )}
    </>
  );
}
