import i18next, { type i18n as I18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultNamespace, fallbackLanguage, type Language, languageCodes } from "../common/i18n/languages";

// The server holds every language; the browser loads only the one it shows
// (app/i18n/i18n.client.ts). Loaders, the API, emails and error pages translate with it.
const localeModules = import.meta.glob<{ default: Record<string, unknown> }>("./*/*.json", {
  base: "../common/i18n/locales",
  eager: true,
});

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, module] of Object.entries(localeModules)) {
  const [, language, namespace] = file.match(/^\.\/(\w+)\/(\w+)\.json$/) ?? [];
  if (!language || !namespace) continue;
  (resources[language] ??= {})[namespace] = module.default;
}

const baseInstance = i18next.createInstance();
void baseInstance.use(initReactI18next).init({
  resources,
  supportedLngs: languageCodes,
  fallbackLng: fallbackLanguage,
  defaultNS: defaultNamespace,
  ns: Object.keys(resources[fallbackLanguage] ?? {}),
  initImmediate: false,
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

/** A per-request instance fixed to one language, for rendering. */
export function createServerI18n(language: Language): I18n {
  return baseInstance.cloneInstance({ lng: language, initImmediate: false });
}

/** A translate function for loaders (page titles and descriptions). */
export function getServerT(language: Language): TFunction {
  return baseInstance.getFixedT(language);
}
