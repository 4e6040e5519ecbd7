import { useState } from "react";
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
  // One form a page, so a fixed id: as an island (decision 072) a useId would differ between
  // the server's render and the hydration, and the panel's label would lose its tab.
  const panelId = "contact-form-panel";
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
