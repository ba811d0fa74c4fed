/**
 * One URL of every page type a visitor can reach, per region, for checks and pictures that must
 * cover them all (reflow at 320 px, the phone screenshots in docs/screenshots). Pages a region does
 * not offer (sinks in JP, automotive in JP, the appliance film outside GL) are left out there.
 */
import type { Region } from "../../core/regions/regions";

export interface PageTypeUrl {
  /** The page type, also the start of its screenshot's file name. */
  type: string;
  path: string;
  /**
   * The page type whose page this one serves (a redirect to it, say): a check of layout alone
   * (reflow) reads that one instead; the screenshots still show both.
   */
  sameAs?: string;
}

/** HIMACS colours every region of these lists offers: a product page, and the compare table's columns. */
export const HIMACS_PRODUCT = "himacs-solid-surface/detail/abyss-granite-g091";
export const HIMACS_IDS = ["10100235", "10100170", "10100184", "10100001"] as const;

const EVERY_REGION: readonly PageTypeUrl[] = [
  { type: "landing", path: "products/himacs-solid-surface" },
  { type: "brand-about", path: "products/himacs/about/history" },
  { type: "finder", path: "products/himacs-solid-surface/himacs-finder" },
  { type: "all-colours", path: "products/all-colors" },
  { type: "product", path: `products/${HIMACS_PRODUCT}` },
  { type: "compare", path: `products/compare?ids=${HIMACS_IDS.join(",")}` },
  { type: "online-book", path: "products/himacs-solid-surface/online-book" },
  { type: "guides", path: "products/guides" },
  { type: "not-found", path: "products/error/notFound" },
  { type: "samples-cart", path: `samples/cart?product=${HIMACS_IDS[0]}` },
  { type: "sign-in", path: "account/sign-in" },
  { type: "sign-up", path: "account/sign-up" },
  { type: "forgot-password", path: "account/forgot-password" },
  // Signed out, likes, orders and the staff lists ask to sign in first: the same page, with a return address.
  { type: "likes-signed-out", path: "account/likes", sameAs: "sign-in" },
  { type: "staff-sign-in", path: "staff/sample-orders", sameAs: "sign-in" },
  { type: "where-to-buy", path: "contact/where-to-buy" },
  { type: "sales-reps", path: "contact/sales-representatives" },
  { type: "contact-request", path: "contact/request" },
  { type: "virtual-showroom", path: "contact/virtual-showroom" },
  { type: "products-overview", path: "products/categories" },
  // The finder narrowed to one collection at a landing card's address: its own heading and breadcrumb (decision 0070).
  { type: "collection-view", path: "products/himacs-solid-surface/himacs-finder/filter/collection/aurora-and-marmo" },
  // Its panel once pushed the page 8 px sideways at 320 px.
  { type: "visualiser", path: `products/visualiser?product=${HIMACS_IDS[0]}` },
  // Privacy and cookies hold tables, the imprint a list with an address, terms prose.
  { type: "legal-privacy", path: "products/legal/privacy" },
  { type: "legal-cookies", path: "products/legal/cookies" },
  { type: "legal-terms", path: "products/legal/terms" },
  { type: "legal-imprint", path: "products/legal/imprint" },
];

const REGION_ONLY: Partial<Record<Region, readonly PageTypeUrl[]>> = {
  gl: [
    { type: "sinks", path: "products/viatera-quartz-surface/sink" },
    { type: "industrial", path: "products/industrial-film/home-appliance-surface-film" },
    { type: "automotive", path: "products/automotive/automotive-skin" },
  ],
  us: [
    { type: "sinks", path: "products/himacs-solid-surface/sink" },
    { type: "automotive", path: "products/automotive/automotive-skin" },
  ],
  jp: [{ type: "vizuon-landing", path: "products/vizuon-sign-graphic" }],
};

/** Every page type's URL in a region, as `/{region}/…`. */
export function pageTypeUrls(region: Region): Array<PageTypeUrl & { url: string }> {
  return [...EVERY_REGION, ...(REGION_ONLY[region] ?? [])].map((page) => ({ ...page, url: `/${region}/${page.path}` }));
}
