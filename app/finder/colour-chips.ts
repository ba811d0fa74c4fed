/**
 * The chip colour of a colour-family facet value: a calm reference tone per family (close to how the family reads on a real surface, not
 * a saturated screen primary).
 */
import type { FinderFacetValue } from "../../core/finder/finder-view";

const FAMILY_TONES: Readonly<Record<string, string>> = {
  white: "#f6f5f1",
  ivory: "#f1ead8",
  cream: "#ece0c4",
  beige: "#d8c6a6",
  brown: "#7b5a42",
  gray: "#9d9a94",
  black: "#232220",
  green: "#6c8063",
  blue: "#4f6d8c",
  pink: "#e1b7b4",
  purple: "#6f5b82",
  orange: "#cf7a3f",
  red: "#a63a30",
};

const FALLBACK_TONE = "#c9c5bd";

export function chipColour(value: Pick<FinderFacetValue, "code">): string {
  return FAMILY_TONES[value.code] ?? FALLBACK_TONE;
}
