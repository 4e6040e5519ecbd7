import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonStyles } from "~/admin/ui/buttons";
import { type Language, languages } from "../../../common/i18n/languages";

/** The save bar's link to the public page being edited, in the open tab's language (decision 040). */
export function ViewOnSite({ address, language }: { address: string; language: Language }) {
  const { t } = useTranslation("admin");
  const name = languages.find((candidate) => candidate.code === language)!.name;
  return (
    <a href={address} target="_blank" rel="noopener" data-view-on-site={language} className={buttonStyles.secondary}>
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
      {t("content.form.viewOnSite", { language: name })}
    </a>
  );
}
