import { useId } from "react";
import type { EdgeProfile } from "../../../core/catalogue/enums";

/*
 * Sections of a 12 mm worktop's front edge, drawn in millimetres: the top surface at y 6, the
 * underside at y 18, the slab broken off on the left (zigzag) and its edge on the right, where a
 * square edge would stand at x 40. Each path starts on the top surface and ends on the underside.
 */
const TOP_LEFT = "M4 6";
const BREAK = "H4 V14 L2.6 13 L5.4 11 L4 10 Z";

export const EDGE_SECTIONS: Record<EdgeProfile, string> = {
  // Both corners softened with a small radius.
  eased: "H38.5 A1.5 1.5 0 0 1 40 7.5 V16.5 A1.5 1.5 0 0 1 38.5 18",
  // A 45° chamfer across the top corner; the bottom corner eased.
  beveled: "H36 L40 10 V17 A1 1 0 0 1 39 18",
  // A half circle from the top surface to the underside.
  bullnose: "H34 A6 6 0 0 1 34 18",
  // A half ellipse, half again as long as it is high: a flatter, longer nose than the bullnose.
  ellipse: "H31 A9 6 0 0 1 31 18",
  // Square face only a quarter of the thickness high; the underside cut back steeply behind it.
  knife: "H39.5 A0.5 0.5 0 0 1 40 6.5 V9 L28 18",
  // A convex round at the top flowing into a concave cove, the foot set back under the nose.
  "reverse-ogee": "H36 A4 4 0 0 1 40 10 A4 4 0 0 0 36 14 V18",
  // Roman ogee: a small fillet, a concave cove, then a convex round down to the square face.
  roman: "H34 V7.5 A3 3 0 0 0 37 10.5 A3 3 0 0 1 40 13.5 V17 A1 1 0 0 1 39 18",
  // A quarter circle on the top corner; the bottom corner eased.
  roundover: "H34 A6 6 0 0 1 40 12 V17 A1 1 0 0 1 39 18",
};

/** The section of one edge profile as an inline SVG, drawn in the text colour and titled for screen readers. */
export function EdgeProfileDrawing({ profile, title }: { profile: EdgeProfile; title: string }) {
  const titleId = useId();
  return (
    <svg className="edge-drawing" viewBox="0 2 46 20" role="img" aria-labelledby={titleId}>
      <title id={titleId}>{title}</title>
      {/* Fill and stroke in the text colour come from guides.css, which keeps eight drawings short in the page. */}
      <path d={`${TOP_LEFT} ${EDGE_SECTIONS[profile]} ${BREAK}`} />
    </svg>
  );
}
