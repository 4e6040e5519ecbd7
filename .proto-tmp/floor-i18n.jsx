import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import i18next from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
window.u = useTranslation;
await i18next.use(initReactI18next).init({ lng: "en", resources: {} });
startTransition(() => { hydrateRoot(document, <StrictMode><HydratedRouter /></StrictMode>); });
