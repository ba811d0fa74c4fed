/**
 * `GET /{region}/account/likes/spec-pack.csv` and `…/spec-pack.pdf`: the signed-in visitor's likes
 * as a download (a resource route: no page). Signed out, the visitor is sent to sign-in and back to
 * the Likes page. The region layout's pipeline makes the answer private (`private, no-store`).
 */
import type { Route } from "./+types/spec-pack";
import { redirectToSitePath } from "../../routing/redirect";
import { accountHref, accountRequest } from "../../accounts/account-route.server";
import { SPEC_PACK_FILES } from "../../../core/routing/manifest";
import type { Product } from "../../../core/catalogue/model";
import { buildSpecPack } from "../../../server/likes/spec-pack";
import { specPackCsv } from "../../../server/likes/spec-pack-csv";

export async function loader({ context }: Route.LoaderArgs) {
  const { page, visitor, services } = accountRequest(context);
  if (!visitor.user) throw redirectToSitePath(accountHref(page, "sign-in", new URLSearchParams({ returnTo: accountHref(page, "likes") })));
  const ids = await services.likes.list(visitor.user.id);
  const products = ids.map((id) => services.catalogue.product(id, page.region)).filter((product): product is Product => product !== undefined);
  const pack = buildSpecPack(products, { region: page.region, locale: page.locale, language: page.language, t: page.t, collection: (code) => services.catalogue.collection(code) });
  const csv = page.entry.path.endsWith(SPEC_PACK_FILES.csv);
  if (csv) return download(specPackCsv(pack, page.t), "text/csv; charset=utf-8", `likes-${SPEC_PACK_FILES.csv}`);
  return new Response("not yet", { status: 501 });
}

function download(body: BodyInit, contentType: string, filename: string): Response {
  return new Response(body, { status: 200, headers: { "Content-Type": contentType, "Content-Disposition": `attachment; filename="${filename}"` } });
}
