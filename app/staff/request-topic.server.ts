import type { Translate } from "../../core/i18n/translate";
import { isRegion } from "../../core/regions/regions";
import { familyNavLabel } from "../../core/routing/manifest";
import { PRODUCT_FAMILIES, type ProductFamily } from "../../core/routing/manifest-types";
import type { RepsService } from "../../server/reps/reps-service";

const isFamily = (code: string): code is ProductFamily => (PRODUCT_FAMILIES as readonly string[]).includes(code);

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
  const label = isFamily(code) ? familyNavLabel(code) : undefined;
  return label ? t(label) : code;
}
