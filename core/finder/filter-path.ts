/**
 * The one codec between finder selections and URLs (spec §2 filter children). The first selections
 * go in the path in the shapes the finder's route manifest allows (`filter/color/white`,
 * `filter/new/color/white`, …); everything beyond what a shape holds goes in the query string as
 * `facet=code,code`. Building then parsing gives back the same selections (round-trip tests).
 */
export type Selections = Readonly<Record<string, readonly string[]>>;

// Which filter-child shapes a finder's routes have is the manifest's to say (routing imports nothing of the finder).
import type { ShapeSet } from "../routing/manifest-types";
export type { ShapeSet };

/** A path part: a boolean facet alone (`new`), or a facet with one value (`color/white`). */
type Part = { facet: string; value: string | null };

/** Query parameters that are not facets. */
export const RESERVED_PARAMS = new Set(["q", "sort", "page", "group", "lang", "view", "show"]);

const SHAPES: Record<ShapeSet, ReadonlyArray<ReadonlyArray<"flag" | "pair">>> = {
  // filter/{nm} · filter/{nm}/{cd} · filter/{nm1}/{nm2}/{cd2} · filter/{nm1}/{cd1}/{nm2}/{cd2}
  generic: [["flag"], ["pair"], ["flag", "pair"], ["pair", "pair"]],
  // filter/{nm} · filter/{nm}/{val} · filter/{nm1}/{val1}/{nm2}/{val2}
  vizuon: [["flag"], ["pair"], ["pair", "pair"]],
  // filter/{nm} · filter/{nm}/{val} · up to three name/value pairs
  hflor: [["flag"], ["pair"], ["pair", "pair"], ["pair", "pair", "pair"]],
  // Pages without filter children (the all-colours page): every selection is in the query.
  none: [],
};

export interface FacetKinds {
  isBoolean(facet: string): boolean;
  isFacet(facet: string): boolean;
}

export interface EncodedFilters {
  /** Segments after the finder's base path, starting with `filter` (empty when none). */
  segments: string[];
  query: URLSearchParams;
}

function sortedSelections(selections: Selections, order: readonly string[]): Array<[string, string[]]> {
  const rank = (facet: string) => (order.includes(facet) ? order.indexOf(facet) : order.length);
  return Object.entries(selections)
    .filter(([, values]) => values.length > 0)
    .map(([facet, values]): [string, string[]] => [facet, [...new Set(values)].sort()])
    .sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : 1));
}

/** Encodes selections: the longest shape that fits goes in the path, the rest in the query. */
export function encodeFilters(selections: Selections, shapes: ShapeSet, kinds: FacetKinds, facetOrder: readonly string[]): EncodedFilters {
  const entries = sortedSelections(selections, facetOrder);
  const candidates: Part[] = [];
  for (const [facet, values] of entries) candidates.push(kinds.isBoolean(facet) && values.length === 1 && values[0] === "true" ? { facet, value: null } : { facet, value: values[0]! });
  const chosen = bestShape(candidates, SHAPES[shapes]);
  const inPath = new Set(chosen);
  const segments = chosen.length ? ["filter", ...chosen.flatMap((p) => (p.value === null ? [p.facet] : [p.facet, p.value]))] : [];
  const query = new URLSearchParams();
  for (const [facet, values] of entries) {
    const rest = values.filter((value) => !chosen.some((p) => inPath.has(p) && p.facet === facet && (p.value ?? "true") === value));
    if (rest.length) query.set(facet, rest.join(","));
  }
  return { segments, query };
}

/** The allowed shape that puts the most segments in the path, filled from the candidates in order. */
function bestShape(candidates: readonly Part[], shapes: ReadonlyArray<ReadonlyArray<"flag" | "pair">>): Part[] {
  let best: Part[] = [];
  const segmentsOf = (parts: readonly Part[]) => parts.reduce((n, p) => n + (p.value === null ? 1 : 2), 0);
  for (const shape of shapes) {
    const picked: Part[] = [];
    for (const slot of shape) {
      const next = candidates.find((c) => !picked.includes(c) && (slot === "flag") === (c.value === null));
      if (!next) break;
      picked.push(next);
    }
    if (picked.length === shape.length && segmentsOf(picked) > segmentsOf(best)) best = picked;
  }
  return best;
}

/**
 * Caps on what one request may select, so no URL makes the finder parse or match without bound.
 * The catalogue has 31 shown facets (so every facet fits at once) and at most 99 values in one
 * facet (collections on the all-colours page); decision 0014.
 */
export const MAX_FILTER_FACETS = 32;
export const MAX_FILTER_VALUES = 100;

/** The first cap a request went over: `filter` for the number of facets, else the facet over its value cap. */
export interface FilterLimit {
  parameter: string;
  limit: number;
}

export type DecodeResult = { ok: true; selections: Record<string, string[]>; exceeded: FilterLimit | null } | { ok: false; reason: string };

/**
 * A selections record without a prototype: facet names come from the URL, and a plain object
 * would answer `constructor` or `__proto__` with what Object.prototype holds.
 */
export function emptySelections(): Record<string, string[]> {
  return Object.create(null) as Record<string, string[]>;
}

/**
 * Decodes path segments after `filter` (plus the query) back into selections. Linear in the
 * input, and it stops reading past the caps (`exceeded` names the first cap hit).
 */
export function decodeFilters(segments: readonly string[], query: URLSearchParams, shapes: ShapeSet, kinds: FacetKinds): DecodeResult {
  const found = new Map<string, Set<string>>();
  let exceeded: FilterLimit | null = null;
  /** Adds one value; false once the facet can take no more. */
  const add = (facet: string, value: string): boolean => {
    let values = found.get(facet);
    if (!values) {
      if (found.size >= MAX_FILTER_FACETS) {
        exceeded ??= { parameter: "filter", limit: MAX_FILTER_FACETS };
        return false;
      }
      found.set(facet, (values = new Set()));
    }
    if (values.size >= MAX_FILTER_VALUES && !values.has(value)) {
      exceeded ??= { parameter: facet, limit: MAX_FILTER_VALUES };
      return false;
    }
    values.add(value);
    return true;
  };
  const parts = splitPath(segments, shapes, kinds);
  if (!parts.ok) return parts;
  for (const part of parts.parts) add(part.facet, part.value ?? "true");
  for (const [facet, raw] of query) {
    if (RESERVED_PARAMS.has(facet)) continue;
    for (const value of commaValues(raw)) if (!add(facet, value)) break;
  }
  const selections = emptySelections();
  for (const [facet, values] of found) selections[facet] = [...values];
  return { ok: true, selections, exceeded };
}

/** The trimmed, non-empty values of `a,b,c`, read one at a time so a caller can stop early. */
function* commaValues(raw: string): Generator<string> {
  let start = 0;
  while (start <= raw.length) {
    const comma = raw.indexOf(",", start);
    const end = comma === -1 ? raw.length : comma;
    const value = raw.slice(start, end).trim();
    if (value) yield value;
    start = end + 1;
  }
}

function splitPath(segments: readonly string[], shapes: ShapeSet, kinds: FacetKinds): { ok: true; parts: Part[] } | { ok: false; reason: string } {
  if (segments.length === 0) return { ok: true, parts: [] };
  for (const shape of SHAPES[shapes]) {
    const size = shape.reduce((n, slot) => n + (slot === "flag" ? 1 : 2), 0);
    if (size !== segments.length) continue;
    const parts: Part[] = [];
    let i = 0;
    for (const slot of shape) {
      if (slot === "flag") parts.push({ facet: segments[i++]!, value: null });
      else {
        parts.push({ facet: segments[i]!, value: segments[i + 1]! });
        i += 2;
      }
    }
    const flagsOk = parts.every((p) => (p.value === null ? kinds.isBoolean(p.facet) : kinds.isFacet(p.facet)));
    if (flagsOk) return { ok: true, parts };
  }
  return { ok: false, reason: `filter path ${segments.join("/")} does not fit this finder` };
}
