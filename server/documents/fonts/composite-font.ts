/**
 * One font per weight for a whole document: characters are taken from the first family in the
 * stack that has them (Inter for Latin and Cyrillic, then Noto Sans JP or SC), and the glyphs a
 * document uses are merged into a single TrueType subset at 1000 units per em. pdf-lib sees it as
 * an ordinary fontkit font (layout, metrics, createSubset) through the adapter in pdf-fonts.ts.
 */
import { Readable } from "node:stream";
import type { FontkitFont, FontkitGlyph } from "fontkit";
import { chunkFor, chunkFont, type FamilyId } from "./font-sources";
import { EMPTY_BOX, encodeSimpleGlyph, glyfAndLoca, headTable, hheaTable, hmtxTable, maxpTable, postTable, writeSfnt, type Box } from "./sfnt";

const UNITS_PER_EM = 1000;
const REPLACEMENT = 0x3f; // "?"
const THIN_SPACE = 0x2009;
/**
 * Kerning stays; contextual alternates and ligatures go. They cost most of the shaping time, and
 * a one-to-one mapping of characters to glyphs keeps copied text and kerning segments exact.
 */
const FEATURES = { calt: false, clig: false, liga: false, rclt: false, dlig: false };

export interface CompositeGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
  source: FontkitFont;
  sourceId: number;
}

export interface ShapedText {
  glyphs: CompositeGlyph[];
  /** Advance of each glyph including kerning, in 1/1000 em. */
  advances: number[];
  /** The characters each glyph stands for, after replacement of unsupported ones. */
  texts: string[];
}

/** Punctuation that CJK text expects in full-width CJK forms rather than from the Latin face. */
function prefersCjk(codePoint: number): boolean {
  return (codePoint >= 0x2018 && codePoint <= 0x201f) || codePoint === 0x2025 || codePoint === 0x2026 || codePoint === 0x203b;
}

export class CompositeFont {
  readonly unitsPerEm = UNITS_PER_EM;
  readonly ascent = 1000;
  readonly descent = -280;
  readonly lineGap = 0;
  readonly capHeight = 727;
  readonly xHeight = 545;
  readonly italicAngle = 0;
  readonly bbox = { minX: -300, minY: -300, maxX: 1300, maxY: 1100 };
  readonly head = { macStyle: { italic: false } };
  readonly post = { isFixedPitch: false };
  readonly "OS/2" = { sFamilyClass: 0 };
  readonly cff = false;

  private readonly glyphsBySource = new Map<FontkitFont, Map<number, CompositeGlyph>>();
  private readonly sourceByCodePoint = new Map<number, FontkitFont | null>();
  private readonly widthCache = new Map<string, number>();
  private nextId = 1;

  constructor(
    readonly postscriptName: string,
    private readonly families: readonly FamilyId[],
    readonly weight: number,
    private readonly cjkFirstPunctuation: boolean,
  ) {}

  private sourceFor(codePoint: number): FontkitFont | null {
    const cached = this.sourceByCodePoint.get(codePoint);
    if (cached !== undefined) return cached;
    const order = this.cjkFirstPunctuation && prefersCjk(codePoint) ? [...this.families.slice(1), this.families[0]!] : this.families;
    let found: FontkitFont | null = null;
    for (const family of order) {
      const chunk = chunkFor(family, codePoint);
      if (!chunk) continue;
      const font = chunkFont(chunk, this.weight);
      if (font.hasGlyphForCodePoint(codePoint)) {
        found = font;
        break;
      }
    }
    this.sourceByCodePoint.set(codePoint, found);
    return found;
  }

  private glyphFor(source: FontkitFont, glyph: FontkitGlyph, text: string): CompositeGlyph {
    let bySource = this.glyphsBySource.get(source);
    if (!bySource) this.glyphsBySource.set(source, (bySource = new Map()));
    let composite = bySource.get(glyph.id);
    if (!composite) {
      composite = {
        id: this.nextId++,
        advanceWidth: (glyph.advanceWidth * UNITS_PER_EM) / source.unitsPerEm,
        // fontkit caches glyph objects with the code points of their first use, which may be none
        // (components of accented letters), so the text is tracked here instead.
        codePoints: [...text].map((c) => c.codePointAt(0)!),
        source,
        sourceId: glyph.id,
      };
      bySource.set(glyph.id, composite);
    }
    return composite;
  }

  /**
   * Splits text into runs of one source font and shapes each run with kerning. `texts` holds the
   * characters each glyph stands for (one-to-one without ligatures; per character otherwise).
   */
  shape(text: string): ShapedText {
    const glyphs: CompositeGlyph[] = [];
    const advances: number[] = [];
    const texts: string[] = [];
    let run: string[] = [];
    let runSource: FontkitFont | null = null;
    const emit = (source: FontkitFont, chars: readonly string[]) => {
      const shaped = source.layout(chars.join(""), FEATURES);
      const scale = UNITS_PER_EM / source.unitsPerEm;
      if (shaped.glyphs.length !== chars.length && chars.length > 1) {
        for (const char of chars) emit(source, [char]);
        return;
      }
      shaped.glyphs.forEach((g, i) => {
        const represents = shaped.glyphs.length === chars.length ? chars[i]! : i === 0 ? chars.join("") : "";
        glyphs.push(this.glyphFor(source, g, represents));
        advances.push((shaped.positions[i]?.xAdvance ?? g.advanceWidth) * scale);
        texts.push(represents);
      });
    };
    const flush = () => {
      if (runSource && run.length > 0) emit(runSource, run);
      run = [];
    };
    for (const char of text) {
      let codePoint = char.codePointAt(0)!;
      if (codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d) codePoint = 0x20;
      let source = this.sourceFor(codePoint);
      if (!source) {
        // Narrow and figure spaces (French and Russian number grouping) become thin spaces.
        codePoint = /\p{Zs}/u.test(char) ? (this.sourceFor(THIN_SPACE) ? THIN_SPACE : 0x20) : REPLACEMENT;
        source = this.sourceFor(codePoint);
      }
      if (source !== runSource) {
        flush();
        runSource = source;
      }
      run.push(String.fromCodePoint(codePoint));
    }
    flush();
    return { glyphs, advances, texts };
  }

  /** The fontkit interface pdf-lib uses to encode and measure: glyphs only (no kerning). */
  layout(text: string): { glyphs: CompositeGlyph[] } {
    return { glyphs: this.shape(text).glyphs };
  }

  /** Width in points at `size`, with kerning. */
  widthOf(text: string, size: number): number {
    let units = this.widthCache.get(text);
    if (units === undefined) {
      units = this.shape(text).advances.reduce((sum, a) => sum + a, 0);
      if (this.widthCache.size > 20_000) this.widthCache.clear();
      this.widthCache.set(text, units);
    }
    return (units * size) / UNITS_PER_EM;
  }

  createSubset(): CompositeSubset {
    return new CompositeSubset();
  }
}

/** The glyphs of one embedded font, numbered in the order pdf-lib first meets them. */
export class CompositeSubset {
  private readonly glyphs: (CompositeGlyph | null)[] = [null];
  private readonly ids = new Map<number, number>();

  includeGlyph(glyph: CompositeGlyph | number): number {
    if (typeof glyph === "number") return 0;
    let id = this.ids.get(glyph.id);
    if (id === undefined) {
      id = this.glyphs.length;
      this.glyphs.push(glyph);
      this.ids.set(glyph.id, id);
    }
    return id;
  }

  encode(): Uint8Array {
    const records: Uint8Array[] = [];
    const advances: number[] = [];
    const boxes: Box[] = [];
    let maxPoints = 0;
    let maxContours = 0;
    for (const glyph of this.glyphs) {
      if (!glyph) {
        records.push(new Uint8Array(0));
        advances.push(500);
        boxes.push(EMPTY_BOX);
        continue;
      }
      const source = glyph.source.getGlyph(glyph.sourceId);
      const encoded = encodeSimpleGlyph(source._getContours(), UNITS_PER_EM / glyph.source.unitsPerEm);
      records.push(encoded.bytes);
      advances.push(Math.round(glyph.advanceWidth));
      boxes.push(encoded.box);
      maxPoints = Math.max(maxPoints, encoded.points);
      maxContours = Math.max(maxContours, encoded.contours);
    }
    const drawn = boxes.filter((b) => b !== EMPTY_BOX);
    const box = drawn.length
      ? {
          xMin: Math.min(...drawn.map((b) => b.xMin)),
          yMin: Math.min(...drawn.map((b) => b.yMin)),
          xMax: Math.max(...drawn.map((b) => b.xMax)),
          yMax: Math.max(...drawn.map((b) => b.yMax)),
        }
      : EMPTY_BOX;
    const metrics = { unitsPerEm: UNITS_PER_EM, ascent: 1000, descent: -280, lineGap: 0, box };
    const { glyf, loca } = glyfAndLoca(records);
    return writeSfnt({
      head: headTable(metrics),
      hhea: hheaTable(metrics, advances, boxes),
      hmtx: hmtxTable(advances, boxes),
      maxp: maxpTable(records.length, maxPoints, maxContours),
      post: postTable(),
      loca,
      glyf,
    });
  }

  /** pdf-lib reads the subset as a stream. */
  encodeStream(): Readable {
    return Readable.from([this.encode()]);
  }
}
