/**
 * The category navigation, as data derived from the route manifest: every entry with a navigation
 * label (in manifest order, only where it is offered), and for each such category the menu of all
 * its pages the region offers: landing, finders and sub-finders, type or application landings,
 * sinks, about pages, online book (decision 0054). Nothing here is written per region.
 */
import type { Region } from "../regions/regions";
import type { MessageKey } from "../i18n/locale-files";
import { ROUTE_MANIFEST } from "./manifest";
import { MENU_GROUPS, type MenuGroupName, type PageKind, type RouteEntry } from "./manifest-types";
import { expandPattern } from "./expand-pattern";
import { overviewAnchor } from "./home";

export interface ResolvedNavItem {
  labelKey: NonNullable<RouteEntry["navLabel"]>;
  pagePath: string;
}

const NAV_ENTRIES = ROUTE_MANIFEST.filter((e): e is RouteEntry & { navLabel: ResolvedNavItem["labelKey"] } => e.navLabel !== undefined);

export function navigationFor(region: Region): ResolvedNavItem[] {
  return NAV_ENTRIES.filter((e) => e.availability[region]).map((e) => ({ labelKey: e.navLabel, pagePath: e.path }));
}

export interface MenuLink {
  labelKey: MessageKey;
  pagePath: string;
}

/** `main` holds the category's overview and its one finder; the others follow in MENU_GROUPS order. */
export type MenuGroupKey = "main" | MenuGroupName;

export interface MenuGroup {
  name: MenuGroupKey;
  links: MenuLink[];
}

export interface CategoryMenu extends ResolvedNavItem {
  /** A stable id for anchors on the products overview (`#himacs`): the navigation label's name. */
  id: string;
  family: RouteEntry["family"];
  groups: MenuGroup[];
}

/** Kinds of page a category menu lists; products, redirects and finder filter views are reached from these. */
const MENU_KINDS: ReadonlySet<PageKind> = new Set(["category", "finder", "sinks", "online-book", "info"]);

function isMenuPage(entry: RouteEntry): boolean {
  return MENU_KINDS.has(entry.kind) && !entry.filterChild && !(entry.kind === "finder" && entry.parent !== undefined);
}

/**
 * A link's label. Keys built from path segments (`segment.lvt`, `nav.about.design`) are checked for
 * every region by tests/unit/navigation.test.ts, since the compiler cannot see them.
 */
function labelOf(entry: RouteEntry, pagePath: string, isLanding: boolean): MessageKey {
  if (entry.menuLabel) return entry.menuLabel;
  const last = pagePath.split("/").at(-1) ?? "";
  switch (entry.kind) {
    case "finder":
      return entry.paramValues ? (`segment.${last}` as MessageKey) : "nav.finder";
    case "sinks":
      return "nav.sinks";
    case "online-book":
      return "nav.onlineBook";
    default:
      if (isLanding) return "nav.overview";
      return (entry.menuGroup === "about" ? `nav.about.${last}` : `segment.${last}`) as MessageKey;
  }
}

function groupOf(entry: RouteEntry, isLanding: boolean): MenuGroupKey {
  if (isLanding) return "main";
  if (entry.menuGroup) return entry.menuGroup;
  if (entry.kind === "finder") return entry.paramValues ? "finders" : "main";
  return "pages";
}

const GROUP_ORDER: readonly MenuGroupKey[] = ["main", ...MENU_GROUPS];

/**
 * The menu of every category the region offers. Collection landings are catalogue data, not
 * manifest data: the products overview lists them (collectionLandingEntry), the header does not.
 */
export function categoryMenusFor(region: Region): CategoryMenu[] {
  return NAV_ENTRIES.filter((landing) => landing.availability[region]).map((landing) => {
    const groups = new Map<MenuGroupKey, MenuLink[]>();
    const members = ROUTE_MANIFEST.filter((e) => e.family === landing.family && e.availability[region] && isMenuPage(e));
    // The landing first, whatever its place in the manifest.
    for (const entry of [landing, ...members.filter((e) => e !== landing)]) {
      for (const pagePath of expandPattern(entry) ?? []) {
        const group = groupOf(entry, entry === landing);
        const links = groups.get(group) ?? [];
        if (links.some((link) => link.pagePath === pagePath)) continue;
        links.push({ labelKey: labelOf(entry, pagePath, entry === landing), pagePath });
        groups.set(group, links);
      }
    }
    return {
      id: overviewAnchor(landing.navLabel),
      family: landing.family,
      labelKey: landing.navLabel,
      pagePath: landing.path,
      groups: GROUP_ORDER.flatMap((name) => (groups.get(name)?.length ? [{ name, links: groups.get(name)! }] : [])),
    };
  });
}

/** The landing of one collection of a category (VIZUON, HFLOR), where the region offers one. */
export function collectionLandingEntry(family: RouteEntry["family"], region: Region): RouteEntry | undefined {
  return ROUTE_MANIFEST.find((e) => e.kind === "category" && e.family === family && e.collectionParam !== undefined && e.availability[region]);
}
