/**
 * The virtual showroom of each region (issue 12): deployment configuration, reviewed like the region
 * table. A region left out has no showroom, so its pages show no showroom link and its showroom page
 * is not offered (the route manifest derives the page's availability from this table).
 */
import type { Region } from "./regions";

const VIRTUAL_SHOWROOMS: Readonly<Partial<Record<Region, string>>> = {
  gl: "https://showroom.lxhausys.com/global",
  us: "https://showroom.lxhausys.com/us",
  ca: "https://showroom.lxhausys.com/ca",
  cf: "https://showroom.lxhausys.com/ca-fr",
  jp: "https://showroom.lxhausys.com/jp",
};

/** The region's showroom address, or null where it has none. */
export function virtualShowroomOf(region: Region): string | null {
  return VIRTUAL_SHOWROOMS[region] ?? null;
}

export const SHOWROOM_REGIONS = Object.keys(VIRTUAL_SHOWROOMS) as Region[];
