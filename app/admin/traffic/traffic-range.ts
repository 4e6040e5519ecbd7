import { addDays, trafficQuerySchema, type TrafficQuery } from "../../../common/traffic";

/** The ranges offered as one click, in days ending today. */
export const presetDays = [7, 30, 90] as const;
export type PresetDays = (typeof presetDays)[number];
const defaultDays: PresetDays = 30;

/** The range the address asks for: `?from=&to=` (UTC days) when valid, else `?days=` of the presets ending today. */
export function trafficRange(params: URLSearchParams, today: string): TrafficQuery & { days?: PresetDays } {
  const custom = trafficQuerySchema.safeParse({ from: params.get("from"), to: params.get("to") });
  if (custom.success) return custom.data;
  const asked = Number(params.get("days"));
  const days = presetDays.find((preset) => preset === asked) ?? defaultDays;
  return { from: addDays(today, 1 - days), to: today, days };
}

/** Today as a UTC day, as the counts are kept. */
export const utcToday = () => new Date().toISOString().slice(0, 10);
