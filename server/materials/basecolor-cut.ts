/**
 * Where a procedural base colour's tile is cut from its texture (basecolor.ts): kept apart from the
 * drawing so that the request thread can plan a background warm-up's bands (material-service.ts)
 * without loading the texture generator.
 */

/** The margin folded over to make a texture tile: a sixteenth of the longer side. */
export function foldMargin(width: number, height: number): number {
  return Math.max(8, Math.round(Math.max(width, height) / 16));
}

/**
 * A tile of `width` × `height` is cut from a square a margin larger than its longer side: its
 * rectangle plus the margin (`cutWidth` × `cutHeight`, at `left`, `top`), from the middle.
 */
export function basecolorCut(width: number, height: number) {
  const margin = foldMargin(width, height);
  const side = Math.max(width, height) + margin;
  const cutWidth = width + margin;
  const cutHeight = height + margin;
  return { margin, side, cutWidth, cutHeight, left: Math.floor((side - cutWidth) / 2), top: Math.floor((side - cutHeight) / 2) };
}
