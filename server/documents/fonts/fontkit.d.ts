/**
 * The part of fontkit 2 (https://github.com/foliojs/fontkit) that the document fonts use. fontkit
 * ships no types; this is deliberately narrow so a fontkit upgrade that changes it fails tsc here.
 */
declare module "fontkit" {
  export interface FontkitBBox {
    minX: number;
    minY: number;
    maxX: number;
    maxY: number;
  }

  export interface FontkitPoint {
    x: number;
    y: number;
    onCurve: boolean;
    endContour?: boolean;
  }

  export interface FontkitGlyph {
    id: number;
    advanceWidth: number;
    codePoints: number[];
    /** Outline after variations and composite resolution (internal, stable across fontkit 2.x). */
    _getContours(): FontkitPoint[][];
  }

  export interface FontkitPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }

  export interface FontkitGlyphRun {
    glyphs: FontkitGlyph[];
    positions: FontkitPosition[];
  }

  export interface FontkitFont {
    postscriptName: string | null;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    lineGap: number;
    capHeight: number;
    xHeight: number;
    italicAngle: number;
    bbox: FontkitBBox;
    numGlyphs: number;
    variationAxes: Record<string, { name: string; min: number; default: number; max: number }>;
    getVariation(settings: Record<string, number>): FontkitFont;
    getGlyph(id: number): FontkitGlyph;
    glyphForCodePoint(codePoint: number): FontkitGlyph;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: string[] | Record<string, boolean>): FontkitGlyphRun;
  }

  export function create(buffer: Uint8Array, postscriptName?: string): FontkitFont;
}
