import { expect } from "vitest";

/**
 * Resolves once the clock has passed `moment` (ms since the epoch, or an ISO date): a wait
 * on a condition that ends as soon as the moment is behind, never a fixed sleep before an
 * assertion (decision 049). For windows, schedules and timestamps that must differ.
 */
export async function untilPast(moment: number | string | Date, slack = 30_000): Promise<void> {
  const at = moment instanceof Date ? moment.getTime() : typeof moment === "string" ? Date.parse(moment) : moment;
  await expect
    .poll(() => Date.now(), { timeout: Math.max(0, at - Date.now()) + slack, interval: 10 })
    .toBeGreaterThan(at);
}
