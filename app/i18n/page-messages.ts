/**
 * Only the messages a page uses travel to the browser. The root sends the shell's (header, footer,
 * dialogs, errors); each page kind adds its own. A selector names a whole group (`nav`), a branch
 * (`error.notFound`) or one key (`site.name`); the lists are kept to what the components read, since
 * every message sent is in every page's HTML.
 */
import type { MessageKey } from "../../core/i18n/translate";
import type { Catalogue, CatalogueOverrides } from "../../core/i18n/types";
import type { PageKind } from "../../core/routing/manifest-types";
import type { Locale } from "../../core/regions/regions";

/** What a page says after a post without JavaScript brought the visitor back (app/layout/PostFeedback.tsx). */
const POST_FEEDBACK_MESSAGES = ["samples.added", "samples.viewCart", "compare.added", "compare.open", "likes.saved", "likes.title"];
// The language menu names languages by their own name (page head); the shell names only the current one.
const SHELL = ["site.name", "site.skipToContent", "site.breadcrumb", "site.home", "nav", "segment", "header", "region", "footer.about", "footer.help", "footer.whereToBuy", "footer.findSalesRep", "footer.copyright", "footer.regionNote", "legal.footer", "legal.page", "ui.close", "error.generic", ...POST_FEEDBACK_MESSAGES];
/** The spec's empty-result message and its hint (finders, sinks). */
const NO_RESULT = ["message.noResult", "message.noResultHint"];
/** The spec's messages (§4) of the like and compare buttons: a like needs an account, a full compare asks what to do. */
const LIKE_AND_COMPARE = ["message.loginToLike", "message.compareFull", "message.compareReplace", "message.compareReplaceAction", "message.compareEditAction"];
/** Staff pages: their own wording, the statuses' names, the regions (filters) and the forms' errors. */
const STAFF = ["staff", "orderStatus", "requestStatus", "requestKind", "form"];
const FINDER = ["finder", "badge", "product.addToCompare", "product.orderSample", "likes.add", "likes.remove", "likes.signIn", ...NO_RESULT, ...LIKE_AND_COMPARE];

const BY_KIND: Record<PageKind | "shell", readonly string[]> = {
  shell: SHELL,
  finder: FINDER,
  "all-colors": FINDER,
  "products-overview": ["guide.heading"],
  product: ["visualiser.open", "product", "badge", "spec", "zoom", "guide", "edgeProfile", "finish", "documentType", "likes.add", "likes.remove", "likes.saved", "likes.signIn", "samples.option", "!samples.option.chip", "!samples.option.sheet", "!samples.option.tile", "samples.optionPlaceholder", "samples.added", "samples.viewCart", "samples.limit", "form.error.selectOption", "form.error.tooManyAttempts", "form.error.invalid", ...LIKE_AND_COMPARE],
  category: ["category", "landing", "showroom.visit", "about.more"],
  sinks: ["sinks", "space", "sinkColour", ...NO_RESULT],
  info: ["industrial", "placeholder"],
  "not-found": ["error.notFound"],
  "virtual-showroom": ["showroom", "visitor"],
  "where-to-buy": ["dealers", "visitor"],
  "sales-reps": ["reps", "material", "form.errorSummary"],
  "contact-request": ["contact", "reps", "material", "form", "meta.SALES_REPS"],
  "online-book": ["book"],
  compare: ["visualiser.open", "compare", "spec", "badge", "product", "likes", "form", ...LIKE_AND_COMPARE, "message.compareEmpty"],
  account: ["account", "form", "meta.SAMPLE_ORDERS", "staff.nav", "staff.orders", "staff.requests", "twoFactor.heading", "twoFactor.profileOff", "twoFactor.profileOn", "twoFactor.setUp", "twoFactor.manage", "twoFactor.turnedOff"],
  "sign-in": ["account", "form", "message.loginToLike", "twoFactor"],
  "sign-up": ["account", "form"],
  "forgot-password": ["account", "form"],
  "reset-password": ["account", "form"],
  "verify-email": ["account", "form"],
  "two-factor": ["twoFactor", "account", "form"],
  likes: ["likes", "account", "badge", "form", "visualiser.open"],
  "spec-pack": [],
  "staff-orders": STAFF,
  "staff-order": STAFF,
  "staff-requests": STAFF,
  "staff-request": STAFF,
  "staff-export": [],
  "sample-cart": ["samples", "form", "product.orderSample"],
  "sample-order": ["samples"],
  "sample-orders": ["samples", "account", "meta.SAMPLE_ORDERS"],
  guides: ["product.edgeProfileGuide", "product.finishGuide", "guide", "guideText", "edgeProfile", "finish"],
  legal: ["legal"],
  visualiser: ["visualiser", "header.search", "product.material.download"],
  redirect: [],
};

/**
 * Messages only static sections use (app/ui/ServerSection.tsx): a document's first view renders
 * those sections on the server with the whole catalogue, so the browser is sent these only with
 * the data of a client navigation.
 */
const SERVER_SECTIONS: Partial<Record<PageKind, readonly string[]>> = {
  // A legal page is all text: none of it is sent twice.
  legal: ["legal"],
  category: ["landing.products"],
  product: [
    "badge",
    "documentType",
    "spec.keySpecs",
    "spec.docs",
    "spec.badges",
    "spec.countries",
    "product.features",
    "product.documents",
    "product.technicalData",
    "product.tests",
    "product.fireClass",
    "product.warranty",
    "product.certificates",
    "product.related",
    "product.availableCountries",
    "product.material",
  ],
};

const picked = new WeakMap<Catalogue, Map<string, CatalogueOverrides>>();

const within = (key: string, selector: string) => key === selector || key.startsWith(`${selector}.`);
/** A selector starting with `!` leaves out what it names from the groups before it. */
const matches = (key: string, selectors: readonly string[]) => selectors.some((s) => !s.startsWith("!") && within(key, s)) && !selectors.some((s) => s.startsWith("!") && within(key, s.slice(1)));

/**
 * The message set a page's browser needs, and its name (the name addresses the cached file,
 * decision 0041): on a document request, without the messages of its server-rendered sections,
 * in a smaller set of its own (`{kind}.document`). One function decides both, so they cannot drift.
 */
export function pageMessageSet(catalogue: Catalogue, kind: PageKind, documentRequest: boolean): { name: string; messages: CatalogueOverrides } {
  const serverOnly = SERVER_SECTIONS[kind];
  if (!documentRequest || !serverOnly) return { name: kind, messages: messagesFor(catalogue, kind) };
  return { name: `${kind}${DOCUMENT_SET}`, messages: pick(catalogue, `${kind}:document`, [...BY_KIND[kind], ...serverOnly.map((selector) => `!${selector}`)]) };
}

const DOCUMENT_SET = ".document";
const isKind = (name: string): name is PageKind => name !== "shell" && Object.hasOwn(BY_KIND, name);

/** A message set by name (`shell`, a page kind, or a kind's document set), or null when there is no such set. */
export function messageSetNamed(catalogue: Catalogue, locale: Locale, name: string): CatalogueOverrides | null {
  if (name === "shell") return messagesFor(catalogue, "shell", locale);
  const document = name.endsWith(DOCUMENT_SET);
  const kind = document ? name.slice(0, -DOCUMENT_SET.length) : name;
  if (!isKind(kind) || (document && !SERVER_SECTIONS[kind])) return null;
  return pageMessageSet(catalogue, kind, document).messages;
}

/** The messages of a page kind; the shell's also name the current language (`locale`). */
export function messagesFor(catalogue: Catalogue, kind: PageKind | "shell", locale?: Locale): CatalogueOverrides {
  return pick(catalogue, locale ? `${kind}:${locale}` : kind, locale ? [...BY_KIND[kind], `language.${locale}`] : BY_KIND[kind]);
}

function pick(catalogue: Catalogue, cacheKey: string, selectors: readonly string[]): CatalogueOverrides {
  let byKind = picked.get(catalogue);
  if (!byKind) picked.set(catalogue, (byKind = new Map()));
  let messages = byKind.get(cacheKey);
  if (!messages) {
    const entries = Object.entries(catalogue).filter(([key]) => matches(key, selectors));
    byKind.set(cacheKey, (messages = Object.fromEntries(entries) as Partial<Record<MessageKey, Catalogue[MessageKey]>>));
  }
  return messages;
}
