/**
 * The category navigation of the header, as data. Each item points at a manifest entry and is shown
 * only in the regions where that entry is offered.
 */
import type { MessageKey } from "../i18n/messages/en";
import type { Region } from "../regions/regions";
import { routeById } from "./manifest";
import type { RouteEntry } from "./manifest-types";

type NavLabelKey = Extract<MessageKey, `nav.${string}`>;

export interface NavItem {
  /** Message key of the label. */
  labelKey: NavLabelKey;
  routeId: string;
}

export const CATEGORY_NAV: readonly NavItem[] = [
  { labelKey: "nav.himacs", routeId: "himacs.category" },
  { labelKey: "nav.viatera", routeId: "viatera.category" },
  { labelKey: "nav.teracanto", routeId: "teracanto.category" },
  { labelKey: "nav.borte", routeId: "borte.category" },
  { labelKey: "nav.benif", routeId: "benif.category" },
  { labelKey: "nav.deco", routeId: "deco.category" },
  { labelKey: "nav.exterior", routeId: "exterior.category" },
  { labelKey: "nav.vizuon", routeId: "vizuon.category" },
  { labelKey: "nav.hflor", routeId: "hflor.category.about" },
  { labelKey: "nav.automotive", routeId: "automotive.skin" },
  { labelKey: "nav.appliance", routeId: "appliance.film" },
];

export interface ResolvedNavItem {
  labelKey: NavItem["labelKey"];
  pagePath: string;
}

export function navigationFor(region: Region): ResolvedNavItem[] {
  return CATEGORY_NAV.flatMap((item) => {
    const entry: RouteEntry | undefined = routeById(item.routeId);
    if (!entry || !entry.availability[region]) return [];
    return [{ labelKey: item.labelKey, pagePath: entry.path }];
  });
}
