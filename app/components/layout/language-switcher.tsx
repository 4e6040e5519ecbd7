import { Globe } from "lucide-react";
import { useTranslation } from "react-i18next";
import { languages } from "../../../common/i18n/languages";
import { switchLanguage } from "~/i18n/switch-language";
import { Dropdown } from "../ui/dropdown";

function useCurrentLanguage() {
  const { i18n } = useTranslation();
  return languages.find((language) => language.code === i18n.language) ?? languages[0];
}

export function LanguageDropdown() {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  return (
    <Dropdown
      align="end"
      buttonClassName="rounded-lg px-2 py-2 text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
      label={
        // The name starts with what the button shows ("EN"), then says what it means.
        <>
          <Globe aria-hidden="true" className="h-4 w-4" />
          {current.code.toUpperCase()}
          <span className="sr-only">{`, ${t("language.current", { name: current.name })}`}</span>
        </>
      }
    >
      {(close) => (
        <ul aria-label={t("language.choose")}>
          {languages.map((language) => (
            <li key={language.code}>
              <button
                type="button"
                lang={language.code}
                aria-current={language.code === current.code ? "true" : undefined}
                onClick={() => {
                  close();
                  void switchLanguage(language.code);
                }}
                className="block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 aria-[current]:font-semibold aria-[current]:text-brand-600 dark:hover:bg-slate-800 dark:aria-[current]:text-brand-100"
              >
                {language.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}

/** The mobile menu's row of language buttons. */
export function LanguageButtons() {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  return (
    <div role="group" aria-label={t("language.choose")} className="flex flex-wrap gap-2">
      {languages.map((language) => (
        <button
          key={language.code}
          type="button"
          lang={language.code}
          aria-pressed={language.code === current.code}
          onClick={() => void switchLanguage(language.code)}
          className="rounded-full border border-slate-300 px-4 py-2 text-sm font-medium aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white dark:border-slate-600"
        >
          {language.name}
        </button>
      ))}
    </div>
  );
}
