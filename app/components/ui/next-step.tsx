import { useTranslation } from "react-i18next";
import { CtaBanner } from "./cta-banner";

type NextStepKind = "service" | "project" | "post" | "packages";

/**
 * The call to action a detail page ends with: on to the contact form, its subject filled in
 * from what the visitor was reading (texts under `nextStep.{kind}` in the common namespace).
 */
export function NextStep({
  kind,
  values = {},
  subject,
}: {
  kind: NextStepKind;
  /** Interpolated into the texts: `service`, `project` or `title`. */
  values?: Record<string, string>;
  /** Overrides the kind's own subject (a service's quote request). */
  subject?: string;
}) {
  const { t } = useTranslation();
  const key = (part: string) => t(`nextStep.${kind}.${part}`, { ...values, interpolation: { escapeValue: false } });
  return (
    <CtaBanner
      title={key("title")}
      text={key("text")}
      button={key("button")}
      to="/contact"
      subject={subject ?? key("subject")}
    />
  );
}
