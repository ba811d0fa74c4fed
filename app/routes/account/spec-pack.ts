/**
 * `GET /{region}/account/likes/spec-pack.csv` and `…/spec-pack.pdf`: the signed-in visitor's likes
 * as a download (a resource route: no page). Signed out, the visitor is sent to sign-in and back to
 * the Likes page. The region layout's pipeline makes the answer private (`private, no-store`).
 */
import type { Route } from "./+types/spec-pack";
import { accountRequest, requireUser } from "../../accounts/account-route.server";
import { SPEC_PACK_FILES } from "../../../core/routing/manifest";
import type { Product } from "../../../core/catalogue/model";
import { buildSpecPack, SPEC_PACK_MAX_PRODUCTS } from "../../../server/likes/spec-pack";
import { specPackCsv } from "../../../server/likes/spec-pack-csv";

export async function loader({ context }: Route.LoaderArgs) {
  const { page, visitor, services } = accountRequest(context);
  const user = requireUser(page, visitor, "likes");
  const ids = await services.likes.list(user.id);
  const products = ids.map((id) => services.catalogue.product(id, page.region)).filter((product): product is Product => product !== undefined);
  const pack = buildSpecPack(products, { region: page.region, locale: page.locale, language: page.language, t: page.t, collection: (code) => services.catalogue.collection(code), origin: page.origin });
  if (page.entry.path.endsWith(SPEC_PACK_FILES.csv)) return download(specPackCsv(pack, page.t), "text/csv; charset=utf-8", `likes-${SPEC_PACK_FILES.csv}`);

  // The PDF is typeset in the render pool, never here (decision 13).
  if (!services.specPacks) throw new Response("Not found", { status: 404 });
  // One account may hold the shared render worker only so long (the CSV above costs no render).
  const accountWait = await services.likes.takeSpecPackRender(user.id);
  if (accountWait !== null) return tooMany("too many spec packs from this account, retry later", accountWait);
  const createdAt = new Date();
  const date = new Intl.DateTimeFormat(page.locale, { dateStyle: "long" }).format(createdAt);
  const result = await services.specPacks.render(
    {
      language: page.language,
      title: page.t("likes.pack.title"),
      cover: page.t("likes.pack.cover", { products: page.t("likes.count", { count: pack.products.length }), date }),
      ...(pack.omitted ? { note: page.t("likes.pack.limited", { max: SPEC_PACK_MAX_PRODUCTS }) } : {}),
      createdAt,
      materialLabel: page.t("product.material.download"),
      products: pack.products,
    },
    visitor.ip,
  );
  if (result.status !== "ok") {
    // 503: the render queue is full; 429: this client's render budget is spent. Both pass soon.
    return tooMany(result.reason, result.retryAfterSeconds, result.status === "busy" ? 503 : 429);
  }
  // Bytes structured-cloned from the worker: a plain ArrayBuffer, never a shared one.
  return download(result.bytes as Uint8Array<ArrayBuffer>, "application/pdf", `likes-${SPEC_PACK_FILES.pdf}`);
}

/** Downloads are read, never posted to: 405, without React Router's "no action" error in the log. */
export function action(): Response {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" } });
}

function tooMany(reason: string, retryAfterSeconds: number, status = 429): Response {
  return new Response(reason, { status, headers: { "Retry-After": String(retryAfterSeconds), "Content-Type": "text/plain; charset=utf-8" } });
}

function download(body: string | Uint8Array<ArrayBuffer>, contentType: string, filename: string): Response {
  return new Response(body, { status: 200, headers: { "Content-Type": contentType, "Content-Disposition": `attachment; filename="${filename}"` } });
}
