import type { EdgeProfile, Finish } from "../../../core/catalogue/enums";

/** The finishes the finish guide describes (spec §1); matte and gloss are not among them. */
export const GUIDE_FINISHES = ["polished", "brushed", "leather", "velvet-touch"] as const satisfies readonly Finish[];
export type GuideFinish = (typeof GUIDE_FINISHES)[number];

export function isGuideFinish(finish: Finish | undefined): finish is GuideFinish {
  return (GUIDE_FINISHES as readonly string[]).includes(finish ?? "");
}

/** What the product page's guides show: the product's own edges and finish, and the care of a brushed finish. */
export interface ProductGuidesView {
  /** The product, named in the guides page's link (`?product=`) so that page marks its edges and finish. */
  contentId: string;
  /** The product's edge profiles; the edge profile guide is offered when there are any. */
  edgeProfiles: EdgeProfile[];
  /** The product's finish when the finish guide describes it; the finish guide is offered then. */
  finish: GuideFinish | null;
  /** Care of a brushed finish, from the catalogue's guides, in the visitor's language or English. */
  brushedCare: { lines: readonly string[]; fellBackToEnglish: boolean } | null;
}
