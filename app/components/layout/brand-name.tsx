import { useTranslation } from "react-i18next";
import { useSiteDetails } from "~/lib/site-details";

/** The agency's logo (when the settings have one) and name, as the navbar, menu and footer show them. */
export function BrandName() {
  const { t } = useTranslation();
  const site = useSiteDetails();
  return (
    <span className="inline-flex items-center gap-2">
      {site?.logo && <img src={site.logo} alt="" className="h-8 w-auto max-w-24 object-contain" />}
      {site?.name ?? t("brand.name")}
    </span>
  );
}
