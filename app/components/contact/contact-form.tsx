import { CircleCheck } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/toast";
import { FormField } from "~/components/ui/form-field";
import { type EmailJsIds, sendWithEmailJs } from "./emailjs";
import { fieldErrors, focusFirstInvalid } from "~/components/ui/form-errors";
import { HoneypotField } from "~/components/ui/honeypot-field";
import { honeypotFieldName } from "../../../common/honeypot";

// The shared schema and the endpoint's declaration (and Zod with them) load on the first
// submit, not with the page.
const loadSchemas = () =>
  Promise.all([
    import("../../../common/leads"),
    import("../../../common/contract/leads"),
    import("~/components/ui/call-form"),
  ]);

const contactToastMs = 5000;

type Fields = { user_name: string; user_email: string; subject: string; message: string };

interface ContactFormProps {
  /** Filled in when arriving from a service's 'Request a Quote'. */
  initialSubject: string;
  /** Set when the site sends through EmailJS; otherwise the form posts to `/api/contact-messages`. */
  emailJs: EmailJsIds | null;
}

/**
 * The spec's contact form: while sending the button is disabled and reads 'Processing...',
 * a loading toast turns into a success toast (the form resets) or an error toast (the
 * form keeps what was typed), each for five seconds.
 */
export function ContactForm({ initialSubject, emailJs }: ContactFormProps) {
  const { t } = useTranslation(["contact", "common"]);
  const empty: Fields = { user_name: "", user_email: "", subject: "", message: "" };
  const [fields, setFields] = useState<Fields>({ ...empty, subject: initialSubject });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  // The toast goes after five seconds and may cover the form on a phone: the form itself
  // says the message arrived until the visitor starts another one.
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const field = (name: keyof Fields) => ({
    name,
    value: fields[name],
    error: errors[name],
    required: true,
    onChange: (value: string) => {
      setSent(false);
      setFields((current) => ({ ...current, [name]: value }));
    },
  });

  const send = async (
    input: Fields & { [honeypotFieldName]?: string },
  ): Promise<{ ok: boolean; errors?: Record<string, string> }> => {
    if (!emailJs) {
      const [, { leadFormContract }, { callForm }] = await loadSchemas();
      return callForm(leadFormContract.createContactMessage, { body: input });
    }
    if (input[honeypotFieldName]) return { ok: true }; // A bot: pretend, send nothing.
    const { user_name, user_email, subject, message } = input;
    return { ok: await sendWithEmailJs(emailJs, { user_name, user_email, subject, message }) };
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const honeypot = String(new FormData(event.currentTarget).get(honeypotFieldName) ?? "");
    const [{ contactMessageInputSchema }] = await loadSchemas();
    const parsed = contactMessageInputSchema.safeParse({ ...fields, [honeypotFieldName]: honeypot });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues, (key) => t(key, { ns: "common" }));
      setErrors(found);
      return focusFirstInvalid(formRef.current, found);
    }
    setErrors({});
    setSending(true);
    const toastId = toast.loading(t("toast.sending"));
    const result = await send(parsed.data);
    setSending(false);
    if (result.ok) {
      toast.success(t("toast.success"), { id: toastId, durationMs: contactToastMs });
      setFields(empty);
      setSent(true);
    } else {
      toast.error(t("toast.error"), { id: toastId, durationMs: contactToastMs });
      if (result.errors) setErrors(result.errors);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-6 grid gap-5 sm:grid-cols-2">
      <FormField
        label={t("form.name")}
        placeholder={t("form.namePlaceholder")}
        autoComplete="name"
        {...field("user_name")}
      />
      <FormField
        label={t("form.email")}
        placeholder={t("form.emailPlaceholder")}
        type="email"
        autoComplete="email"
        {...field("user_email")}
      />
      <div className="sm:col-span-2">
        <FormField label={t("form.subject")} placeholder={t("form.subjectPlaceholder")} {...field("subject")} />
      </div>
      <div className="sm:col-span-2">
        <FormField
          label={t("form.message")}
          placeholder={t("form.messagePlaceholder")}
          multiline
          {...field("message")}
        />
      </div>
      <HoneypotField />
      {sent && (
        <p
          data-testid="contact-sent"
          className="flex items-start gap-3 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-900 sm:col-span-2 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          {t("form.sent")}
        </p>
      )}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={sending}
          className="w-full rounded-full bg-brand-600 px-8 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60 sm:w-auto"
        >
          {sending ? t("form.processing") : t("form.submit")}
        </button>
      </div>
    </form>
  );
}
