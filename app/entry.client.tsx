import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { detectBrowserLanguage, initClientI18n, rememberLanguage } from "./i18n/i18n.client";
import { defaultNamespace, fallbackLanguage, matchLanguage } from "../common/i18n/languages";
import { switchLanguage } from "./i18n/switch-language";

const renderedLanguage = matchLanguage(document.documentElement.lang) ?? fallbackLanguage;
const namespaces = document.querySelector<HTMLMetaElement>('meta[name="i18n-namespaces"]')?.content.split(",") ?? [
  defaultNamespace,
];

const i18n = await initClientI18n(renderedLanguage, namespaces);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

// The server cannot see local or session storage; if they name another language than
// the one rendered, switch now. Either way the language is cached, so the next page matches.
// A page in its content's language (a blog post, docs/decisions/039) is not switched away
// from: reading it makes its language the visitor's, as following a `?lng=` address does.
// A preview (decision 061) shows a page in the editor's tab's language, which is neither
// switched away from nor remembered as the staff member's own.
const preview = /^\/admin\/preview(\/|$)/i.test(window.location.pathname);
const preferred = document.documentElement.hasAttribute("data-content-language")
  ? renderedLanguage
  : detectBrowserLanguage();
if (preview) {
  // Nothing to switch or remember.
} else if (preferred && preferred !== i18n.language) void switchLanguage(preferred);
else rememberLanguage(renderedLanguage);
