/**
 * The category navigation of the header, as data: every manifest entry with a navigation label,
 * in manifest order, shown only in the regions where that entry is offered.
 */
import type { Region } from "../regions/regions";
import { ROUTE_MANIFEST } from "./manifest";
import type { RouteEntry } from "./manifest-types";

export interface ResolvedNavItem {
  labelKey: NonNullable<RouteEntry["navLabel"]>;
  pagePath: string;
}

const NAV_ENTRIES = ROUTE_MANIFEST.filter((e): e is RouteEntry & { navLabel: ResolvedNavItem["labelKey"] } => e.navLabel !== undefined);

export function navigationFor(region: Region): ResolvedNavItem[] {
  return NAV_ENTRIES.filter((e) => e.availability[region]).map((e) => ({ labelKey: e.navLabel, pagePath: e.path }));
}
