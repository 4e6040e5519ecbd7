import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors, focusFirstInvalid } from "~/components/ui/form-errors";
import { FormField } from "~/components/ui/form-field";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { honeypotFieldName } from "../../../common/honeypot";

// The shared schema and the endpoint's declaration (and Zod with them) load on the first
// submit, not with the page.
const loadSchemas = () =>
  Promise.all([
    import("../../../common/comment"),
    import("../../../common/contract/comments"),
    import("~/components/ui/call-form"),
  ]);

type Fields = { name: string; email: string; text: string };
type Outcome = { kind: "pending" | "error"; message: string } | null;

const empty: Fields = { name: "", email: "", text: "" };

/**
 * A visitor's comment under a post. A sent comment waits for approval, which the form says
 * in place; the name and email stay for the next one. A refused one keeps what was typed.
 */
export function CommentForm({ postId }: { postId: string }) {
  const { t } = useTranslation(["blog", "common"]);
  const [fields, setFields] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();

  const field = (name: keyof Fields) => ({
    name,
    label: t(`comments.form.${name}`),
    placeholder: t(`comments.form.${name}Placeholder`),
    value: fields[name],
    error: errors[name],
    required: true,
    onChange: (value: string) => setFields((current) => ({ ...current, [name]: value })),
  });

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const honeypot = String(new FormData(event.currentTarget).get(honeypotFieldName) ?? "");
    const [{ commentInputSchema }, { commentContract }, { callForm }] = await loadSchemas();
    const parsed = commentInputSchema.safeParse({ ...fields, [honeypotFieldName]: honeypot });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues, (key) => t(key, { ns: "common" }));
      setErrors(found);
      return focusFirstInvalid(formRef.current, found);
    }
    setErrors({});
    setSending(true);
    const result = await callForm(commentContract.createComment, { params: { id: postId }, body: parsed.data });
    setSending(false);
    if (result.ok) {
      setFields((current) => ({ ...current, text: "" }));
      setOutcome({ kind: "pending", message: t("comments.form.pending") });
    } else {
      setErrors(result.errors ?? {});
      setOutcome({ kind: "error", message: result.message ?? t("comments.form.error") });
      if (result.errors) focusFirstInvalid(formRef.current, result.errors);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="mt-10 grid gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 sm:p-6 dark:border-slate-800 dark:bg-slate-900/50"
    >
      <div className="sm:col-span-2">
        <h3 id={headingId} className="text-xl font-bold text-slate-900 dark:text-white">
          {t("comments.form.title")}
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("comments.form.intro")}</p>
      </div>
      <FormField autoComplete="name" {...field("name")} />
      <FormField type="email" autoComplete="email" {...field("email")} />
      <div className="sm:col-span-2">
        <FormField multiline {...field("text")} />
      </div>
      <HoneypotField />
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={sending}
          className="w-full rounded-full bg-brand-600 px-8 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60 sm:w-auto"
        >
          {sending ? t("comments.form.sending") : t("comments.form.submit")}
        </button>
        <p
          role={outcome?.kind === "error" ? "alert" : "status"}
          className={`mt-4 min-h-5 text-sm font-medium ${outcome?.kind === "error" ? "text-red-700 dark:text-red-400" : "text-emerald-700 dark:text-emerald-400"}`}
        >
          {outcome?.message}
        </p>
      </div>
    </form>
  );
}
