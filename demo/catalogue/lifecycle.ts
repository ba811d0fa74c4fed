/**
 * Where a product is in its life: new (launched in the last twelve months up to October 2026),
 * coming soon, current or discontinued, with a launch date and a long-tailed popularity to match.
 */
import type { Rng } from "./prng";

export type Lifecycle = "new" | "coming-soon" | "discontinued" | "current";

/** About 8% new, 3% coming soon, 4% discontinued; never two of them at once. */
export function lifecycle(rng: Rng): Lifecycle {
  const r = rng.float();
  if (r < 0.08) return "new";
  if (r < 0.11) return "coming-soon";
  if (r < 0.15) return "discontinued";
  return "current";
}

const DAY_MS = 86_400_000;
const FIRST_LAUNCH = Date.UTC(2008, 0, 1);
const LAST_LAUNCH = Date.UTC(2026, 9, 31);
/** "New" means launched in the twelve months up to the last launch date. */
const NEW_FROM = Date.UTC(2025, 10, 1);
const COMING_FROM = Date.UTC(2026, 7, 1);
const DISCONTINUED_UNTIL = Date.UTC(2019, 11, 31);

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Launch day as days since 2008-01-01; current products lean towards recent years. */
export function launchDay(rng: Rng, stage: Lifecycle): number {
  const days = (from: number, to: number) => Math.round((from - FIRST_LAUNCH) / DAY_MS) + rng.int(0, Math.round((to - from) / DAY_MS));
  switch (stage) {
    case "new":
      return days(NEW_FROM, LAST_LAUNCH);
    case "coming-soon":
      return days(COMING_FROM, LAST_LAUNCH);
    case "discontinued":
      return days(FIRST_LAUNCH, DISCONTINUED_UNTIL);
    case "current":
      return Math.round(Math.pow(rng.float(), 0.75) * ((NEW_FROM - FIRST_LAUNCH) / DAY_MS - 1));
  }
}

/** The ISO date of a launch day (days since 2008-01-01). */
export function dayDate(day: number): string {
  return isoDay(FIRST_LAUNCH + day * DAY_MS);
}

export function launchDate(rng: Rng, stage: Lifecycle): string {
  return dayDate(launchDay(rng, stage));
}

export function popularity(rng: Rng, stage: Lifecycle): number {
  const base = rng.pareto(20, 1.1, 1_000_000);
  if (stage === "coming-soon") return Math.min(base, rng.int(0, 40));
  return stage === "discontinued" ? Math.floor(base / 4) : base;
}
