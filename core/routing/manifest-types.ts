import type { Region } from "../regions/regions";
import type { MessageKey } from "../i18n/locale-files";
import type { Section } from "./region-path";

/** Page title codes: the `meta.*` keys of the English catalogue that are titles, not descriptions or the suffix. */
export type MetaCode = {
  [K in MessageKey]: K extends `meta.description.${string}` | "meta.suffix" ? never : K extends `meta.${infer Code}` ? Code : never;
}[MessageKey];
/** Redirect entries answer before anything is rendered, so they name no title. */
export const REDIRECT_META_CODE = "REDIRECT";

// The product families and their facts live in one table (core/catalogue/families.ts).
export { PRODUCT_FAMILIES, type ProductFamily } from "../catalogue/families";
import type { ProductFamily } from "../catalogue/families";

/** How a page takes form posts (RouteEntry.posts). */
export type FormPost = "form" | "long-form";

/** Which filter-child shapes a finder's routes have (core/finder/filter-path.ts reads them). */
export type ShapeSet = "generic" | "vizuon" | "hflor" | "none";

/** What a route renders. `redirect` entries answer with a redirect and render nothing. */
export type PageKind =
  | "category"
  | "finder"
  | "product"
  | "sinks"
  | "info"
  | "all-colors"
  /** Every category the region offers, with all of its pages: the breadcrumbs' root (decision 0054). */
  | "products-overview"
  | "not-found"
  | "online-book"
  | "guides"
  /** A product at true scale in a 3D room (issue 28, decision 0067): three.js loaded only there. */
  | "visualiser"
  /** Privacy, terms of use, imprint and cookies (core/legal/legal-pages.ts): public, linked from the footer. */
  | "legal"
  | "virtual-showroom"
  /** Partners near a place, with a map (issue 12): a GET form, no personal data stored. */
  | "where-to-buy"
  /** The sales rep finder (issue 12): search by postal code, state or city. */
  | "sales-reps"
  /** A contact request to a rep or a category team, and its confirmation. */
  | "contact-request"
  | "compare"
  | "account"
  | "sign-in"
  | "sign-up"
  | "forgot-password"
  | "reset-password"
  | "verify-email"
  /** Two-step verification: enrol a TOTP app, see the recovery codes once, turn it off (decision 0047). */
  | "two-factor"
  | "likes"
  /** A download of the signed-in visitor's likes (CSV or PDF): a resource route, no page. */
  | "spec-pack"
  /** Staff pages (issue 12): the lists of sample orders and contact requests, and one of each. */
  | "staff-orders"
  | "staff-order"
  | "staff-requests"
  | "staff-request"
  /** A staff list as CSV, with the list's filters: a resource route, no page. */
  | "staff-export"
  /** The sample cart and checkout, an order's confirmation, and a signed-in visitor's orders (issue 12). */
  | "sample-cart"
  | "sample-order"
  | "sample-orders"
  | "redirect";

export type PageType = "PCD" | "PD";

/** The groups of a category's menu, after its overview and finder. */
export const MENU_GROUPS = ["about", "applications", "types", "finders", "pages"] as const;
export type MenuGroupName = (typeof MENU_GROUPS)[number];

export type Availability = Readonly<Record<Region, boolean>>;

/**
 * How a page may be cached: `public` pages are the same for every visitor (CDN-cacheable);
 * `private` pages may show something personal and are never stored by a shared cache.
 */
export type CacheClass = "public" | "private";

export interface RouteEntry {
  /** Stable identifier, also the React Router route id. */
  id: string;
  /** The section after the region (`/{region}/{section}/…`); the catalogue is `products`. */
  section: Section;
  /** Applied to the response by the page pipeline; private unless the section is the public catalogue. */
  cache: CacheClass;
  /** Pattern after `/{region}/products/`, React Router syntax (`:param`, `*`); "" is the products root. */
  path: string;
  kind: PageKind;
  /** Key of the localised page title (messages `meta.<metaCode>`); redirects have no title. */
  metaCode: MetaCode | typeof REDIRECT_META_CODE;
  family?: ProductFamily;
  /**
   * The page's forms post to it (its route module has an action): `form` for a few fields, read up
   * to 16 kB; `long-form` for free text (a message, an address), up to 32 kB. The front door takes
   * POST only where an entry says so (core/routing/form-posts.ts). Set from the page kind.
   */
  posts?: FormPost;
  pageType?: PageType;
  categoryId?: number;
  /** Category type, when one path serves more than one (spec: the second /exterior-film entry). */
  categoryTypes?: readonly string[];
  availability: Availability;
  /** Allowed values of a dynamic segment; any other value is an unknown page. */
  paramValues?: Readonly<Record<string, readonly string[]>>;
  /**
   * A dynamic segment whose allowed values are the catalogue's collections of the entry's family
   * (data, not a list in the manifest); any other value is an unknown page.
   */
  collectionParam?: string;
  /** For redirects: target pattern after `/{region}/products/`, `:param` and `*` filled from the match. */
  redirectTo?: string;
  /** The entry whose page this route belongs to (finder filter children, detail variants). */
  parent?: string;
  /**
   * Finders: which filter-child shapes follow the finder's path. The finder is routed once, with a
   * splat, and the shapes are parsed by the filter codec rather than matched as separate routes.
   */
  filterShapes?: ShapeSet;
  /** A filter-child shape of spec §2, served by its parent finder's route (not routed itself). */
  filterChild?: boolean;
  /** Label of the header navigation link to this page, when it is one. */
  navLabel?: Extract<MessageKey, `nav.${string}`>;
  /**
   * Where the page sits in its category's menu (core/routing/navigation.ts) when its kind alone
   * does not say: the brand's about pages, VIZUON's applications, HFLOR's flooring types.
   */
  menuGroup?: MenuGroupName;
  /** The page's name in its category's menu, where neither its kind nor its path segment names it. */
  menuLabel?: Extract<MessageKey, `nav.${string}`>;
  /** Landings of one type or application: the finder (page path) their "Explore collection" opens. */
  explores?: string;
  /**
   * Product detail pages by slug: the segment after the category prefix per product type code
   * (HFLOR flooring types, VIZUON applications), for building a product's canonical path.
   */
  detailSegments?: Readonly<Record<string, string>>;
}
