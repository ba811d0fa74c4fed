/**
 * Where the glyphs come from: the variable WOFF2 files of three Fontsource packages, split by
 * Unicode range. Inter (the site's typeface) covers Latin, Cyrillic, Greek and Vietnamese; Noto Sans
 * JP and SC cover Japanese and Simplified Chinese. A range file is read, converted and instanced
 * only when a document needs one of its characters, and kept in a small process-wide cache.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { create, type FontkitFont } from "fontkit";
import { woff2ToTtf } from "./woff2";

export type FamilyId = "inter" | "noto-sans-jp" | "noto-sans-sc";

interface FamilySpec {
  packageName: string;
  filePrefix: string;
  postscriptName: string;
}

const FAMILIES: Record<FamilyId, FamilySpec> = {
  inter: { packageName: "@fontsource-variable/inter", filePrefix: "inter", postscriptName: "Inter" },
  "noto-sans-jp": { packageName: "@fontsource-variable/noto-sans-jp", filePrefix: "noto-sans-jp", postscriptName: "NotoSansJP" },
  "noto-sans-sc": { packageName: "@fontsource-variable/noto-sans-sc", filePrefix: "noto-sans-sc", postscriptName: "NotoSansSC" },
};

export function familyPostscriptName(family: FamilyId): string {
  return FAMILIES[family].postscriptName;
}

export interface Chunk {
  family: FamilyId;
  /** Subset name of the package, e.g. "latin" or "42". */
  name: string;
  file: string;
}

interface RangeIndex {
  starts: number[];
  ends: number[];
  chunks: Chunk[];
}

const require = createRequire(import.meta.url);
const indexes = new Map<FamilyId, RangeIndex>();

function rangeIndex(family: FamilyId): RangeIndex {
  const cached = indexes.get(family);
  if (cached) return cached;
  const spec = FAMILIES[family];
  const unicodeFile = require.resolve(`${spec.packageName}/unicode.json`);
  const dir = path.join(path.dirname(unicodeFile), "files");
  const ranges = JSON.parse(readFileSync(unicodeFile, "utf8")) as Record<string, string>;
  const entries: { start: number; end: number; chunk: Chunk }[] = [];
  for (const [key, list] of Object.entries(ranges)) {
    const name = key.replace(/^\[(\d+)\]$/, "$1");
    const chunk: Chunk = { family, name, file: path.join(dir, `${spec.filePrefix}-${name}-wght-normal.woff2`) };
    for (const range of list.split(",")) {
      const [from, to] = range.trim().replace(/^U\+/i, "").split("-");
      const start = parseInt(from ?? "", 16);
      const end = to === undefined ? start : parseInt(to, 16);
      if (Number.isFinite(start) && Number.isFinite(end)) entries.push({ start, end, chunk });
    }
  }
  // Ranges may overlap (combining marks appear in several subsets): the first listed wins on ties.
  entries.sort((a, b) => a.start - b.start || a.end - b.end);
  const index: RangeIndex = { starts: entries.map((e) => e.start), ends: entries.map((e) => e.end), chunks: entries.map((e) => e.chunk) };
  indexes.set(family, index);
  return index;
}

/** The range file of `family` that lists `codePoint`, if any. */
export function chunkFor(family: FamilyId, codePoint: number): Chunk | undefined {
  const { starts, ends, chunks } = rangeIndex(family);
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid]! <= codePoint) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  // Overlapping ranges: scan back over ranges that start earlier but may still contain the point.
  for (let i = found; i >= 0 && i > found - 64; i--) {
    if (ends[i]! >= codePoint) return chunks[i];
  }
  return undefined;
}

interface LoadedChunk {
  base: FontkitFont;
  instances: Map<number, FontkitFont>;
}

/** Converted range files, least recently used first. ~100-400 kB each once decoded. */
const MAX_LOADED_CHUNKS = 96;
const loaded = new Map<string, LoadedChunk>();

function loadChunk(chunk: Chunk): LoadedChunk {
  const hit = loaded.get(chunk.file);
  if (hit) {
    loaded.delete(chunk.file);
    loaded.set(chunk.file, hit);
    return hit;
  }
  const base = create(woff2ToTtf(readFileSync(chunk.file)));
  const entry: LoadedChunk = { base, instances: new Map() };
  loaded.set(chunk.file, entry);
  if (loaded.size > MAX_LOADED_CHUNKS) {
    const oldest = loaded.keys().next().value;
    if (oldest !== undefined) loaded.delete(oldest);
  }
  return entry;
}

/** The chunk's font at a weight (100-900), outlines and advances interpolated by fontkit. */
export function chunkFont(chunk: Chunk, weight: number): FontkitFont {
  const entry = loadChunk(chunk);
  let font = entry.instances.get(weight);
  if (!font) {
    const axis = entry.base.variationAxes.wght;
    font = axis ? entry.base.getVariation({ wght: Math.min(axis.max, Math.max(axis.min, weight)) }) : entry.base;
    entry.instances.set(weight, font);
  }
  return font;
}
