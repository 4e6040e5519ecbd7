import { Mail } from "lucide-react";
import type { SectionText } from "~/lib/site-content";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { honeypotFieldName } from "../../../common/honeypot";
import { isLanguage } from "../../../common/i18n/languages";

// The shared schema and the call (and Zod with them) load on the first submit, not with the page.
const loadSignUp = () => import("./newsletter-sign-up");

type Outcome = { kind: "success" | "error"; message: string } | null;

/** The home page's newsletter sign-up (`addNewsletterSubscriber` in common/contract/newsletter.ts). */
export function NewsletterBox({ heading }: { heading: SectionText }) {
  const { t, i18n } = useTranslation(["home", "common"]);
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const inputId = useId();
  const messageId = useId();

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const honeypot = new FormData(event.currentTarget).get(honeypotFieldName);
    const { newsletterSubscriberInputSchema, signUp } = await loadSignUp();
    const parsed = newsletterSubscriberInputSchema.safeParse({
      email,
      language: isLanguage(i18n.language) ? i18n.language : undefined,
      [honeypotFieldName]: honeypot ?? "",
    });
    if (!parsed.success) {
      return setOutcome({
        kind: "error",
        message: t(parsed.error.issues[0]?.message ?? "validation.email", { ns: "common" }),
      });
    }
    setSending(true);
    setOutcome(null);
    const result = await signUp(parsed.data);
    setSending(false);
    if (result.ok) {
      setEmail("");
      setOutcome({ kind: "success", message: t("newsletter.success") });
    } else {
      setOutcome({ kind: "error", message: result.message ?? t("newsletter.error") });
    }
  };

  return (
    <section aria-labelledby="newsletter" className="px-4 pb-20 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-12 dark:border-slate-800 dark:bg-slate-900">
        <Mail aria-hidden="true" className="mx-auto h-10 w-10 text-brand-600" />
        <h2 id="newsletter" className="mt-4 text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">
          {heading.title}
        </h2>
        {heading.lead && <p className="mt-3 text-slate-600 dark:text-slate-400">{heading.lead}</p>}
        <form noValidate onSubmit={onSubmit} className="mx-auto mt-8 flex max-w-lg flex-col gap-3 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            {t("newsletter.label")}
          </label>
          <input
            id={inputId}
            type="email"
            name="email"
            required
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            placeholder={t("newsletter.placeholder")}
            aria-invalid={outcome?.kind === "error"}
            aria-describedby={messageId}
            className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-5 py-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-white"
          />
          <HoneypotField />
          <button
            type="submit"
            disabled={sending}
            className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60"
          >
            {sending ? t("newsletter.sending") : t("newsletter.submit")}
          </button>
        </form>
        <p
          id={messageId}
          role={outcome?.kind === "error" ? "alert" : "status"}
          className={`mt-4 min-h-6 text-sm font-medium ${outcome?.kind === "error" ? "text-red-700 dark:text-red-400" : "text-emerald-700 dark:text-emerald-400"}`}
        >
          {outcome?.message}
        </p>
      </div>
    </section>
  );
}
