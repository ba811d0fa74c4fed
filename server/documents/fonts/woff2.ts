/**
 * WOFF2 to plain TrueType. The npm font packages ship WOFF2 (variable, split by Unicode range);
 * fontkit reads WOFF2 but applies variations only to TrueType `glyf` outlines, so the transformed
 * glyf/loca tables are rewritten as ordinary ones and every other table is copied as it is.
 */
import { create, type FontkitFont } from "fontkit";
import { boxOf, encodeCompositeGlyph, encodeSimpleGlyph, glyfAndLoca, writeSfnt, EMPTY_BOX, type Box } from "./sfnt";

interface DecodedPoint {
  x: number;
  y: number;
  onCurve: boolean;
  endContour?: boolean;
}

interface DecodedComponent {
  glyphID: number;
  dx: number;
  dy: number;
  scaleX: number;
  scaleY: number;
  scale01: number;
  scale10: number;
}

interface DecodedGlyph {
  numberOfContours: number;
  points?: DecodedPoint[];
  components?: DecodedComponent[];
}

/** fontkit's WOFF2 internals (fontkit 2.0.x, pinned exactly in package.json). */
interface Woff2Internals {
  type: string;
  directory: { tables: Record<string, { offset: number; length: number; transformed?: boolean }> };
  stream: { buffer: Uint8Array };
  _decompress(): void;
  _transformGlyfTable(): void;
  _transformedGlyphs: (DecodedGlyph | undefined)[];
}

export function woff2ToTtf(woff2: Uint8Array): Uint8Array {
  const font = create(woff2) as FontkitFont & Woff2Internals;
  if (font.type !== "WOFF2") throw new Error(`expected a WOFF2 font, got ${font.type}`);
  font._decompress();
  const tables: Record<string, Uint8Array> = {};
  for (const [tag, entry] of Object.entries(font.directory.tables)) {
    if (tag === "glyf" || tag === "loca") continue;
    if (entry.transformed) throw new Error(`WOFF2 table ${tag} is transformed; only glyf/loca transforms are supported`);
    tables[tag] = font.stream.buffer.slice(entry.offset, entry.offset + entry.length);
  }
  const head = tables.head;
  if (!head) throw new Error("WOFF2 font has no head table");
  new DataView(head.buffer, head.byteOffset, head.byteLength).setInt16(50, 1); // indexToLocFormat: long

  font._transformGlyfTable();
  const glyphs = font._transformedGlyphs;
  const boxes = new Map<number, Box>();
  const boxFor = (gid: number, depth = 0): Box => {
    const cached = boxes.get(gid);
    if (cached) return cached;
    const box = depth > 8 ? EMPTY_BOX : boxOf(flatPoints(glyphs, gid, depth));
    boxes.set(gid, box);
    return box;
  };
  const records = glyphs.map((glyph, gid) => {
    if (!glyph || glyph.numberOfContours === 0) return new Uint8Array(0);
    if (glyph.numberOfContours > 0) return encodeSimpleGlyph(contoursOf(glyph.points ?? [])).bytes;
    return encodeCompositeGlyph(
      (glyph.components ?? []).map((c) => ({ glyphId: c.glyphID, dx: c.dx, dy: c.dy, scaleX: c.scaleX, scaleY: c.scaleY, scale01: c.scale01, scale10: c.scale10 })),
      boxFor(gid),
    );
  });
  const { glyf, loca } = glyfAndLoca(records);
  tables.glyf = glyf;
  tables.loca = loca;
  return writeSfnt(tables);
}

function contoursOf(points: readonly DecodedPoint[]): DecodedPoint[][] {
  const contours: DecodedPoint[][] = [];
  let current: DecodedPoint[] = [];
  for (const point of points) {
    current.push(point);
    if (point.endContour) {
      contours.push(current);
      current = [];
    }
  }
  if (current.length > 0) contours.push(current);
  return contours;
}

function flatPoints(glyphs: readonly (DecodedGlyph | undefined)[], gid: number, depth: number): { x: number; y: number }[] {
  const glyph = glyphs[gid];
  if (!glyph || depth > 8) return [];
  if (glyph.numberOfContours > 0) return glyph.points ?? [];
  return (glyph.components ?? []).flatMap((c) =>
    flatPoints(glyphs, c.glyphID, depth + 1).map((p) => ({ x: p.x * c.scaleX + p.y * c.scale01 + c.dx, y: p.y * c.scaleY + p.x * c.scale10 + c.dy })),
  );
}
