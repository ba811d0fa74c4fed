/**
 * React Router's route config, derived from the route manifest (core/routing/manifest.ts): one
 * route per routed entry (a finder once, with a splat for its filter shapes), its module chosen by
 * the entry's page kind.
 */
import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { ROUTED_ENTRIES } from "../core/routing/manifest";
import type { PageKind } from "../core/routing/manifest-types";
import { routePathOf } from "./routing/manifest-lookup";
import { PRODUCTS_BASE, SECTIONS } from "../core/routing/region-path";

const MODULE_BY_KIND: Record<PageKind, string> = {
  category: "routes/category-page.tsx",
  finder: "routes/finder-page.tsx",
  "all-colors": "routes/finder-page.tsx",
  product: "routes/product-page.tsx",
  sinks: "routes/sinks-page.tsx",
  info: "routes/info-page.tsx",
  "products-overview": "routes/products-overview-page.tsx",
  "not-found": "routes/not-found-page.tsx",
  "virtual-showroom": "routes/virtual-showroom-page.tsx",
  "where-to-buy": "routes/where-to-buy-page.tsx",
  "sales-reps": "routes/contact/sales-reps-page.tsx",
  "contact-request": "routes/contact/contact-request-page.tsx",
  "online-book": "routes/online-book-page.tsx",
  compare: "routes/compare-page.tsx",
  account: "routes/account/account-page.tsx",
  "sign-in": "routes/account/sign-in-page.tsx",
  "sign-up": "routes/account/sign-up-page.tsx",
  "forgot-password": "routes/account/forgot-password-page.tsx",
  "reset-password": "routes/account/reset-password-page.tsx",
  "verify-email": "routes/account/verify-email-page.tsx",
  "two-factor": "routes/account/two-factor-page.tsx",
  likes: "routes/account/likes-page.tsx",
  "spec-pack": "routes/account/spec-pack.ts",
  "sample-cart": "routes/samples/cart-page.tsx",
  "sample-order": "routes/samples/order-page.tsx",
  "sample-orders": "routes/account/sample-orders-page.tsx",
  guides: "routes/guides-page.tsx",
  visualiser: "routes/visualiser-page.tsx",
  legal: "routes/legal-page.tsx",
  "staff-orders": "routes/staff/orders-page.tsx",
  "staff-order": "routes/staff/order-page.tsx",
  "staff-requests": "routes/staff/requests-page.tsx",
  "staff-request": "routes/staff/request-page.tsx",
  "staff-export": "routes/staff/staff-export.ts",
  redirect: "routes/manifest-redirect.ts",
};

const pagesOf = (section: string) =>
  ROUTED_ENTRIES.filter((entry) => entry.section === section).map((entry) =>
    entry.path === "" ? index(MODULE_BY_KIND[entry.kind], { id: entry.id }) : route(routePathOf(entry), MODULE_BY_KIND[entry.kind], { id: entry.id }),
  );
const pages = pagesOf(PRODUCTS_BASE);
/** The other sections (visitor tools: contact, samples, account; staff) share the region layout and its pipeline. */
const otherSections = SECTIONS.filter((section) => section !== PRODUCTS_BASE && ROUTED_ENTRIES.some((entry) => entry.section === section)).map((section) =>
  route(`:region/${section}`, "routes/region-layout.tsx", { id: `region-${section}` }, pagesOf(section)),
);

export default [
  index("routes/site-root.ts", { id: "siteRoot" }),
  route(`${PRODUCTS_BASE}/*`, "routes/site-root.ts", { id: "productsWithoutRegion" }),
  route(`:region/${PRODUCTS_BASE}`, "routes/region-layout.tsx", { id: "region" }, [...pages, route("*", "routes/unknown-path.ts", { id: "unknownInRegion" })]),
  ...otherSections,
  route("i18n/:locale/:file", "routes/message-set.ts", { id: "messageSet" }),
  route("*", "routes/unknown-path.ts", { id: "unknown" }),
] satisfies RouteConfig;
