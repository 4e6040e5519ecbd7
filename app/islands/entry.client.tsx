import { hydrateRoot } from "react-dom/client";
import { detectBrowserLanguage, rememberLanguage } from "~/i18n/browser-language";
import { islandComponents } from "./islands.client";
import type { IslandName } from "./island-names";
import { islandPage } from "./page-data";
import { switchLanguage } from "./stand-ins/switch-language";

// The browser's entry of a page served as islands (decision 072): no router, no i18next.
// Each `[data-island]` wrapper the server rendered is hydrated with its component and props;
// `<html data-hydrated>` marks that all of them are (what browser tests wait for, as with
// the router's pages).

async function hydrateIsland(element: HTMLElement) {
  const name = element.dataset.island as IslandName;
  const Component = await islandComponents[name]();
  const props = JSON.parse(element.dataset.props ?? "{}") as Record<string, unknown>;
  await new Promise<void>((resolve) => {
    hydrateRoot(element, <Component {...props} />, {
      // Each island counts its own ids: they cannot match the whole page's server render.
      identifierPrefix: `${name}-`,
    });
    // React commits a hydration in a task of its own; the next one sees the handlers attached.
    setTimeout(resolve);
  });
}

const { language } = islandPage();
await Promise.all([...document.querySelectorAll<HTMLElement>("[data-island]")].map(hydrateIsland));
document.documentElement.dataset.hydrated = "";

// As app/entry.client.tsx: a language the browser keeps (storage, cookie) that is not the
// one rendered is switched to; otherwise the rendered one is remembered.
const preferred = document.documentElement.hasAttribute("data-content-language") ? language : detectBrowserLanguage();
if (preferred && preferred !== language) switchLanguage(preferred);
else rememberLanguage(language);
