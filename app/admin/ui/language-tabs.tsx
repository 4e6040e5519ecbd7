import { Check } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FormTabs } from "~/components/contact/form-tabs";
import { type Language, languageCodes, languages } from "../../../common/i18n/languages";

/**
 * What a language's tab says besides its name: its fields were refused, are not all
 * translated yet, or are all written.
 */
export type LanguageMarker = "error" | "missing" | "complete" | undefined;

/**
 * One tab per site language over the fields written in each. Every language's fields stay
 * in the form (hidden when not shown), so switching tabs never loses what was typed; a
 * tab whose fields were refused says so, one whose translation is incomplete shows a dot,
 * and one whose text is all written a check, each with words for screen readers.
 */
export function LanguageTabs({
  selected,
  onSelect,
  marker,
  render,
}: {
  selected: Language;
  onSelect: (language: Language) => void;
  marker: (language: Language) => LanguageMarker;
  render: (language: Language) => React.ReactNode;
}) {
  const { t } = useTranslation("admin");
  const panelId = useId();
  return (
    <div className="space-y-4">
      {/* Scrolls sideways on a phone; `relative` keeps the tabs' screen-reader text (absolutely
          placed) inside it, so the page itself never scrolls sideways. */}
      <div className="relative overflow-x-auto">
        <FormTabs
          label={t("settings.languages")}
          tabs={languageCodes}
          selected={selected}
          onSelect={onSelect}
          tabLabel={(code) => {
            const name = languages.find((language) => language.code === code)!.name;
            const mark = marker(code);
            if (mark === "error") return t("settings.languageWithErrors", { language: name });
            if (mark === "complete") {
              return (
                <span data-marker="complete" className="inline-flex items-center gap-1.5">
                  {name}
                  <Check aria-hidden="true" className="size-3.5 text-emerald-600 dark:text-emerald-400" />
                  <span className="sr-only">{`(${t("content.form.complete")})`}</span>
                </span>
              );
            }
            if (mark !== "missing") return name;
            return (
              <span data-marker="missing" className="inline-flex items-center gap-1.5">
                {name}
                <span aria-hidden="true" className="inline-block size-2 rounded-full bg-amber-500" />
                <span className="sr-only">{`(${t("content.form.incomplete")})`}</span>
              </span>
            );
          }}
          panelId={panelId}
        />
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${selected}`}>
        {languageCodes.map((language) => (
          <div key={language} hidden={language !== selected} className="space-y-4">
            {render(language)}
          </div>
        ))}
      </div>
    </div>
  );
}
