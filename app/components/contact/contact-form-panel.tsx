import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ContactForm } from "~/components/contact/contact-form";
import type { EmailJsIds } from "~/components/contact/emailjs";
import { FormTabs } from "~/components/contact/form-tabs";
import { contactCard as card } from "./contact-card";

const tabs = ["contact", "support"] as const;
type Tab = (typeof tabs)[number];

/** The form's box: the two tabs (they only change its heading) and the form. */
export function ContactFormPanel({ emailJs }: { emailJs: EmailJsIds | null }) {
  const { t } = useTranslation("contact");
  const [searchParams] = useSearchParams();
  const [tab, setTab] = useState<Tab>("contact");
  const panelId = useId();
  return (
    <section className={card}>
      <FormTabs
        label={t("tabs.label")}
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        tabLabel={(key) => t(`tabs.${key}`)}
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${tab}`} className="mt-6">
        <h2 className="text-2xl font-bold text-slate-900 dark:text-white">
          {t(tab === "contact" ? "form.contactTitle" : "form.supportTitle")}
        </h2>
        <ContactForm initialSubject={searchParams.get("subject") ?? ""} emailJs={emailJs} />
      </div>
    </section>
  );
}
