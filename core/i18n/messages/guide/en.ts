/**
 * English wording of the product page's guides (app/product/guides): the edge profile guide and the finish guide. Finish care itself is catalogue content (core/catalogue/guides.ts).
 */
export const enGuide = {
  "guide.heading": "Guides",
  "meta.GUIDES": "Edge profile and finish guides",
  "meta.description.GUIDES": "How each edge profile is shaped and what each surface finish looks and feels like, with the care a brushed finish needs.",
  "guideText.edgeProfiles.intro": "Each drawing shows the section of a worktop's front edge, top surface uppermost. The profiles offered for this product are marked.",
  "guideText.edgeDrawing": "Section of the {name} edge profile",
  "guideText.ownEdge": "Offered for this product",
  "guideText.edge.beveled": "A straight chamfer across the top corner. It catches the light in a crisp line and gives a tailored, modern look.",
  "guideText.edge.bullnose": "Rounded from the top surface to the underside in a half circle. Soft to lean on and kind to children, with no corner to chip.",
  "guideText.edge.eased": "A square edge with both corners slightly softened. Clean and understated, and less prone to chipping than a sharp corner.",
  "guideText.edge.ellipse": "A half ellipse from top to underside: a longer, flatter nose than the bullnose that makes the worktop look slimmer.",
  "guideText.edge.knife": "The underside is cut back steeply so that only a thin edge shows: the worktop seems to float, for a light, contemporary kitchen.",
  "guideText.edge.reverse-ogee": "A convex round at the top flowing into a concave cove below, the classic ogee turned the other way, with a soft shadow line under the nose.",
  "guideText.edge.roman": "A small step at the top, then a concave cove flowing into a convex round: the Roman ogee of traditional and formal interiors.",
  "guideText.edge.roundover": "The top corner rounded in a quarter circle and the bottom corner lightly eased: softer than a square edge, with the full thickness still on show.",
  "guideText.finishes.intro": "How each surface finish looks, feels and ages. The finish of this product is marked.",
  "guideText.ownFinish": "This product's finish",
  "guideText.finish.polished": "A high gloss that deepens the colour and mirrors the light, showing the pattern at its richest. Fingerprints and fine scratches show more than on a textured finish.",
  "guideText.finish.brushed": "A fine linear texture brushed into the surface, with a soft satin sheen. It hides fingerprints and small marks and has a natural, tactile feel.",
  "guideText.finish.leather": "A gently undulating texture with a low sheen, like tanned leather. Warm to the touch and forgiving of everyday marks.",
  "guideText.finish.velvet-touch": "A smooth, deep matt surface with a silky feel. It reflects little light, so colours look soft and calm.",
  "guideText.brushedCare": "Care of a brushed finish",
} as const;
