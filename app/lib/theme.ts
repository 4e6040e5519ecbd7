export type Theme = "light" | "dark";
export const themeStorageKey = "theme";

/**
 * Runs in <head> before the body paints: the saved choice, else the system setting.
 * Inline (with the CSP nonce) because an external file would paint the wrong theme first.
 */
export const themeBootScript = `(function(){try{var t=localStorage.getItem("${themeStorageKey}");var d=t?t==="dark":matchMedia("(prefers-color-scheme: dark)").matches;document.documentElement.classList.toggle("dark",d)}catch(e){}})()`;

export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}
