/**
 * The in-memory facet engine. Built once from the catalogue (and rebuilt when it changes), it
 * answers a finder query — filters (OR within a facet, AND across facets), search, sort and a page
 * — with exact disjunctive counts for every facet: each facet is counted as if its own selection
 * were lifted, so a visitor always sees how many products choosing another value would give.
 */
import type { LocalisedText, Product } from "../catalogue/model";
import { type Bitset, andInto, count, createBitset, fill, intersects, orInto } from "./bitset";
import { type FacetColumn, NONE, buildColumn } from "./facet-columns";
import { FACETS, type FacetContext, type FacetDefinition } from "./facets";
import { type SearchIndex, buildSearchIndex } from "./search-index";
import { type SliceOptions, type Work, runInSlices, runToEnd } from "./sliced-work";
import { type SortOrder, type SortOrders, buildSortOrders } from "./sort-orders";

export { SORT_ORDERS, type SortOrder } from "./sort-orders";

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

export interface IndexParts {
  columns: Map<string, FacetColumn>;
  sorts: SortOrders;
  search: SearchIndex;
}

/** Builds every part of an index, yielding every few thousand documents (see sliced-work.ts). */
export function* buildIndexParts(products: readonly Product[], context: FacetContext, facets: readonly FacetDefinition[] = FACETS): Work<IndexParts> {
  const columns = new Map<string, FacetColumn>();
  for (const def of facets) columns.set(def.name, yield* buildColumn(def, products, context));
  const sorts = yield* buildSortOrders(products, context);
  const search = yield* buildSearchIndex(products, context);
  return { columns, sorts, search };
}

export class FinderIndex {
  readonly size: number;
  private readonly columns: Map<string, FacetColumn>;
  private readonly ranks: Map<SortOrder, Int32Array>;
  private readonly orders: Map<SortOrder, Int32Array>;
  private readonly search: SearchIndex;
  private readonly all: Bitset;
  private readonly scratch: Bitset[] = [];
  private scratchUsed = 0;

  /** Builds at once on this thread; `parts` (from `buildIndexParts`) skips the build. */
  constructor(
    readonly products: readonly Product[],
    context: FacetContext,
    facets: readonly FacetDefinition[] = FACETS,
    parts: IndexParts = runToEnd(buildIndexParts(products, context, facets)),
  ) {
    this.size = products.length;
    this.all = fill(createBitset(this.size), this.size);
    this.columns = parts.columns;
    this.orders = parts.sorts.orders;
    this.ranks = parts.sorts.ranks;
    this.search = parts.search;
  }

  /** Builds in slices that give the event loop back, so the caller's old index keeps answering. */
  static async buildInSlices(products: readonly Product[], context: FacetContext, options: SliceOptions, facets: readonly FacetDefinition[] = FACETS): Promise<FinderIndex> {
    const parts = await runInSlices(buildIndexParts(products, context, facets), options);
    return new FinderIndex(products, context, facets, parts);
  }

  facetNames(): string[] {
    return [...this.columns.keys()];
  }

  query(query: FinderQuery): FinderResult {
    this.scratchUsed = 0;
    const unknown: FinderResult["unknown"] = [];
    const scope = this.take();
    scope.set(this.all);
    for (const [name, codes] of Object.entries(query.scope)) {
      const mask = this.maskOf(name, codes, unknown);
      if (mask) andInto(scope, mask);
      else scope.fill(0);
    }
    const searched = query.q ? this.search.match(query.q) : null;
    if (searched) andInto(scope, searched);

    const selected = new Map<string, Bitset>();
    for (const [name, codes] of Object.entries(query.filters)) {
      if (codes.length === 0) continue;
      const mask = this.maskOf(name, codes, unknown);
      if (mask) selected.set(name, mask);
    }
    const base = this.take();
    base.set(scope);
    for (const mask of selected.values()) andInto(base, mask);

    const counted = [...this.columns.values()].filter((c) => !c.def.hidden);
    const counts = new Map(counted.map((c) => [c.def.name, new Uint32Array(c.values.length)]));
    // Facets no document in scope has (adhesive types in a stone finder…) cost nothing to count.
    const unselected = counted.filter((c) => !selected.has(c.def.name) && intersects(c.present, scope));
    countInto(base, unselected, counts);
    const without = selected.size ? this.take() : null;
    for (const name of selected.keys()) {
      const column = this.columns.get(name);
      if (!column || !without) continue;
      without.set(scope);
      for (const [other, mask] of selected) if (other !== name) andInto(without, mask);
      countInto(without, [column], counts);
    }

    const total = count(base);
    return {
      total,
      docs: this.page(base, total, query),
      facets: counted.map((column) => facetCounts(column, counts.get(column.def.name)!, query.filters[column.def.name] ?? [])),
      unknown,
    };
  }

  /**
   * A bitset for this query only, reused by the next: allocating several 125 KB bitsets per query at
   * 1M products made the collector mark the whole catalogue every few hundred queries (p99).
   */
  private take(): Bitset {
    const bits = (this.scratch[this.scratchUsed] ??= createBitset(this.size));
    this.scratchUsed++;
    return bits;
  }

  /**
   * Documents having any of the known codes; null when none is known (nothing to filter on). One
   * code is its value's own bitset, read only; several are OR-ed into a scratch bitset.
   */
  private maskOf(name: string, codes: readonly string[], unknown: FinderResult["unknown"]): Bitset | null {
    const column = this.columns.get(name);
    if (!column) {
      unknown.push({ facet: name });
      return null;
    }
    const known: Bitset[] = [];
    for (const code of codes) {
      const id = column.codeIndex.get(code);
      if (id === undefined) unknown.push({ facet: name, value: code });
      else known.push(column.bitsets[id]!);
    }
    if (known.length <= 1) return known[0] ?? null;
    const mask = this.take();
    mask.set(known[0]!);
    for (let i = 1; i < known.length; i++) orInto(mask, known[i]!);
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
