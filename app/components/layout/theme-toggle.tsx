import { Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { applyTheme, currentTheme } from "~/lib/theme";

/** The icon follows the `dark` class through CSS, so server and browser render the same. */
export function ThemeToggle() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t("theme.toggle")}
      title={t("theme.toggle")}
      onClick={() => applyTheme(currentTheme() === "dark" ? "light" : "dark")}
      className="inline-flex h-10 w-10 items-center justify-center rounded-lg hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      <Moon aria-hidden="true" className="h-5 w-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden h-5 w-5 dark:block" />
    </button>
  );
}
