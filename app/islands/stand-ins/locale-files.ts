// The locale files a page served as islands may fetch after it loaded (react-i18next.ts):
// one chunk per language and namespace, and this table of them in a chunk of its own, so
// a page pays for neither until an island asks for a namespace the page did not bring.
const files = import.meta.glob<Record<string, unknown>>(
  [
    "../../../common/i18n/locales/*/*.json",
    "!../../../common/i18n/locales/*/api.json",
    "!../../../common/i18n/locales/*/admin.json",
  ],
  { import: "default" },
);

/** A namespace's strings in a language; none for a file that does not exist. */
export function loadLocaleFile(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = files[`../../../common/i18n/locales/${language}/${namespace}.json`];
  return load ? load() : Promise.resolve({});
}
