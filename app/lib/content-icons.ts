import { Cloud, Code2, Database, Globe, type LucideIcon, PenTool, Smartphone } from "lucide-react";
import type { serviceIcons } from "../../common/content/choices";

/** The lucide icon drawn for each choice of a service's `icon` field. */
export const serviceIcon: Record<(typeof serviceIcons)[number], LucideIcon> = {
  code: Code2,
  pen: PenTool,
  globe: Globe,
  smartphone: Smartphone,
  database: Database,
  cloud: Cloud,
};
