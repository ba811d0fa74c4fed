import { localiseList, type Guides } from "../../../core/catalogue/guides";
import type { ContentLanguage } from "../../../core/catalogue/enums";
import type { Product } from "../../../core/catalogue/model";
import { isGuideFinish, type ProductGuidesView } from "./guide-finishes";

/** The care of a brushed finish, from the catalogue's guides (none without guides), in the visitor's language or English. */
export function brushedCare(guides: Guides | null, language: ContentLanguage): ProductGuidesView["brushedCare"] {
  const care = guides?.finishCare.brushed;
  return care ? { lines: localiseList(care, language), fellBackToEnglish: !(language in care) } : null;
}

/**
 * The guides' data for one product page, or null when the product has neither edge profiles nor a
 * finish the finish guide describes. The brushed care advice is the catalogue's own (the same text
 * the care documents quote), so it is edited in one place.
 */
export function productGuides(product: Product, guides: Guides | null, language: ContentLanguage): ProductGuidesView | null {
  const edgeProfiles = product.attributes.edgeProfiles ?? [];
  const finish = isGuideFinish(product.finish) ? product.finish : null;
  if (!edgeProfiles.length && !finish) return null;
  return { contentId: product.contentId, edgeProfiles: [...edgeProfiles], finish, brushedCare: finish ? brushedCare(guides, language) : null };
}
