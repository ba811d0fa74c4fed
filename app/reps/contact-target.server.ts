/**
 * Who a contact request goes to, read from the page's query: `?rep=<id>` (a rep of this region)
 * or `?category=<family code>` (a line this region offers, which has a team address). Anything
 * else resolves to nothing, and the page says so instead of failing.
 */
import type { Translate } from "../../core/i18n/translate";
import type { Region } from "../../core/regions/regions";
import { REP_ID } from "../../core/reps/contact-form";
import { isLineOffered, lineLabel } from "../../core/reps/lines";
import { teamAddress } from "../../core/reps/teams";
import { territoryIn, type TerritoryText } from "../../core/reps/rep";
import type { ContentLanguage } from "../../core/catalogue/enums";
import type { ProductFamily } from "../../core/catalogue/families";
import type { ContactTarget } from "../../server/reps/contact-requests";
import type { RepsService } from "../../server/reps/reps-service";

export interface ResolvedTarget {
  target: ContactTarget;
  email: string;
  /** What the visitor sees: the rep, or the line whose team answers. */
  view: ({ kind: "rep"; name: string; phone: string; email: string } & TerritoryText) | { kind: "category"; line: ProductFamily };
  /** Query that names this target again (the form posts to it). */
  query: URLSearchParams;
}

export async function resolveTarget(reps: RepsService, region: Region, params: URLSearchParams, language: ContentLanguage): Promise<ResolvedTarget | null> {
  const repId = params.get("rep");
  if (repId !== null) {
    const rep = REP_ID.test(repId) ? await reps.rep(region, repId) : undefined;
    if (!rep) return null;
    return { target: { kind: "rep", repId: rep.id }, email: rep.email, view: { kind: "rep", name: rep.name, ...territoryIn(rep, language), phone: rep.phone, email: rep.email }, query: new URLSearchParams({ rep: rep.id }) };
  }
  const line = params.get("category") ?? "";
  const email = isLineOffered(region, line) ? teamAddress(region, line) : undefined;
  if (!email || !isLineOffered(region, line)) return null;
  return { target: { kind: "category", line }, email, view: { kind: "category", line }, query: new URLSearchParams({ category: line }) };
}

/** The recipient's name in a given language (the visitor's page, or the staff mail's). */
export function recipientName(t: Translate, view: ResolvedTarget["view"]): string {
  return view.kind === "rep" ? view.name : t("reps.teamName", { line: lineLabel(t, view.line) });
}
