import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "~/components/ui/form-field";
import { type ApplicationFields, applicationFieldOf, toApplicationInput } from "./application-message";
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

const empty: ApplicationFields = { name: "", email: "", businessActivity: "", phoneNumber: "", extraMessage: "" };

type Outcome = "success" | "failure" | null;

/**
 * The application form: name, email, business activity and phone are required, the extra
 * message is optional and starts with the package the visitor came from, if any, which is
 * also sent as a field of its own. Success clears the form; failure keeps what was typed.
 */
export function ApplicationForm({
  initialMessage = "",
  packageName,
}: {
  initialMessage?: string;
  packageName?: string;
}) {
  const { t } = useTranslation(["application", "common"]);
  const [fields, setFields] = useState({ ...empty, extraMessage: initialMessage });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const field = (name: keyof ApplicationFields, required = true) => ({
    name,
    label: t(`form.${name}`),
    placeholder: t(`form.${name}Placeholder`),
    value: fields[name],
    error: errors[name],
    required,
    onChange: (value: string) => setFields((current) => ({ ...current, [name]: value })),
  });

  // API field names (businessName, message) shown at the form fields they come from.
  const toFormErrors = (apiErrors: Record<string, string>) =>
    Object.fromEntries(Object.entries(apiErrors).map(([key, text]) => [applicationFieldOf[key] ?? key, text]));

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const honeypot = String(new FormData(event.currentTarget).get(honeypotFieldName) ?? "");
    const [{ applicationInputSchema }, { leadFormContract }, { callForm }] = await loadSchemas();
    const parsed = applicationInputSchema.safeParse({
      ...toApplicationInput(fields, packageName),
      [honeypotFieldName]: honeypot,
    });
    if (!parsed.success) {
      const found = toFormErrors(fieldErrors(parsed.error.issues, (key) => t(key, { ns: "common" })));
      setErrors(found);
      return focusFirstInvalid(formRef.current, found);
    }
    setErrors({});
    setSending(true);
    const result = await callForm(leadFormContract.createApplication, { body: parsed.data });
    setSending(false);
    if (result.ok) {
      setFields(empty);
      setOutcome("success");
    } else {
      if (result.errors) setErrors(toFormErrors(result.errors));
      setOutcome("failure");
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField autoComplete="name" {...field("name")} />
      <FormField type="email" autoComplete="email" {...field("email")} />
      <FormField autoComplete="organization-title" {...field("businessActivity")} />
      <FormField type="tel" autoComplete="tel" {...field("phoneNumber")} />
      <FormField multiline {...field("extraMessage", false)} />
      <HoneypotField />
      <div role="alert" className="empty:hidden">
        {outcome && (
          <p
            className={`rounded-xl px-4 py-3 font-medium ${
              outcome === "success"
                ? "bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
                : "bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200"
            }`}
          >
            {t(outcome)}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={sending}
        className="rounded-full bg-brand-600 px-8 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-60"
      >
        {sending ? t("form.sending") : t("form.submit")}
      </button>
    </form>
  );
}
