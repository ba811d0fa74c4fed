/**
 * One facet's column of the index: the value id of every document (or a CSR list when a document
 * can have several), a bitset per value and the documents having any value. Built in one pass
 * that collects ids straight into typed arrays: no per-document arrays, so a 1M build makes
 * almost no garbage beyond what the facet's own `values()` returns.
 */
import type { Product } from "../catalogue/model";
import { type Bitset, createBitset } from "./bitset";
import type { FacetContext, FacetDefinition, FacetValue } from "./facets";
import { CHECKPOINT, GrowableIds, type Work } from "./sliced-work";

export const NONE = 0xffffffff;

export interface FacetColumn {
  def: FacetDefinition;
  values: FacetValue[];
  codeIndex: Map<string, number>;
  /** Value id per document (single-valued facets); NONE when the document has no value. */
  single: Uint32Array | null;
  /** CSR layout for multi-valued facets. */
  offsets: Uint32Array | null;
  multi: Uint32Array | null;
  bitsets: Bitset[];
  /** Documents having any value of this facet: lets a query skip facets absent from its scope. */
  present: Bitset;
}

export function* buildColumn(def: FacetDefinition, products: readonly Product[], context: FacetContext): Work<FacetColumn> {
  const size = products.length;
  const values: FacetValue[] = [];
  const codeIndex = new Map<string, number>();
  const bitsets: Bitset[] = [];
  const present = createBitset(size);
  // Most facets have at most one value per document: fill `single`, and switch to CSR only when a
  // document with several values shows up.
  const single = new Uint32Array(size).fill(NONE);
  let csr: { offsets: Uint32Array; ids: GrowableIds } | null = null;
  // The value ids of the current document, reused: a fresh array per document is 1M allocations.
  let own: Uint32Array = new Uint32Array(64);
  for (let doc = 0; doc < size; doc++) {
    let count = 0;
    for (const value of def.values(products[doc]!, context)) {
      let id = codeIndex.get(value.code);
      if (id === undefined) {
        id = values.length;
        codeIndex.set(value.code, id);
        values.push(value);
        bitsets.push(createBitset(size));
      }
      if (containsFirst(own, count, id)) continue;
      if (count === own.length) own = grown(own);
      own[count++] = id;
    }
    if (count > 1 && !csr) csr = csrUpTo(single, doc);
    if (csr) {
      for (let i = 0; i < count; i++) csr.ids.push(own[i]!);
      csr.offsets[doc + 1] = csr.ids.length;
    } else if (count === 1) single[doc] = own[0]!;
    if (count) {
      const word = doc >>> 5;
      const bit = 1 << (doc & 31);
      present[word]! |= bit;
      for (let i = 0; i < count; i++) bitsets[own[i]!]![word]! |= bit;
    }
    if ((doc & (CHECKPOINT - 1)) === CHECKPOINT - 1) yield;
  }
  if (csr) return { def, values, codeIndex, single: null, offsets: csr.offsets, multi: csr.ids.toArray(), bitsets, present };
  return { def, values, codeIndex, single, offsets: null, multi: null, bitsets, present };
}

/** The CSR form of the single values of documents before `end`. */
function csrUpTo(single: Uint32Array, end: number) {
  const offsets = new Uint32Array(single.length + 1);
  const ids = new GrowableIds(Math.max(1024, end * 2));
  for (let doc = 0; doc < end; doc++) {
    if (single[doc] !== NONE) ids.push(single[doc]!);
    offsets[doc + 1] = ids.length;
  }
  return { offsets, ids };
}

function containsFirst(ids: Uint32Array, count: number, id: number): boolean {
  for (let i = 0; i < count; i++) if (ids[i] === id) return true;
  return false;
}

function grown(ids: Uint32Array): Uint32Array {
  const bigger = new Uint32Array(ids.length * 2);
  bigger.set(ids);
  return bigger;
}
