import { useTranslation } from "react-i18next";
import { useSiteName } from "~/lib/site-details";

/** The admin's name, "{agency} Admin", so staff see their own brand, not the product's. */
export function useAdminBrand(): string {
  const { t } = useTranslation("admin");
  const name = useSiteName();
  return t("brand", { name });
}
