/**
 * The route manifest of spec §2: every page of the site with its meta code, product family,
 * page type, category id and per-region availability. The React Router config, the region guard,
 * the region switcher, hreflang and the header navigation are all derived from this table.
 */
import { FAMILIES } from "../catalogue/families";
import { REGIONS, type Region } from "../regions/regions";
import type { Availability, CacheClass, FormPost, MetaCode, PageKind, ProductFamily, RouteEntry, ShapeSet } from "./manifest-types";
import { PRODUCTS_BASE, type Section } from "./region-path";
import { HOME_PAGE_PATH, PRODUCTS_OVERVIEW_PATH } from "./home";
import { SHOWROOM_REGIONS } from "../regions/virtual-showrooms";
import { LEGAL_PAGES, LEGAL_SEGMENT } from "../legal/legal-pages";
import { VISUALISER_PATH } from "../visualiser/state";

export function offeredIn(...regions: Region[]): Availability {
  return Object.fromEntries(REGIONS.map((r) => [r, regions.includes(r)])) as Record<Region, boolean>;
}
export function offeredExcept(...regions: Region[]): Availability {
  return offeredIn(...REGIONS.filter((r) => !regions.includes(r)));
}
const ALL = offeredIn(...REGIONS);

export { HOME_PAGE_PATH, PRODUCTS_OVERVIEW_PATH } from "./home";

/** Filter-child shapes shared by the HIMACS-style finders (spec §2 HIMACS). */
export const GENERIC_FILTER_SHAPES = [
  "filter/:filterNm",
  "filter/:filterNm/:filterCd",
  "filter/:filterNm1/:filterNm2/:filterCd2",
  "filter/:filterNm1/:filterCd1/:filterNm2/:filterCd2",
] as const;

/** VIZUON: a name alone, or up to two name/code-or-value pairs. */
export const VIZUON_FILTER_SHAPES = [
  "filter/:filterNm",
  "filter/:filterNm/:filterVal",
  "filter/:filterNm1/:filterVal1/:filterNm2/:filterVal2",
] as const;

/** HFLOR: a name alone, a flooring filter code before the pair, or up to three name/value pairs. */
export const HFLOR_FILTER_SHAPES = [
  "filter/:filterNm",
  ":hflorFilterCd/filter/:filterNm/:filterCd",
  "filter/:filterNm/:filterVal",
  "filter/:filterNm1/:filterVal1/:filterNm2/:filterVal2",
  "filter/:filterNm1/:filterVal1/:filterNm2/:filterVal2/:filterNm3/:filterVal3",
] as const;

export const VIZUON_APPLICATIONS = [
  "vehicles-and-transportation",
  "signs-and-displays",
  "illuminated-sign",
  "architecture",
  "eco-solutions",
  "corporate-branding",
] as const;

export const HFLOR_SUB_FINDERS = [
  "all-colors",
  "lvt-flooring",
  "homogeneous-sheet",
  "heterogeneous-sheet",
  "specialty",
  "spc-click",
  "looselay",
] as const;

export const HFLOR_DETAIL_SEGMENTS = [
  "lvt-flooring",
  "looselay",
  "spc-click",
  "homogeneous-sheet",
  "heterogeneous-sheet",
  "specialty",
  "sports-flooring",
] as const;

/** Detail-page segment per HFLOR product type code. */
const HFLOR_TYPE_SEGMENTS: Readonly<Record<string, (typeof HFLOR_DETAIL_SEGMENTS)[number]>> = {
  LVT: "lvt-flooring",
  LOS: "looselay",
  SPC: "spc-click",
  HOMO: "homogeneous-sheet",
  HET: "heterogeneous-sheet",
  SPT: "specialty",
  SPORTS: "sports-flooring",
};

/** Detail-page segment per VIZUON application type code. */
const VIZUON_DETAIL_SEGMENTS: Readonly<Record<string, (typeof VIZUON_APPLICATIONS)[number]>> = {
  VEH: "vehicles-and-transportation",
  SD: "signs-and-displays",
  ILLUM: "illuminated-sign",
  ARCH: "architecture",
  ECO: "eco-solutions",
  CORP: "corporate-branding",
};

export const HFLOR_CATEGORY_PAGES = ["about", "lvt", "looselay", "spc", "homogeneous", "heterogeneous", "specialty"] as const;

/** The sub-finder each HFLOR landing explores: the overview all colours, a type its own flooring. */
const HFLOR_TYPE_FINDERS: Readonly<Record<(typeof HFLOR_CATEGORY_PAGES)[number], (typeof HFLOR_SUB_FINDERS)[number]>> = {
  about: "all-colors",
  lvt: "lvt-flooring",
  looselay: "looselay",
  spc: "spc-click",
  homogeneous: "homogeneous-sheet",
  heterogeneous: "heterogeneous-sheet",
  specialty: "specialty",
};

/** The pages under `himacs/about/`; any other value is an unknown page. */
export const HIMACS_ABOUT_PAGES = ["design", "fabrication", "quality", "certifications", "sustainability", "history"] as const;

export const VIZUON_CATEGORY_PAGES = ["vehicle", "signs-and-displays", "illuminated-sign", "architecture", "eco-solutions", "corporate-branding"] as const;

type Base = Omit<RouteEntry, "id" | "path" | "kind" | "metaCode" | "section" | "cache">;

/** The cache class a section's pages get: the catalogue is public, every other section private. */
export function cacheClassOf(section: Section): CacheClass {
  return section === PRODUCTS_BASE ? "public" : "private";
}

/**
 * The page kinds whose route modules have an action, and how long their forms are: the front door
 * and the body limit read this through each entry's `posts` (core/routing/form-posts.ts).
 */
const POSTS_BY_KIND: Readonly<Partial<Record<PageKind, FormPost>>> = {
  account: "form",
  "sign-in": "form",
  "sign-up": "form",
  "forgot-password": "form",
  "reset-password": "form",
  "verify-email": "form",
  "two-factor": "form",
  likes: "form",
  compare: "form",
  "staff-order": "form",
  "staff-request": "form",
  // Free text: the contact request's message, the checkout's address and notes.
  "contact-request": "long-form",
  "sample-cart": "long-form",
};

/** A catalogue page (every entry so far); entries of new sections take their section's class. */
function entry(id: string, path: string, kind: PageKind, metaCode: RouteEntry["metaCode"], base: Base, section: Section = PRODUCTS_BASE): RouteEntry {
  const posts = POSTS_BY_KIND[kind];
  return { id, path, kind, metaCode, section, cache: cacheClassOf(section), ...(posts ? { posts } : {}), ...base };
}

/** A finder (routed once, with a splat) and its spec §2 filter-child shapes as data. */
function finderWithShapes(id: string, path: string, metaCode: RouteEntry["metaCode"], base: Base, shapes: readonly string[], shapeSet: ShapeSet): RouteEntry[] {
  return [
    entry(id, path, "finder", metaCode, { ...base, filterShapes: shapeSet }),
    ...shapes.map((shape, i) => entry(`${id}.filter${i + 1}`, `${path}/${shape}`, "finder", metaCode, { ...base, parent: id, filterChild: true })),
  ];
}

function productDetails(id: string, paths: readonly string[], metaCode: RouteEntry["metaCode"], base: Base): RouteEntry[] {
  return paths.flatMap((p, i) => [
    entry(`${id}.pd${i + 1}`, `${p}/:prd_name/:contentId`, "product", metaCode, { ...base, pageType: "PD" }),
    entry(`${id}.slug${i + 1}`, `${p}/detail/:slug`, "product", metaCode, { ...base, pageType: "PD" }),
  ]);
}

function legacyPrefix(id: string, from: string, to: string, base: Base): RouteEntry {
  return entry(id, `${from}/*`, "redirect", "REDIRECT", { ...base, redirectTo: `${to}/*` });
}

/** Families whose category, finder and product pages all have titles (`meta.HIMACS_CATEGORY`…). */
type StandardCategoryKey = {
  [C in MetaCode]: C extends `${infer K}_FINDER` ? (`${K}_CATEGORY` | `${K}_PRODUCT` extends MetaCode ? Lowercase<K> : never) : never;
}[MetaCode];

/** String.prototype.toUpperCase, typed as what it returns. */
const upper = <K extends string>(key: K) => key.toUpperCase() as Uppercase<K>;

/** One standard category: landing page, finder with filter children, detail pages. */
function standardCategory(opts: {
  key: StandardCategoryKey;
  slug: string;
  finder: string;
  family: ProductFamily;
  availability: Availability;
  categoryId?: number;
  detailPrefixes?: readonly string[];
  categoryTypes?: readonly string[];
}): RouteEntry[] {
  const base: Base = { family: opts.family, availability: opts.availability };
  const finderBase: Base = opts.categoryId ? { ...base, categoryId: opts.categoryId } : base;
  return [
    entry(`${opts.key}.category`, opts.slug, "category", `${upper(opts.key)}_CATEGORY`, {
      ...base,
      pageType: "PCD",
      ...(opts.categoryTypes ? { categoryTypes: opts.categoryTypes } : {}),
    }),
    ...finderWithShapes(`${opts.key}.finder`, `${opts.slug}/${opts.finder}`, `${upper(opts.key)}_FINDER`, finderBase, GENERIC_FILTER_SHAPES, "generic"),
    ...productDetails(`${opts.key}.product`, opts.detailPrefixes ?? [opts.slug], `${upper(opts.key)}_PRODUCT`, base),
    // The category's catalogue as a book read page by page (core/catalogue/book.ts).
    entry(`${opts.key}.book`, `${opts.slug}/${ONLINE_BOOK_SEGMENT}`, "online-book", "ONLINE_BOOK", { ...base, parent: `${opts.key}.category` }),
  ];
}

/** The file names of the likes' spec pack downloads, under `/{region}/account/likes/`. */
export const SPEC_PACK_FILES = { csv: "spec-pack.csv", pdf: "spec-pack.pdf" } as const;

/** The file name of a staff list's CSV export, under its list (`/{region}/staff/sample-orders/`). */
export const STAFF_EXPORT_FILE = "export.csv";

/** The last path segment of a category's online book. */
export const ONLINE_BOOK_SEGMENT = "online-book";

const HIMACS: Base = { family: "HIMACS_COLOR", availability: ALL };
const VIATERA_REGIONS = offeredExcept("jp");
const FILM_REGIONS = offeredIn("gl", "jp", "ru", "cn");
const GL_US = offeredIn("gl", "us");
const VIZUON: Base = { family: "PCD_VIZUON", availability: FILM_REGIONS };
const HFLOR: Base = { family: "PRD_FLOORING", availability: GL_US };
const AUTOMOTIVE: Base = { family: "AUTOMOTIVE", availability: GL_US };

const ENTRIES: readonly RouteEntry[] = [
  // General
  entry("home", "", "redirect", "REDIRECT", { availability: ALL, redirectTo: HOME_PAGE_PATH }),
  entry("notFound", "error/notFound", "not-found", "NOT_FOUND", { availability: ALL }),
  entry("allColors", "all-colors", "all-colors", "ALL_COLORS", { availability: ALL }),
  entry("productsOverview", PRODUCTS_OVERVIEW_PATH, "products-overview", "PRODUCTS_OVERVIEW", { availability: ALL }),
  // The edge profile and finish guides as a page: product pages open them as dialogs, and link here without JavaScript.
  entry("guides", "guides", "guides", "GUIDES", { availability: ALL }),
  // A product in a 3D room (`?product=` and the scene's state in the query): decision 0067.
  entry("visualiser", VISUALISER_PATH, "visualiser", "VISUALISER", { availability: ALL }),
  // The footer's legal pages: one route, its pages as the segment's values (any other is unknown).
  entry("legal", `${LEGAL_SEGMENT}/:legal`, "legal", "LEGAL", { availability: ALL, paramValues: { legal: LEGAL_PAGES } }),
  entry("viatera.legacy", "viatera", "redirect", "REDIRECT", { family: "VIATERA_COLOR", availability: VIATERA_REGIONS, redirectTo: "viatera-quartz-surface" }),
  entry("hflor.legacyPikespeak", "hflor/hflor-finder/lvt-flooring/filter/collection/pikespeak", "redirect", "REDIRECT", {
    ...HFLOR,
    redirectTo: "hflor/hflor-finder/all-colors/lvt/filter/collection/pike's-peak",
  }),

  // HIMACS
  entry("himacs.brand", "himacs", "category", "HIMACS_BRAND", { ...HIMACS, pageType: "PCD", menuGroup: "about", menuLabel: "nav.brandHome" }),
  entry("himacs.about", "himacs/about/:about", "category", "HIMACS_ABOUT", {
    ...HIMACS,
    pageType: "PCD",
    parent: "himacs.brand",
    paramValues: { about: HIMACS_ABOUT_PAGES },
    menuGroup: "about",
  }),
  ...standardCategory({ key: "himacs", slug: "himacs-solid-surface", finder: "himacs-finder", family: "HIMACS_COLOR", availability: ALL, categoryId: 484 }),
  entry("himacs.sink", "himacs-solid-surface/sink", "sinks", "HIMACS_SINK", { ...HIMACS, availability: offeredExcept("gl", "jp", "ru", "cn") }),

  // VIATERA
  ...standardCategory({
    key: "viatera",
    slug: "viatera-quartz-surface",
    finder: "viatera-finder",
    family: "VIATERA_COLOR",
    availability: VIATERA_REGIONS,
    categoryId: 502,
    detailPrefixes: ["viatera-quartz-surface", "viatera"],
  }),
  entry("viatera.sink", "viatera-quartz-surface/sink", "sinks", "VIATERA_SINK", { family: "VIATERA_COLOR", availability: VIATERA_REGIONS }),

  // TERACANTO
  ...standardCategory({ key: "teracanto", slug: "teracanto-porcelain-surface", finder: "teracanto-finder", family: "TERACANTO_COLOR", availability: ALL }),

  // BORTE
  ...standardCategory({ key: "borte", slug: "borte-panel", finder: "borte-finder", family: "BORTE_COLOR", availability: GL_US }),
  legacyPrefix("borte.legacy", "borte-premium-panel", "borte-panel", { family: "BORTE_COLOR", availability: GL_US }),

  // BENIF
  ...standardCategory({ key: "benif", slug: "benif-architectural-film", finder: "benif-finder", family: "BENIF_COLOR", availability: offeredIn("gl", "ru", "cn") }),
  legacyPrefix("benif.legacy", "benif-interior-film", "benif-architectural-film", { family: "BENIF_COLOR", availability: offeredIn("gl", "ru", "cn") }),

  // Deco film
  ...standardCategory({ key: "deco", slug: "deco-film", finder: "deco-finder", family: "DECO_COLOR", availability: FILM_REGIONS }),
  legacyPrefix("deco.legacy", "deco-foil", "deco-film", { family: "DECO_COLOR", availability: FILM_REGIONS }),

  // Exterior film; the same landing path also serves the Home Appliance Surface Film category type.
  ...standardCategory({
    key: "exterior",
    slug: "exterior-film",
    finder: "exterior-finder",
    family: "EXTERIOR_COLOR",
    availability: FILM_REGIONS,
    categoryTypes: ["EXTERIOR_FILM", "HOME_APPLIANCE_SURFACE_FILM"],
  }),
  legacyPrefix("exterior.legacy", "exterior-foil", "exterior-film", { family: "EXTERIOR_COLOR", availability: FILM_REGIONS }),

  // VIZUON
  entry("vizuon.category", "vizuon-sign-graphic", "category", "VIZUON_CATEGORY", { ...VIZUON, pageType: "PCD" }),
  ...VIZUON_CATEGORY_PAGES.map((page, i) =>
    entry(`vizuon.category.${page}`, `vizuon-sign-graphic/${page}`, "category", "VIZUON_APPLICATION", {
      ...VIZUON,
      pageType: "PCD",
      parent: "vizuon.category",
      menuGroup: "applications",
      // The landings follow the finders' order (spec §2), so each opens the finder of its own application.
      explores: `vizuon-sign-graphic/vizuon-finder/${VIZUON_APPLICATIONS[i]}`,
    }),
  ),
  entry("vizuon.collection", "vizuon-sign-graphic/:main_collection_name", "category", "VIZUON_COLLECTION", {
    ...VIZUON,
    pageType: "PCD",
    parent: "vizuon.category",
    collectionParam: "main_collection_name",
  }),
  ...finderWithShapes(
    "vizuon.finder",
    "vizuon-sign-graphic/vizuon-finder/:main_collection_name",
    "VIZUON_FINDER",
    { ...VIZUON, paramValues: { main_collection_name: VIZUON_APPLICATIONS } },
    VIZUON_FILTER_SHAPES,
    "vizuon",
  ),
  entry("vizuon.finder.collection", "vizuon-sign-graphic/vizuon-finder/:rootCollection/filter/collection/:leafCollection", "finder", "VIZUON_FINDER", {
    ...VIZUON,
    parent: "vizuon.finder",
  }),
  ...productDetails("vizuon.product", ["vizuon-sign-graphic/:category_name"], "VIZUON_PRODUCT", {
    ...VIZUON,
    paramValues: { category_name: VIZUON_APPLICATIONS },
    detailSegments: VIZUON_DETAIL_SEGMENTS,
  }),

  // HFLOR
  entry("hflor.root", "hflor", "redirect", "REDIRECT", { ...HFLOR, redirectTo: "hflor/about" }),
  ...HFLOR_CATEGORY_PAGES.map((page) =>
    entry(`hflor.category.${page}`, `hflor/${page}`, "category", page === "about" ? "HFLOR_CATEGORY" : "HFLOR_TYPE", {
      ...HFLOR,
      pageType: "PCD",
      ...(page === "about" ? {} : { menuGroup: "types" as const }),
      explores: `hflor/hflor-finder/${HFLOR_TYPE_FINDERS[page]}`,
    }),
  ),
  entry("hflor.collection", "hflor/:main_collection_name", "category", "HFLOR_COLLECTION", { ...HFLOR, pageType: "PCD", collectionParam: "main_collection_name" }),
  ...finderWithShapes(
    "hflor.finder",
    "hflor/hflor-finder/:main_collection_name",
    "HFLOR_FINDER",
    { ...HFLOR, paramValues: { main_collection_name: HFLOR_SUB_FINDERS } },
    HFLOR_FILTER_SHAPES,
    "hflor",
  ),
  entry("hflor.finder.allColorsFilter", "hflor/hflor-finder/all-colors/filter/:filterNm/:filterCd", "finder", "HFLOR_FINDER", {
    ...HFLOR,
    parent: "hflor.finder",
    filterChild: true,
  }),
  entry("hflor.finder.collection", "hflor/hflor-finder/all-colors/:rootCollection/filter/collection/:leafCollection", "finder", "HFLOR_FINDER", {
    ...HFLOR,
    parent: "hflor.finder",
  }),
  entry("hflor.product.pd", "hflor/:category_name/:prd_name/:contentId", "product", "HFLOR_PRODUCT", {
    ...HFLOR,
    pageType: "PD",
    paramValues: { category_name: HFLOR_DETAIL_SEGMENTS },
  }),
  entry("hflor.product.slug", "hflor/:category_name/detail/:slug", "product", "HFLOR_PRODUCT", {
    ...HFLOR,
    pageType: "PD",
    paramValues: { category_name: [...HFLOR_DETAIL_SEGMENTS, "homogeneous"] },
    detailSegments: HFLOR_TYPE_SEGMENTS,
  }),

  // Automotive and appliance film
  entry("automotive.skin", "automotive/automotive-skin", "info", "AUTOMOTIVE_SKIN", { ...AUTOMOTIVE, menuLabel: "nav.automotiveSkin" }),
  entry("automotive.lightweight", "automotive/lightweight-component", "info", "AUTOMOTIVE_LIGHTWEIGHT", { ...AUTOMOTIVE, menuLabel: "nav.automotiveLightweight" }),
  entry("automotive.component", "automotive/automotive-component", "info", "AUTOMOTIVE_COMPONENT", { ...AUTOMOTIVE, menuLabel: "nav.automotiveComponent" }),
  entry("appliance.film", "industrial-film/home-appliance-surface-film", "info", "HOME_APPLIANCE_FILM", {
    family: "HOME_APPLIANCE_FILM",
    availability: offeredIn("gl"),
  }),

  // Visitor tools: the product page's calls to action and the landings' contact option lead here.
  // Issue 12 builds them (forms, personal data: private sections); until then each is its page.
  entry("contact.salesReps", "sales-representatives", "sales-reps", "SALES_REPS", { availability: ALL }, "contact"),
  // `?rep=<id>` or `?category=<family code>` names who the request goes to (decision 0036).
  entry("contact.request", "request", "contact-request", "CONTACT_REQUEST", { availability: ALL }, "contact"),
  entry("contact.whereToBuy", "where-to-buy", "where-to-buy", "WHERE_TO_BUY", { availability: ALL }, "contact"),
  // Only where the region has a showroom configured (core/regions/virtual-showrooms.ts).
  entry("contact.virtualShowroom", "virtual-showroom", "virtual-showroom", "VIRTUAL_SHOWROOM", { availability: offeredIn(...SHOWROOM_REGIONS) }, "contact"),
  entry("samples.cart", "cart", "sample-cart", "SAMPLE_CART", { availability: ALL }, "samples"),
  // An order's confirmation: opened by its secret link (`?key=`), or by its owner (`?ref=`).
  entry("samples.order", "order", "sample-order", "SAMPLE_ORDER", { availability: ALL }, "samples"),

  // Accounts and likes (issue 11).
  entry("account.home", "profile", "account", "ACCOUNT", { availability: ALL }, "account"),
  entry("account.signIn", "sign-in", "sign-in", "SIGN_IN", { availability: ALL }, "account"),
  entry("account.signUp", "sign-up", "sign-up", "SIGN_UP", { availability: ALL }, "account"),
  entry("account.forgot", "forgot-password", "forgot-password", "FORGOT_PASSWORD", { availability: ALL }, "account"),
  entry("account.reset", "reset-password", "reset-password", "RESET_PASSWORD", { availability: ALL }, "account"),
  // The mailed link that confirms an address (sign-up or a change on the profile page).
  entry("account.verify", "verify-email", "verify-email", "VERIFY_EMAIL", { availability: ALL }, "account"),
  // Two-step verification: required for staff (the staff pages send them here first), a choice for visitors.
  entry("account.twoFactor", "two-factor", "two-factor", "TWO_FACTOR", { availability: ALL }, "account"),
  entry("account.likes", "likes", "likes", "LIKES", { availability: ALL }, "account"),
  entry("account.sampleOrders", "orders", "sample-orders", "SAMPLE_ORDERS", { availability: ALL }, "account"),
  // The likes' specifications as downloads (issue 11): personal files, private like their page.
  entry("account.likes.csv", `likes/${SPEC_PACK_FILES.csv}`, "spec-pack", "LIKES", { availability: ALL, parent: "account.likes" }, "account"),
  entry("account.likes.pdf", `likes/${SPEC_PACK_FILES.pdf}`, "spec-pack", "LIKES", { availability: ALL, parent: "account.likes" }, "account"),
  // Staff pages (issue 12): orders and contact requests across every region; the region in the URL
  // only chooses the staff member's language. Private like every non-catalogue section.
  entry("staff.orders", "sample-orders", "staff-orders", "STAFF_ORDERS", { availability: ALL }, "staff"),
  entry("staff.orders.csv", `sample-orders/${STAFF_EXPORT_FILE}`, "staff-export", "STAFF_ORDERS", { availability: ALL, parent: "staff.orders" }, "staff"),
  entry("staff.order", "sample-orders/:reference", "staff-order", "STAFF_ORDER", { availability: ALL, parent: "staff.orders" }, "staff"),
  entry("staff.requests", "contact-requests", "staff-requests", "STAFF_REQUESTS", { availability: ALL }, "staff"),
  entry("staff.requests.csv", `contact-requests/${STAFF_EXPORT_FILE}`, "staff-export", "STAFF_REQUESTS", { availability: ALL, parent: "staff.requests" }, "staff"),
  entry("staff.request", "contact-requests/:reference", "staff-request", "STAFF_REQUEST", { availability: ALL, parent: "staff.requests" }, "staff"),
  // Compare (issue 11): the tray is the visitor's (a cookie), so the page is never shared by a cache.
  { ...entry("compare", "compare", "compare", "COMPARE", { availability: ALL }), cache: "private" },
];

/**
 * Every page. A family's landing (named in the family table, core/catalogue/families.ts) carries
 * the family's navigation label, which makes it the family's page in menus and the overview.
 */
export const ROUTE_MANIFEST: readonly RouteEntry[] = ENTRIES.map((e) => (e.family && FAMILIES[e.family].landingRoute === e.id ? { ...e, navLabel: familyNavLabel(e.family) } : e));

const byId = new Map(ROUTE_MANIFEST.map((e) => [e.id, e]));

export function routeById(id: string): RouteEntry | undefined {
  return byId.get(id);
}

/** The navigation label of a product family's category (HIMACS, VIATERA …), for grouping and brand names. */
export function familyNavLabel(family: ProductFamily): NonNullable<RouteEntry["navLabel"]> {
  return FAMILIES[family].navLabel;
}

export function isOffered(entry: RouteEntry, region: Region): boolean {
  return entry.availability[region];
}

/**
 * The page path of a family's main finder in a region (the first sub-finder where the finder has
 * several), or null when the region offers none.
 */
export function finderPathFor(family: ProductFamily | undefined, region: Region): string | null {
  const finder = finderEntryFor(family, region);
  if (!finder) return null;
  return finder.path
    .split("/")
    .map((segment) => (segment.startsWith(":") ? (finder.paramValues?.[segment.slice(1)]?.[0] ?? segment) : segment))
    .join("/");
}

/** The main finder entry of a family offered in a region. */
export function finderEntryFor(family: ProductFamily | undefined, region: Region): RouteEntry | undefined {
  return ROUTE_MANIFEST.find((e) => e.kind === "finder" && !e.parent && e.family === family && e.availability[region]);
}

/** Entries React Router routes: filter-child shapes are served by their finder's splat route. */
export const ROUTED_ENTRIES: readonly RouteEntry[] = ROUTE_MANIFEST.filter((e) => !e.filterChild);

/** The React Router path of an entry: a finder takes its filter shapes as a splat. */
export function routePathOf(entry: RouteEntry): string {
  return entry.filterShapes ? `${entry.path}/*` : entry.path;
}

const detailBySlug = new Map<ProductFamily, RouteEntry>();
const infoByFamily = new Map<ProductFamily, RouteEntry>();
for (const e of ROUTE_MANIFEST) {
  if (!e.family) continue;
  if (e.kind === "product" && e.path.endsWith("/detail/:slug") && !detailBySlug.has(e.family)) detailBySlug.set(e.family, e);
  if (e.kind === "info" && !infoByFamily.has(e.family)) infoByFamily.set(e.family, e);
}

/** The detail-by-slug entry of a family (its first category prefix), if the family has detail pages. */
export function detailEntryFor(family: ProductFamily): RouteEntry | undefined {
  return detailBySlug.get(family);
}

/** The page that presents a family without detail pages (automotive, appliance film). */
export function infoEntryFor(family: ProductFamily): RouteEntry | undefined {
  return infoByFamily.get(family);
}

/** Online books: the category slug (the book's path without its last segment) of each book entry. */
export const ONLINE_BOOKS: ReadonlyMap<string, RouteEntry> = new Map(
  ROUTE_MANIFEST.filter((e) => e.kind === "online-book").map((e) => [e.path.slice(0, -ONLINE_BOOK_SEGMENT.length - 1), e]),
);
