/**
 * Just enough TrueType writing for PDF embedding: simple and composite `glyf` records, the few
 * tables a CIDFontType2 program needs (head, hhea, maxp, hmtx, loca, glyf, post) and the sfnt
 * wrapper. Everything is written from numbers, so the output is byte-for-byte reproducible.
 */

export interface OutlinePoint {
  x: number;
  y: number;
  onCurve: boolean;
}

export interface Box {
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export interface EncodedGlyph {
  bytes: Uint8Array;
  box: Box;
  points: number;
  contours: number;
}

const ON_CURVE = 0x01;
const X_SHORT = 0x02;
const Y_SHORT = 0x04;
const X_SAME_OR_POSITIVE = 0x10;
const Y_SAME_OR_POSITIVE = 0x20;
/** Tells rasterisers that contours may overlap (they do in instances of variable fonts). */
const OVERLAP_SIMPLE = 0x40;

class Writer {
  private bytes: Uint8Array;
  private view: DataView;
  offset = 0;
  constructor(size: number) {
    this.bytes = new Uint8Array(size);
    this.view = new DataView(this.bytes.buffer);
  }
  u8(value: number): void {
    this.view.setUint8(this.offset, value);
    this.offset += 1;
  }
  u16(value: number): void {
    this.view.setUint16(this.offset, value);
    this.offset += 2;
  }
  i16(value: number): void {
    this.view.setInt16(this.offset, value);
    this.offset += 2;
  }
  u32(value: number): void {
    this.view.setUint32(this.offset, value >>> 0);
    this.offset += 4;
  }
  raw(data: Uint8Array): void {
    this.bytes.set(data, this.offset);
    this.offset += data.length;
  }
  done(): Uint8Array {
    return this.bytes;
  }
}

const pad4 = (n: number) => (n + 3) & ~3;

export const EMPTY_BOX: Box = { xMin: 0, yMin: 0, xMax: 0, yMax: 0 };

export function boxOf(points: Iterable<{ x: number; y: number }>): Box {
  let xMin = Infinity;
  let yMin = Infinity;
  let xMax = -Infinity;
  let yMax = -Infinity;
  for (const p of points) {
    xMin = Math.min(xMin, p.x);
    yMin = Math.min(yMin, p.y);
    xMax = Math.max(xMax, p.x);
    yMax = Math.max(yMax, p.y);
  }
  return xMin === Infinity ? EMPTY_BOX : { xMin, yMin, xMax, yMax };
}

/** A simple glyph from contours, coordinates scaled then rounded to font units; 4-byte padded. */
export function encodeSimpleGlyph(contours: readonly (readonly OutlinePoint[])[], scale = 1): EncodedGlyph {
  const points = contours.flatMap((contour) => contour.map((p) => ({ x: Math.round(p.x * scale), y: Math.round(p.y * scale), onCurve: p.onCurve })));
  const ends: number[] = [];
  let count = 0;
  for (const contour of contours) {
    if (contour.length === 0) continue;
    count += contour.length;
    ends.push(count - 1);
  }
  if (points.length === 0) return { bytes: new Uint8Array(0), box: EMPTY_BOX, points: 0, contours: 0 };

  const flags: number[] = [];
  const xs: number[] = [];
  const ys: number[] = [];
  let coordBytes = 0;
  let lastX = 0;
  let lastY = 0;
  for (const p of points) {
    let flag = p.onCurve ? ON_CURVE : 0;
    const dx = p.x - lastX;
    const dy = p.y - lastY;
    lastX = p.x;
    lastY = p.y;
    if (dx === 0) flag |= X_SAME_OR_POSITIVE;
    else if (Math.abs(dx) <= 255) {
      flag |= X_SHORT | (dx > 0 ? X_SAME_OR_POSITIVE : 0);
      xs.push(Math.abs(dx));
      coordBytes += 1;
    } else {
      xs.push(dx);
      coordBytes += 2;
    }
    if (dy === 0) flag |= Y_SAME_OR_POSITIVE;
    else if (Math.abs(dy) <= 255) {
      flag |= Y_SHORT | (dy > 0 ? Y_SAME_OR_POSITIVE : 0);
      ys.push(Math.abs(dy));
      coordBytes += 1;
    } else {
      ys.push(dy);
      coordBytes += 2;
    }
    flags.push(flag);
  }
  flags[0]! |= OVERLAP_SIMPLE;

  const box = boxOf(points);
  const size = 10 + 2 * ends.length + 2 + flags.length + coordBytes;
  const w = new Writer(pad4(size));
  w.i16(ends.length);
  w.i16(box.xMin);
  w.i16(box.yMin);
  w.i16(box.xMax);
  w.i16(box.yMax);
  for (const end of ends) w.u16(end);
  w.u16(0); // no instructions: outlines are unhinted
  for (const flag of flags) w.u8(flag);
  writeCoordinates(w, flags, xs, X_SHORT);
  writeCoordinates(w, flags, ys, Y_SHORT);
  return { bytes: w.done(), box, points: points.length, contours: ends.length };
}

function writeCoordinates(w: Writer, flags: readonly number[], values: readonly number[], shortBit: number): void {
  let i = 0;
  const sameBit = shortBit === X_SHORT ? X_SAME_OR_POSITIVE : Y_SAME_OR_POSITIVE;
  for (const flag of flags) {
    if (flag & shortBit) w.u8(values[i++]!);
    else if (!(flag & sameBit)) w.i16(values[i++]!);
  }
}

export interface ComponentRef {
  glyphId: number;
  dx: number;
  dy: number;
  scaleX: number;
  scaleY: number;
  scale01: number;
  scale10: number;
}

/** A composite glyph record (xy offsets as words, scale as F2Dot14). */
export function encodeCompositeGlyph(components: readonly ComponentRef[], box: Box): Uint8Array {
  const MORE_COMPONENTS = 0x0020;
  const WORDS_AND_XY = 0x0001 | 0x0002;
  const HAS_SCALE = 0x0008;
  const HAS_XY_SCALE = 0x0040;
  const HAS_2X2 = 0x0080;
  const records = components.map((c, i) => {
    let flags = WORDS_AND_XY | (i < components.length - 1 ? MORE_COMPONENTS : 0);
    let scales: number[] = [];
    if (c.scale01 !== 0 || c.scale10 !== 0) {
      flags |= HAS_2X2;
      scales = [c.scaleX, c.scale01, c.scale10, c.scaleY];
    } else if (c.scaleX !== c.scaleY) {
      flags |= HAS_XY_SCALE;
      scales = [c.scaleX, c.scaleY];
    } else if (c.scaleX !== 1) {
      flags |= HAS_SCALE;
      scales = [c.scaleX];
    }
    return { c, flags, scales };
  });
  const size = 10 + records.reduce((sum, r) => sum + 8 + 2 * r.scales.length, 0);
  const w = new Writer(pad4(size));
  w.i16(-1);
  w.i16(Math.round(box.xMin));
  w.i16(Math.round(box.yMin));
  w.i16(Math.round(box.xMax));
  w.i16(Math.round(box.yMax));
  for (const { c, flags, scales } of records) {
    w.u16(flags);
    w.u16(c.glyphId);
    w.i16(Math.round(c.dx));
    w.i16(Math.round(c.dy));
    for (const s of scales) w.i16(Math.round(s * 16384));
  }
  return w.done();
}

/** `loca` in the long format, with `glyf` as the concatenation of the records. */
export function glyfAndLoca(records: readonly Uint8Array[]): { glyf: Uint8Array; loca: Uint8Array } {
  const total = records.reduce((sum, r) => sum + r.length, 0);
  const glyf = new Uint8Array(total);
  const loca = new Writer(4 * (records.length + 1));
  let offset = 0;
  for (const record of records) {
    loca.u32(offset);
    glyf.set(record, offset);
    offset += record.length;
  }
  loca.u32(offset);
  return { glyf, loca: loca.done() };
}

export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  box: Box;
}

export function headTable(m: FontMetrics): Uint8Array {
  const w = new Writer(54);
  w.u32(0x00010000); // version
  w.u32(0x00010000); // fontRevision
  w.u32(0); // checkSumAdjustment (PDF readers do not check it)
  w.u32(0x5f0f3cf5); // magic
  w.u16(0x000b); // flags: baseline and lsb at 0, integer ppem
  w.u16(m.unitsPerEm);
  w.u32(0); // created (fixed: reproducible output)
  w.u32(0);
  w.u32(0); // modified
  w.u32(0);
  w.i16(m.box.xMin);
  w.i16(m.box.yMin);
  w.i16(m.box.xMax);
  w.i16(m.box.yMax);
  w.u16(0); // macStyle
  w.u16(8); // lowestRecPPEM
  w.i16(2); // fontDirectionHint
  w.i16(1); // indexToLocFormat: long
  w.i16(0); // glyphDataFormat
  return w.done();
}

export function hheaTable(m: FontMetrics, advances: readonly number[], boxes: readonly Box[]): Uint8Array {
  const w = new Writer(36);
  let minLsb = 0;
  let minRsb = 0;
  let maxExtent = 0;
  boxes.forEach((b, i) => {
    if (b === EMPTY_BOX) return;
    minLsb = Math.min(minLsb, b.xMin);
    minRsb = Math.min(minRsb, advances[i]! - b.xMax);
    maxExtent = Math.max(maxExtent, b.xMax);
  });
  w.u32(0x00010000);
  w.i16(m.ascent);
  w.i16(m.descent);
  w.i16(m.lineGap);
  w.u16(Math.max(0, ...advances));
  w.i16(minLsb);
  w.i16(minRsb);
  w.i16(maxExtent);
  w.i16(1); // caretSlopeRise
  w.i16(0); // caretSlopeRun
  w.i16(0); // caretOffset
  for (let i = 0; i < 4; i++) w.i16(0); // reserved
  w.i16(0); // metricDataFormat
  w.u16(advances.length); // numberOfHMetrics
  return w.done();
}

export function hmtxTable(advances: readonly number[], boxes: readonly Box[]): Uint8Array {
  const w = new Writer(4 * advances.length);
  advances.forEach((advance, i) => {
    w.u16(advance);
    w.i16(boxes[i]!.xMin);
  });
  return w.done();
}

export function maxpTable(numGlyphs: number, maxPoints: number, maxContours: number): Uint8Array {
  const w = new Writer(32);
  w.u32(0x00010000);
  w.u16(numGlyphs);
  w.u16(maxPoints);
  w.u16(maxContours);
  w.u16(0); // maxCompositePoints
  w.u16(0); // maxCompositeContours
  w.u16(2); // maxZones
  for (let i = 0; i < 8; i++) w.u16(0); // twilight points … component depth: no hinting
  return w.done();
}

/** `post` version 3: no glyph names. */
export function postTable(): Uint8Array {
  const w = new Writer(32);
  w.u32(0x00030000);
  return w.done();
}

/** Wraps tables into a TrueType font file, tables sorted by tag and checksummed. */
export function writeSfnt(tables: Readonly<Record<string, Uint8Array>>): Uint8Array {
  const tags = Object.keys(tables).sort();
  const count = tags.length;
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= count) {
    searchRange *= 2;
    entrySelector++;
  }
  const headerSize = 12 + 16 * count;
  const size = headerSize + tags.reduce((sum, tag) => sum + pad4(tables[tag]!.length), 0);
  const w = new Writer(size);
  w.u32(0x00010000);
  w.u16(count);
  w.u16(searchRange * 16);
  w.u16(entrySelector);
  w.u16(count * 16 - searchRange * 16);
  let offset = headerSize;
  for (const tag of tags) {
    const data = tables[tag]!;
    for (let i = 0; i < 4; i++) w.u8(tag.charCodeAt(i) || 0x20);
    w.u32(checksum(data));
    w.u32(offset);
    w.u32(data.length);
    offset += pad4(data.length);
  }
  for (const tag of tags) {
    const data = tables[tag]!;
    w.raw(data);
    w.offset += pad4(data.length) - data.length;
  }
  return w.done();
}

function checksum(data: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) {
    const word = ((data[i] ?? 0) << 24) | ((data[i + 1] ?? 0) << 16) | ((data[i + 2] ?? 0) << 8) | (data[i + 3] ?? 0);
    sum = (sum + (word >>> 0)) >>> 0;
  }
  return sum;
}
