import { BadgeCheck, Handshake, Lightbulb, type LucideIcon, Scale } from "lucide-react";
import type { FigureSuffix } from "~/lib/format-figure";
import { site } from "~/lib/site";

/** The about page's four values (spec: innovation, quality, integrity, collaboration). */
export const values: { key: string; icon: LucideIcon }[] = [
  { key: "innovation", icon: Lightbulb },
  { key: "quality", icon: BadgeCheck },
  { key: "integrity", icon: Scale },
  { key: "collaboration", icon: Handshake },
];

/** The four expertise counters: how strong each skill is, and the years behind them. */
export const expertise: { key: string; value: number; suffix: FigureSuffix }[] = [
  { key: "development", value: 95, suffix: "%" },
  { key: "design", value: 90, suffix: "%" },
  { key: "innovation", value: 85, suffix: "%" },
  { key: "experience", value: site.stats.yearsOfExperience, suffix: "+" },
];

/** The team grid: names are people's names (not translated), roles are translation keys. */
export const leadership: { name: string; role: string; avatar: string }[] = [
  { name: "Nigar Aliyeva", role: "ceo", avatar: "nigar" },
  { name: "Kerem Demir", role: "cto", avatar: "kerem" },
  { name: "Olga Petrova", role: "creative", avatar: "olga" },
  { name: "Tural Huseynov", role: "marketing", avatar: "tural" },
];
