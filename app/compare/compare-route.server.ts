/**
 * The compare page's loader and action (one action, dispatching on `intent`). The tray is the
 * `compare` cookie; a shared URL (`?ids=`) shows exactly its products without touching the tray
 * until the visitor keeps it. Every change answers 303 to the compare page (post, redirect, get).
 */
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { CONTENT_ID } from "../../core/catalogue/content-id";
import { addToTray, compareCookie, COMPARE_CAPACITY, isFull, parseSharedIds, removeFromTray, replaceFirst, serializeTray, trayFromCookieHeader, type Tray } from "../../core/compare/tray";
import type { Product } from "../../core/catalogue/model";
import { compareGroups } from "./compare-view";
import { toProductCard } from "../../core/product/product-view";
import { toSpecView } from "../../core/product/spec-view";
import { appContext, pageContext } from "../routing/contexts";
import { pageData } from "../routing/page-data.server";
import { redirectBack, redirectToSitePath } from "../routing/redirect";
import { POST_FEEDBACK, RETURN_TO_FIELD } from "../forms/post-feedback";
import { visitorContext } from "../routing/visitor.server";
import { compareHref } from "./compare-href";
import { buildPath } from "../../core/routing/region-path";

function compareRequest(context: Readonly<RouterContextProvider>) {
  const page = context.get(pageContext);
  const visitor = context.get(visitorContext);
  const store = context.get(appContext).services.catalogue;
  const offered = (id: string) => store.product(id, page.region);
  return { page, visitor, store, offered };
}

export async function loadCompare(context: Readonly<RouterContextProvider>, request: Request) {
  const { page, visitor, store, offered } = compareRequest(context);
  const url = new URL(request.url);
  const own = trayFromCookieHeader(request.headers.get("cookie"));
  const sharedParam = url.searchParams.get("ids");
  const requested = sharedParam === null ? own : parseSharedIds(sharedParam);
  const products = requested.map(offered).filter((product): product is Product => product !== undefined);
  const ids = products.map((product) => product.contentId);
  const onlyDifferences = url.searchParams.get("diff") === "1";
  const view = { region: page.region, locale: page.locale, language: page.language, collection: (code: string) => store.collection(code) };
  const fullId = url.searchParams.get("full");
  const fullProduct = fullId && CONTENT_ID.test(fullId) && isFull(own) && !own.includes(fullId) ? offered(fullId) : undefined;
  return {
    page: pageData(page),
    csrf: visitor.csrfToken,
    columns: products.map((product) => toProductCard(product, view)),
    groups: compareGroups(products.map((product) => toSpecView(product, page.t, page.locale)), onlyDifferences),
    /** A shared list that is not (yet) the visitor's own tray. */
    shared: sharedParam !== null && serializeTray(ids) !== serializeTray(own.filter((id) => offered(id))) ? ids.join(",") : null,
    dropped: requested.length - products.length,
    onlyDifferences,
    capacity: COMPARE_CAPACITY,
    full: fullProduct ? toProductCard(fullProduct, view) : null,
    shareHref: ids.length ? compareHref(page.region, page.locale, { ids: ids.join(",") }) : null,
    browseHref: buildPath(page.region, "all-colors", page.locale),
  };
}

const contentId = z.string().regex(CONTENT_ID);
const diff = z.enum(["1"]).optional();
const INTENTS = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), contentId, diff }),
  z.object({ intent: z.literal("remove"), contentId, diff }),
  z.object({ intent: z.literal("replace"), contentId, diff }),
  z.object({ intent: z.literal("clear") }),
  z.object({ intent: z.literal("keep"), ids: z.string().max(200), diff }),
]);

/** add, remove, replace (the first added, when full), clear, keep (a shared list becomes the tray). */
export async function compareAction(context: Readonly<RouterContextProvider>, request: Request) {
  const { page, visitor, offered } = compareRequest(context);
  const own = trayFromCookieHeader(request.headers.get("cookie"));
  const posted = Object.fromEntries([...(await request.formData())].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const parsed = INTENTS.safeParse(posted);
  if (!parsed.success) return data({ error: "form.error.invalid" as const }, { status: 400 });
  const form = parsed.data;
  if ((form.intent === "add" || form.intent === "replace") && !offered(form.contentId)) return data({ error: "form.error.invalid" as const }, { status: 400 });
  const query: Record<string, string> = "diff" in form && form.diff ? { diff: "1" } : {};
  const answer = (tray: Tray, extra: Record<string, string> = {}) => {
    const response = redirectToSitePath(compareHref(page.region, page.locale, { ...query, ...extra }), 303);
    if (serializeTray(tray) !== serializeTray(own)) response.headers.append("Set-Cookie", compareCookie(tray, visitor.cookies.secure));
    return response;
  };
  switch (form.intent) {
    case "add": {
      const added = addToTray(own, form.contentId);
      if (added.full) return answer(own, { full: form.contentId });
      // From a product page or a finder (no JavaScript): back there, which says it was added.
      if (!posted[RETURN_TO_FIELD]) return answer(added.tray);
      const response = redirectBack(posted[RETURN_TO_FIELD], compareHref(page.region, page.locale, query), POST_FEEDBACK.compareAdded);
      response.headers.append("Set-Cookie", compareCookie(added.tray, visitor.cookies.secure));
      return response;
    }
    case "remove":
      return answer(removeFromTray(own, form.contentId));
    case "replace":
      return answer(replaceFirst(own, form.contentId));
    case "clear":
      return answer([]);
    case "keep":
      return answer(parseSharedIds(form.ids).filter((id) => offered(id)));
  }
}
