import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSiteDetails } from "~/lib/site-details";

/** The agency's mark ("N." on the brand gradient, the favicon's drawing): legible at 32 px and on dark backgrounds. */
function LogoMark() {
  const gradient = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="mr-2 inline h-8 w-8 shrink-0 align-middle">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b6cf6" />
          <stop offset="1" stopColor="#1d41b4" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <path d="M13 48V16h7.5L37 36.5V16h7v32h-7.5L20 27.5V48z" fill="#fff" />
      <circle cx="51.5" cy="43.5" r="4.5" className="fill-accent-500" />
    </svg>
  );
}

/** The agency's logo (the settings' upload, else the mark) and name, as the navbar, menu and footer show them. */
export function BrandName() {
  const { t } = useTranslation();
  const site = useSiteDetails();
  return (
    <>
      {site?.logo ? <img src={site.logo} alt="" className="mr-2 inline h-8 align-middle" /> : <LogoMark />}
      {site?.name ?? t("brand.name")}
    </>
  );
}
