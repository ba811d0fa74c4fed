/**
 * The look of the documents: an A4 page on a 4 pt grid, Inter (with Noto Sans CJK) in two weights,
 * near-black text, greys for structure and the product's own colour as the only accent.
 */
import type { Rgb, TextStyle } from "../fonts/pdf-fonts";

export const PAGE = {
  width: 595.28,
  height: 841.89,
  marginX: 56,
  /** Top of the content area on continuation pages. */
  top: 841.89 - 92,
  /** Lowest baseline of content; the footer sits below. */
  bottom: 84,
} as const;

export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.marginX;

export function rgbOf(hex: string): Rgb {
  const n = parseInt(hex.replace("#", ""), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

export const COLOURS = {
  ink: rgbOf("#1d1d1f"),
  body: rgbOf("#3a3a3c"),
  muted: rgbOf("#6e6e73"),
  faint: rgbOf("#a1a1a6"),
  rule: rgbOf("#d2d2d7"),
  hairline: rgbOf("#e8e8ed"),
  band: rgbOf("#1d1d1f"),
  onBand: rgbOf("#ffffff"),
  onBandMuted: rgbOf("#a1a1a6"),
  panel: rgbOf("#f5f5f7"),
  white: rgbOf("#ffffff"),
} as const;

export const REGULAR = 400;
export const SEMIBOLD = 600;
export const WEIGHTS = [REGULAR, SEMIBOLD] as const;

export interface Styles {
  eyebrow: TextStyle;
  title: TextStyle;
  subtitle: TextStyle;
  lede: TextStyle;
  heading: TextStyle;
  subheading: TextStyle;
  body: TextStyle;
  label: TextStyle;
  cell: TextStyle;
  cellStrong: TextStyle;
  tableHead: TextStyle;
  small: TextStyle;
  brand: TextStyle;
  bandMuted: TextStyle;
  footer: TextStyle;
}

/** CJK text gets no letter-spacing and no capitals, so its small labels are set a little larger. */
export function stylesFor(cjk: boolean): Styles {
  const tracked = (points: number) => (cjk ? 0 : points);
  return {
    eyebrow: { size: cjk ? 8.5 : 7.5, weight: SEMIBOLD, color: COLOURS.muted, tracking: tracked(1.2) },
    title: { size: 26, weight: SEMIBOLD, color: COLOURS.ink, tracking: cjk ? 0 : -0.3 },
    subtitle: { size: 15, weight: REGULAR, color: COLOURS.muted },
    lede: { size: 11, weight: REGULAR, color: COLOURS.body },
    heading: { size: cjk ? 11 : 10.5, weight: SEMIBOLD, color: COLOURS.ink, tracking: tracked(0.2) },
    subheading: { size: 9.5, weight: SEMIBOLD, color: COLOURS.ink },
    body: { size: 9.25, weight: REGULAR, color: COLOURS.body },
    label: { size: 8.75, weight: REGULAR, color: COLOURS.muted },
    cell: { size: 8.75, weight: REGULAR, color: COLOURS.ink },
    cellStrong: { size: 8.75, weight: SEMIBOLD, color: COLOURS.ink },
    tableHead: { size: cjk ? 8 : 7, weight: SEMIBOLD, color: COLOURS.muted, tracking: tracked(0.8) },
    small: { size: 7.5, weight: REGULAR, color: COLOURS.muted },
    brand: { size: 15, weight: SEMIBOLD, color: COLOURS.onBand, tracking: 2.6 },
    bandMuted: { size: cjk ? 8.5 : 8, weight: REGULAR, color: COLOURS.onBandMuted, tracking: tracked(0.2) },
    footer: { size: cjk ? 7.5 : 7, weight: REGULAR, color: COLOURS.muted },
  };
}

/** Baseline-to-baseline distance for a style. */
export function leading(style: TextStyle, cjk: boolean): number {
  return style.size * (cjk ? 1.7 : 1.5);
}
