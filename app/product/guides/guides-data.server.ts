import { localiseList, type Guides } from "../../../core/catalogue/guides";
import type { ContentLanguage } from "../../../core/catalogue/enums";
import type { Product } from "../../../core/catalogue/model";
import { isGuideFinish, type ProductGuidesView } from "./guide-finishes";

/**
 * The guides' data for one product page, or null when the product has neither edge profiles nor a
 * finish the finish guide describes. The brushed care advice is the catalogue's own (the same text
 * the care documents quote), so it is edited in one place.
 */
export function productGuides(product: Product, guides: Guides, language: ContentLanguage): ProductGuidesView | null {
  const edgeProfiles = product.attributes.edgeProfiles ?? [];
  const finish = isGuideFinish(product.finish) ? product.finish : null;
  if (!edgeProfiles.length && !finish) return null;
  const care = finish ? guides.finishCare.brushed : undefined;
  return {
    edgeProfiles: [...edgeProfiles],
    finish,
    brushedCare: care
      ? {
          lines: localiseList(care, language),
          fellBackToEnglish: !(language in care),
        }
      : null,
  };
}
