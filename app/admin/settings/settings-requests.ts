import type { SiteSettings } from "../../../common/settings";
import { adminFetch } from "~/admin/ui/api";

/** What the settings screen asks of the API: the whole document, replaced. */
export function saveSiteSettings(settings: SiteSettings): Promise<SiteSettings> {
  return adminFetch<SiteSettings>("/api/settings", { method: "PUT", json: settings });
}
