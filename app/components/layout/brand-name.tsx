import { useTranslation } from "react-i18next";
import { useSiteDetails } from "~/lib/site-details";

/** The agency's logo (when the settings have one) and name, as the navbar, menu and footer show them. */
export function BrandName() {
  const { t } = useTranslation();
  const site = useSiteDetails();
  return (
    <>
      {site?.logo && <img src={site.logo} alt="" className="mr-2 inline h-8 align-middle" />}
      {site?.name ?? t("brand.name")}
    </>
  );
}
