import type { Translate } from "../../core/i18n/translate";
import { isRegion } from "../../core/regions/regions";
import { familyNavLabel } from "../../core/routing/manifest";
import { isProductFamily } from "../../core/catalogue/families";
import type { RepsService } from "../../server/reps/reps-service";

/**
 * What a contact request is about, as staff read it: the rep written to, with their territory, or
 * the product line whose team it went to. A rep no longer in the imported list keeps their id.
 */
export async function requestTopic(reps: RepsService | undefined, t: Translate, request: { region: string; repId: string | null; categoryCode: string | null }): Promise<string> {
  if (request.repId) {
    const rep = reps && isRegion(request.region) ? await reps.rep(request.region, request.repId) : undefined;
    return rep ? `${rep.name} · ${rep.territory}` : request.repId;
  }
  const code = request.categoryCode ?? "";
  const label = isProductFamily(code) ? familyNavLabel(code) : undefined;
  return label ? t(label) : code;
}
