/**
 * The in-memory facet engine. Built once from the catalogue (and rebuilt when it changes), it
 * answers a finder query — filters (OR within a facet, AND across facets), search, sort and a page
 * — with exact disjunctive counts for every facet: each facet is counted as if its own selection
 * were lifted, so a visitor always sees how many products choosing another value would give.
 */
import type { LocalisedText, Product } from "../catalogue/model";
import { type Bitset, andInto, count, createBitset, fill, intersects, orInto, setBit } from "./bitset";
import { FACETS, type FacetContext, type FacetDefinition, type FacetValue } from "./facets";
import { foldText } from "./normalise";
import { SearchIndex } from "./search-index";

export const SORT_ORDERS = ["az", "za", "newest", "popular", "collection"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface FinderQuery {
  /** Filters that scope the finder (region, family, sub-finder); applied, never counted. */
  scope: Readonly<Record<string, readonly string[]>>;
  /** The visitor's selections, by facet name. */
  filters: Readonly<Record<string, readonly string[]>>;
  q?: string;
  sort: SortOrder;
  offset: number;
  limit: number;
}

export interface FacetValueCount {
  code: string;
  label: string | LocalisedText;
  count: number;
  selected: boolean;
}

export interface FacetCounts {
  name: string;
  kind: FacetDefinition["kind"];
  values: FacetValueCount[];
}

export interface FinderResult {
  total: number;
  /** Document numbers of the requested page, in order. */
  docs: number[];
  facets: FacetCounts[];
  /** Selections naming a facet or value the index does not know (ignored). */
  unknown: Array<{ facet: string; value?: string }>;
}

interface FacetColumn {
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

const NONE = 0xffffffff;

export class FinderIndex {
  readonly size: number;
  private readonly columns = new Map<string, FacetColumn>();
  private readonly ranks = new Map<SortOrder, Int32Array>();
  private readonly orders = new Map<SortOrder, Int32Array>();
  private readonly search: SearchIndex;
  private readonly all: Bitset;

  constructor(
    readonly products: readonly Product[],
    context: FacetContext,
    facets: readonly FacetDefinition[] = FACETS,
  ) {
    this.size = products.length;
    this.all = fill(createBitset(this.size), this.size);
    for (const def of facets) this.columns.set(def.name, buildColumn(def, products, context));
    this.buildSorts(context);
    this.search = new SearchIndex(
      this.size,
      products.map((p) => ({
        itemNumber: p.itemNumber,
        texts: [...Object.values(p.name), ...Object.values(context.collectionName(p.collection) ?? {})],
      })),
    );
  }

  facetNames(): string[] {
    return [...this.columns.keys()];
  }

  query(query: FinderQuery): FinderResult {
    const unknown: FinderResult["unknown"] = [];
    const scope = this.all.slice();
    for (const [name, codes] of Object.entries(query.scope)) {
      const mask = this.maskOf(name, codes, unknown) ?? createBitset(this.size);
      andInto(scope, mask);
    }
    const searched = query.q ? this.search.match(query.q) : null;
    if (searched) andInto(scope, searched);

    const selected = new Map<string, Bitset>();
    for (const [name, codes] of Object.entries(query.filters)) {
      if (codes.length === 0) continue;
      const mask = this.maskOf(name, codes, unknown);
      if (mask) selected.set(name, mask);
    }
    const base = scope.slice();
    for (const mask of selected.values()) andInto(base, mask);

    const counted = [...this.columns.values()].filter((c) => !c.def.hidden);
    const counts = new Map(counted.map((c) => [c.def.name, new Uint32Array(c.values.length)]));
    // Facets no document in scope has (adhesive types in a stone finder…) cost nothing to count.
    const unselected = counted.filter((c) => !selected.has(c.def.name) && intersects(c.present, scope));
    countInto(base, unselected, counts);
    for (const name of selected.keys()) {
      const without = scope.slice();
      for (const [other, mask] of selected) if (other !== name) andInto(without, mask);
      countInto(without, [this.columns.get(name)!], counts);
    }

    const total = count(base);
    return {
      total,
      docs: this.page(base, total, query),
      facets: counted.map((column) => facetCounts(column, counts.get(column.def.name)!, query.filters[column.def.name] ?? [])),
      unknown,
    };
  }

  /** OR of the known values' documents; null when none of the codes is known (nothing to filter on). */
  private maskOf(name: string, codes: readonly string[], unknown: FinderResult["unknown"]): Bitset | null {
    const column = this.columns.get(name);
    if (!column) {
      unknown.push({ facet: name });
      return null;
    }
    let mask: Bitset | null = null;
    for (const code of codes) {
      const id = column.codeIndex.get(code);
      if (id === undefined) unknown.push({ facet: name, value: code });
      else orInto((mask ??= createBitset(this.size)), column.bitsets[id]!);
    }
    return mask;
  }

  private page(base: Bitset, total: number, query: FinderQuery): number[] {
    const { offset, limit } = query;
    if (limit <= 0 || offset >= total) return [];
    const order = this.orders.get(query.sort)!;
    if (total * 32 >= this.size) {
      // Dense result: walk the presorted order and keep members.
      const docs: number[] = [];
      let skipped = 0;
      for (let i = 0; i < order.length && docs.length < limit; i++) {
        const doc = order[i]!;
        if ((base[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
        if (skipped++ >= offset) docs.push(doc);
      }
      return docs;
    }
    // Sparse result: gather the members and sort them by rank.
    const rank = this.ranks.get(query.sort)!;
    const members: number[] = [];
    for (let w = 0; w < base.length; w++) {
      let word = base[w]!;
      while (word !== 0) {
        const low = word & -word;
        members.push((w << 5) + 31 - Math.clz32(low));
        word ^= low;
      }
    }
    members.sort((a, b) => rank[a]! - rank[b]!);
    return members.slice(offset, offset + limit);
  }

  private buildSorts(context: FacetContext): void {
    const ids = Array.from({ length: this.size }, (_, i) => i);
    const names = this.products.map((p) => foldText(p.name.en));
    const byName = (a: number, b: number) => (names[a]! < names[b]! ? -1 : names[a]! > names[b]! ? 1 : this.products[a]!.itemNumber < this.products[b]!.itemNumber ? -1 : 1);
    const collectionOrder = (p: Product) => context.collectionSortOrder?.(p.collection) ?? 0;
    const sorted: Record<SortOrder, number[]> = {
      az: [...ids].sort(byName),
      za: [],
      newest: [...ids].sort((a, b) => (this.products[b]!.launchedAt < this.products[a]!.launchedAt ? -1 : this.products[b]!.launchedAt > this.products[a]!.launchedAt ? 1 : byName(a, b))),
      popular: [...ids].sort((a, b) => this.products[b]!.popularity - this.products[a]!.popularity || byName(a, b)),
      collection: [...ids].sort((a, b) => collectionOrder(this.products[a]!) - collectionOrder(this.products[b]!) || (this.products[a]!.collection < this.products[b]!.collection ? -1 : this.products[a]!.collection > this.products[b]!.collection ? 1 : byName(a, b))),
    };
    sorted.za = [...sorted.az].reverse();
    for (const sort of Object.keys(sorted) as SortOrder[]) {
      const order = Int32Array.from(sorted[sort]);
      const rank = new Int32Array(this.size);
      order.forEach((doc, position) => (rank[doc] = position));
      this.orders.set(sort, order);
      this.ranks.set(sort, rank);
    }
  }
}

function buildColumn(def: FacetDefinition, products: readonly Product[], context: FacetContext): FacetColumn {
  const values: FacetValue[] = [];
  const codeIndex = new Map<string, number>();
  const perDoc: number[][] = new Array(products.length);
  let isMulti = false;
  products.forEach((product, doc) => {
    const ids: number[] = [];
    for (const value of def.values(product, context)) {
      let id = codeIndex.get(value.code);
      if (id === undefined) {
        id = values.length;
        codeIndex.set(value.code, id);
        values.push(value);
      }
      if (!ids.includes(id)) ids.push(id);
    }
    if (ids.length > 1) isMulti = true;
    perDoc[doc] = ids;
  });
  const bitsets = values.map(() => createBitset(products.length));
  const present = createBitset(products.length);
  perDoc.forEach((ids, doc) => {
    ids.forEach((id) => setBit(bitsets[id]!, doc));
    if (ids.length) setBit(present, doc);
  });
  if (!isMulti) {
    const single = new Uint32Array(products.length).fill(NONE);
    perDoc.forEach((ids, doc) => {
      if (ids.length) single[doc] = ids[0]!;
    });
    return { def, values, codeIndex, single, offsets: null, multi: null, bitsets, present };
  }
  const offsets = new Uint32Array(products.length + 1);
  perDoc.forEach((ids, doc) => (offsets[doc + 1] = offsets[doc]! + ids.length));
  const multi = new Uint32Array(offsets[products.length]!);
  perDoc.forEach((ids, doc) => multi.set(ids, offsets[doc]!));
  return { def, values, codeIndex, single: null, offsets, multi, bitsets, present };
}

/** Adds, for every document in `docs`, one to each of its values in each of `columns`. */
function countInto(docs: Bitset, columns: readonly FacetColumn[], counts: Map<string, Uint32Array>): void {
  const singles = columns.filter((c) => c.single);
  const multis = columns.filter((c) => c.multi);
  const singleArrays = singles.map((c) => c.single!);
  const singleCounts = singles.map((c) => counts.get(c.def.name)!);
  const multiCounts = multis.map((c) => counts.get(c.def.name)!);
  const s = singleArrays.length;
  for (let w = 0; w < docs.length; w++) {
    let word = docs[w]!;
    while (word !== 0) {
      const low = word & -word;
      const doc = (w << 5) + 31 - Math.clz32(low);
      word ^= low;
      for (let f = 0; f < s; f++) {
        const value = singleArrays[f]![doc]!;
        if (value !== NONE) singleCounts[f]![value]!++;
      }
      for (let f = 0; f < multis.length; f++) {
        const column = multis[f]!;
        const end = column.offsets![doc + 1]!;
        for (let i = column.offsets![doc]!; i < end; i++) multiCounts[f]![column.multi![i]!]!++;
      }
    }
  }
}

function facetCounts(column: FacetColumn, counts: Uint32Array, selectedCodes: readonly string[]): FacetCounts {
  const values: FacetValueCount[] = [];
  column.values.forEach((value, id) => {
    const selected = selectedCodes.includes(value.code);
    if (counts[id]! > 0 || selected) values.push({ code: value.code, label: value.label, count: counts[id]!, selected });
  });
  if (column.def.kind === "measure") {
    const order = new Map(column.values.map((v) => [v.code, v.order ?? 0]));
    values.sort((a, b) => order.get(a.code)! - order.get(b.code)!);
  } else values.sort((a, b) => b.count - a.count || (a.code < b.code ? -1 : 1));
  return { name: column.def.name, kind: column.def.kind, values };
}
