/**
 * Collection views: the finder narrowed to one collection, where a landing's collection card
 * leads. One function says which finder state that is, so the landings link it, the finder page
 * gives it its own title (and only at that address), and the sitemaps list it, all alike.
 */
import type { Collection } from "../catalogue/model";
import { FAMILIES, type ProductFamily } from "../catalogue/families";
import type { Region } from "../regions/regions";
import { finderEntryFor, ROUTE_MANIFEST, routeById, type HFLOR_SUB_FINDERS } from "../routing/manifest";
import type { RouteEntry } from "../routing/manifest-types";
import { collectionLandingEntry } from "../routing/navigation";
import { encodeSegment } from "../routing/region-path";
import type { Selections } from "./filter-path";
import { finderLocation } from "./finder-links";
import { finderScope } from "./finder-scope";

/** The HFLOR sub-finder that shows a flooring type's products. */
const HFLOR_ROOT_FINDERS: Readonly<Record<string, (typeof HFLOR_SUB_FINDERS)[number]>> = {
  lvt: "lvt-flooring",
  homogeneous: "homogeneous-sheet",
  heterogeneous: "heterogeneous-sheet",
  specialty: "specialty",
  spc: "spc-click",
  looselay: "looselay",
};

export interface CollectionTarget {
  /** Page path after `/{region}/products/` and query of the finder state. */
  pagePath: string;
  query: URLSearchParams;
  /**
   * True when the target is the finder filtered to this one collection (a collection view, with
   * a title of its own); false when it is a whole sub-finder (an HFLOR type, a VIZUON application).
   */
  view: boolean;
  /** The finder's manifest entry: where it is offered is where the view is. */
  finder: RouteEntry;
}

/**
 * Where a collection's card leads: VIZUON and HFLOR root collections open their sub-finder, their
 * leaves that sub-finder (VIZUON) or all colours (HFLOR) narrowed to the leaf; every other
 * family's root collections open the region's finder narrowed to the collection. Null where the
 * family has no finder in the region, or no landing shows the collection.
 */
export function collectionTarget(family: ProductFamily, collection: Pick<Collection, "code" | "parent">, region: Region): CollectionTarget | null {
  if (family === "PCD_VIZUON" || family === "PRD_FLOORING") {
    const finder = routeById(family === "PCD_VIZUON" ? "vizuon.finder" : "hflor.finder");
    if (!finder?.availability[region]) return null;
    const root = collection.parent ?? collection.code;
    const sub = collection.parent && family === "PRD_FLOORING" ? "all-colors" : rootSubFinder(family, root);
    if (!sub) return null;
    const base = subFinderPath(finder, sub);
    const scope = finderScope(finder, { main_collection_name: sub }, region, base);
    if (!scope) return null;
    const selections: Selections = collection.parent ? { collection: [collection.code] } : {};
    return { ...finderLocation(scope, selections, {}), view: Boolean(collection.parent), finder };
  }
  // The other families' landings show their root collections only: a nested one has no card.
  const finder = collection.parent ? undefined : finderEntryFor(family, region);
  const scope = finder ? finderScope(finder, {}, region, finder.path) : null;
  return finder && scope ? { ...finderLocation(scope, { collection: [collection.code] }, {}), view: true, finder } : null;
}

/** The landing whose collection card leads to a collection view: where its breadcrumb steps up to. */
export interface CollectionLanding {
  entry: RouteEntry;
  /** Page path after `/{region}/products/`. */
  pagePath: string;
  /** The collection a collection landing's path names (its heading names it too); null for the others. */
  collection: string | null;
}

/**
 * The landing that shows a collection view's card: a VIZUON application's or an HFLOR type's
 * landing for their leaves (the landing that explores the root's sub-finder), the family's
 * collection landing of the root where the root has no such landing (HFLOR sports), and the
 * family's own landing for every other family's roots. Null where none is offered in the region.
 */
export function collectionLanding(family: ProductFamily, collection: Pick<Collection, "code" | "parent">, region: Region): CollectionLanding | null {
  let found: CollectionLanding | null = null;
  if (family === "PCD_VIZUON" || family === "PRD_FLOORING") {
    const root = collection.parent;
    if (!root) return null;
    const finder = routeById(family === "PCD_VIZUON" ? "vizuon.finder" : "hflor.finder");
    const sub = rootSubFinder(family, root);
    const explored = finder && sub ? subFinderPath(finder, sub) : undefined;
    const typeLanding = explored ? ROUTE_MANIFEST.find((e) => e.kind === "category" && e.family === family && e.explores === explored) : undefined;
    const rootLanding = typeLanding ? undefined : collectionLandingEntry(family, region);
    if (typeLanding) found = { entry: typeLanding, pagePath: typeLanding.path, collection: null };
    else if (rootLanding?.collectionParam) found = { entry: rootLanding, pagePath: rootLanding.path.replace(`:${rootLanding.collectionParam}`, encodeSegment(root)), collection: root };
  } else if (!collection.parent) {
    const landing = routeById(FAMILIES[family].landingRoute);
    if (landing) found = { entry: landing, pagePath: landing.path, collection: null };
  }
  return found?.entry.availability[region] ? found : null;
}

/** The sub-finder that shows a VIZUON application's or an HFLOR type's products, by its root collection. */
function rootSubFinder(family: "PCD_VIZUON" | "PRD_FLOORING", root: string): string | undefined {
  return family === "PCD_VIZUON" ? root : HFLOR_ROOT_FINDERS[root];
}

const subFinderPath = (finder: RouteEntry, sub: string) => finder.path.replace(":main_collection_name", sub);

/** The one collection a finder state is narrowed to, when that is all it is narrowed to; else null. */
export function soleCollection(selections: Selections): string | null {
  const narrowed = Object.entries(selections).filter(([, values]) => values.length > 0);
  if (narrowed.length !== 1) return null;
  const [facet, values] = narrowed[0]!;
  return facet === "collection" && values.length === 1 ? values[0]! : null;
}
