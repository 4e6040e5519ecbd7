import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/**
 * The admin's name, "{agency} Admin": the agency's name as the settings gave it when the
 * page was served (the root's data), so staff see their own brand, not the product's.
 */
export function useAdminBrand(): string {
  const { t } = useTranslation("admin");
  const name = useRouteLoaderData<typeof rootLoader>("root")?.siteName ?? t("common:brand.name");
  return t("brand", { name });
}
