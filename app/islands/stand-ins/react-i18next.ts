import { use } from "react";
import { type IslandPageData, islandPage } from "../page-data";

// react-i18next for islands (decision 072, aliased in vite.islands.config.ts only): `t` over
// the strings the server put in the page, with what the site's strings use of i18next:
// "namespace:key", nested keys, {{value}} interpolation, plurals by `count` and defaultValue.

type Options = Record<string, unknown> & { count?: number; defaultValue?: string; ns?: string };

function lookup(strings: IslandPageData["strings"], namespace: string, key: string): unknown {
  let value: unknown = strings[namespace];
  for (const part of key.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** `t` over a page's strings, searching `namespaces` in order unless the key names one. */
export function translate(
  { strings, language }: Pick<IslandPageData, "strings" | "language">,
  namespaces: string[],
  fullKey: string,
  options: Options = {},
): string {
  const [namespace, key] = fullKey.includes(":") ? fullKey.split(":", 2) : [undefined, fullKey];
  const searched = namespace ? [namespace] : options.ns ? [options.ns] : namespaces;
  const keys =
    typeof options.count === "number"
      ? [`${key}_${new Intl.PluralRules(language).select(options.count)}`, `${key}_other`, key!]
      : [key!];
  let found: unknown;
  for (const ns of searched) {
    for (const candidate of keys) {
      found ??= lookup(strings, ns, candidate);
    }
  }
  const text = typeof found === "string" ? found : (options.defaultValue ?? fullKey);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(options[name] ?? ""));
}

const loading = new Map<string, Promise<void>>();

/**
 * A namespace the page did not bring (the special offer's `offer`, which comes with its
 * dialog): fetched once and added to the page's strings; undefined when it is there already.
 * A file that cannot be fetched counts as empty (`t` answers its keys, as i18next would).
 */
export function loadNamespace(page: Pick<IslandPageData, "strings" | "language">, namespace: string) {
  if (page.strings[namespace]) return undefined;
  const key = `${page.language}/${namespace}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = import("./locale-files")
      .then(({ loadLocaleFile }) => loadLocaleFile(page.language, namespace))
      .catch(() => ({}))
      .then((strings) => {
        page.strings[namespace] = strings;
      });
    loading.set(key, pending);
  }
  return pending;
}

export function useTranslation(namespace?: string | string[]) {
  const namespaces = [...(Array.isArray(namespace) ? namespace : namespace ? [namespace] : []), "common"];
  // As react-i18next with `useSuspense`: a component whose namespace is still on its way suspends.
  for (const name of namespaces) {
    const pending = loadNamespace(islandPage(), name);
    if (pending) use(pending);
  }
  return {
    t: (key: string, options?: Options) => translate(islandPage(), namespaces, key, options),
    i18n: { language: islandPage().language },
    ready: true,
  };
}
