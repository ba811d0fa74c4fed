/**
 * The look of the documents: an A4 page on a 4 pt grid, Inter (Noto Sans JP / SC for Japanese and
 * Chinese) in two weights, near-black text, greys for structure and the product's own colour as the
 * only accent.
 */

/** A colour as "#rrggbb", which pdfkit takes as it is. */
export type Colour = string;

export interface TextStyle {
  size: number;
  /** One of WEIGHTS. */
  weight: number;
  color: Colour;
  /** Extra space between characters, in points. */
  tracking?: number;
}

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

export const COLOURS = {
  ink: "#1d1d1f",
  body: "#3a3a3c",
  muted: "#6e6e73",
  faint: "#a1a1a6",
  rule: "#d2d2d7",
  hairline: "#e8e8ed",
  band: "#1d1d1f",
  onBand: "#ffffff",
  onBandMuted: "#a1a1a6",
  panel: "#f5f5f7",
  white: "#ffffff",
} as const;

export const REGULAR = 400;
export const SEMIBOLD = 600;
/** The only weights the documents use, so the only font files loaded and embedded. */
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
