import type { CatalogueOverrides } from "../../types";

/** North American words in the visualiser: "countertop" for the British "worktop", for the US and Canada. */
export const enNAVisualiser = {
  "visualiser.text.kitchen": "A bright kitchen: {name} covers the countertop along the wall, the island top and the backsplash, between white cabinets on a light oak floor.",
} satisfies CatalogueOverrides;

/** American spelling of the visualiser, over the North American words. */
export const enUSVisualiser = {
  ...enNAVisualiser,
  "meta.description.VISUALISER": "See a surface at true scale in a kitchen, a bathroom, on a floor, a facade, a sign, a van or a car seat: orbit, zoom, change the light, compare two.",
  "visualiser.scene.facade": "Facade",
} satisfies CatalogueOverrides;
