import type { CatalogueOverrides } from "../../types";

/** North American words in the guides: "countertop" for the British "worktop", for the US and Canada. */
export const enNAGuide = {
  "guideText.edgeProfiles.intro": "Each drawing shows the section of a countertop's front edge, top surface uppermost. The profiles offered for this product are marked.",
  "guideText.edge.ellipse": "A half ellipse from top to underside: a longer, flatter nose than the bullnose that makes the countertop look slimmer.",
  "guideText.edge.knife": "The underside is cut back steeply so that only a thin edge shows: the countertop seems to float, for a light, contemporary kitchen.",
} satisfies CatalogueOverrides;

/** American spelling of the guides (and of the bevelled edge's name, which they show), over the North American words. */
export const enUSGuide = {
  ...enNAGuide,
  "edgeProfile.beveled": "Beveled",
  "guideText.finish.polished": "A high gloss that deepens the color and mirrors the light, showing the pattern at its richest. Fingerprints and fine scratches show more than on a textured finish.",
  "guideText.finish.velvet-touch": "A smooth, deep matte surface with a silky feel. It reflects little light, so colors look soft and calm.",
} satisfies CatalogueOverrides;
