import { options } from "preact";
import { hydrateRoot } from "react-dom/client";
import { detectBrowserLanguage, rememberLanguage } from "~/i18n/browser-language";
import { islandComponents } from "./islands.client";
import type { IslandName } from "./island-names";
import { islandPage } from "./page-data";
import { switchLanguage } from "./stand-ins/switch-language";

// The browser's entry of a page served as islands (decisions 072 and 075): no router, no
// i18next, and Preact in React's place (the islands' build aliases `react` and `react-dom`
// to `preact/compat`). Each `[data-island]` wrapper the server rendered is hydrated with its
// component and props; `<html data-hydrated>` marks that all of them are (what browser
// tests wait for, as with the router's pages).

/**
 * Preact's two internal hooks this entry relies on (mangled names, as preact/debug uses
 * them): a vnode's `__m` is where `useId` counts from, and `options.__m` hears of server
 * markup that hydration could not adopt.
 */
const preactOptions = options as typeof options & { __m?: () => void };

let hydrating = "";
// React reported a hydration mismatch as a console error; so does this, which browser tests fail on.
preactOptions.__m = () => console.error(`Hydration mismatch in the island "${hydrating}"`);

/** Lets the browser paint and handle input before the next island (no long task on a phone). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

const { language } = islandPage();
const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")].map((element) => ({
  element,
  // Every island's code is asked for at once; each is hydrated in a task of its own, in page order.
  component: islandComponents[element.dataset.island as IslandName](),
}));
for (const [index, { element, component }] of islands.entries()) {
  // A task of its own for each island, the first too: evaluating the modules is one already.
  await nextTask();
  const Component = await component;
  const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
  // Each island counts its ids from its own number, so ids drawn after hydration (a dialog's
  // title, a field's error) never repeat across islands (React's `identifierPrefix`).
  const island = Object.assign(<Component {...props} />, { __m: [index + 1, 0] });
  hydrating = element.dataset.island ?? "";
  hydrateRoot(element, island);
}
document.documentElement.dataset.hydrated = "";

// As app/entry.client.tsx: a language the browser keeps (storage, cookie) that is not the
// one rendered is switched to; otherwise the rendered one is remembered.
const preferred = document.documentElement.hasAttribute("data-content-language") ? language : detectBrowserLanguage();
if (preferred && preferred !== language) switchLanguage(preferred);
else rememberLanguage(language);
