/**
 * The presorted orders of the index. Only A–Z compares strings per document; every other order
 * has few distinct keys (launch days, popularity scores, collections), so it sorts those keys and
 * then places documents with a stable counting sort over the A–Z order, which gives the name
 * tie-break for free and costs two linear passes.
 */
import type { Product } from "../catalogue/model";
import type { FacetContext } from "./facets";
import { foldText } from "../catalogue/normalise";
import { CHECKPOINT, compareStrings, identity, sortIds, type Work } from "./sliced-work";

export const SORT_ORDERS = ["az", "za", "newest", "popular", "collection"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface SortOrders {
  /** Documents in each order. */
  orders: Map<SortOrder, Int32Array>;
  /** Position of each document in each order. */
  ranks: Map<SortOrder, Int32Array>;
}

export function* buildSortOrders(products: readonly Product[], context: FacetContext): Work<SortOrders> {
  const size = products.length;
  const az = yield* byNameThenItemNumber(products);
  const za = az.slice().reverse();
  const newest = yield* stableByKey(az, (doc) => products[doc]!.launchedAt, (a, b) => compareStrings(b, a));
  const popular = yield* stableByKey(az, (doc) => products[doc]!.popularity, (a, b) => b - a);
  const collectionOrder = (code: string) => context.collectionSortOrder?.(code) ?? 0;
  const collection = yield* stableByKey(az, (doc) => products[doc]!.collection, (a, b) => collectionOrder(a) - collectionOrder(b) || compareStrings(a, b));

  const orders = new Map<SortOrder, Int32Array>([["az", az], ["za", za], ["newest", newest], ["popular", popular], ["collection", collection]]);
  const ranks = new Map<SortOrder, Int32Array>();
  for (const [sort, order] of orders) {
    const rank = new Int32Array(size);
    for (let position = 0; position < size; position++) rank[order[position]!] = position;
    ranks.set(sort, rank);
    yield;
  }
  return { orders, ranks };
}

/**
 * A–Z by folded English name, then item number. Names are folded and sorted once per distinct
 * name; documents are then bucketed by name, and only documents sharing a name compare item numbers.
 */
function* byNameThenItemNumber(products: readonly Product[]): Work<Int32Array> {
  const folded = new Map<string, string>();
  const nameRank = yield* keyRanks(
    products.length,
    (doc) => {
      const name = products[doc]!.name.en;
      let key = folded.get(name);
      if (key === undefined) folded.set(name, (key = foldText(name)));
      return key;
    },
    compareStrings,
  );
  const byName = countingSort(identity(products.length), nameRank);
  const item = (doc: number) => products[doc]!.itemNumber;
  for (let start = 0; start < byName.length; ) {
    let end = start + 1;
    while (end < byName.length && nameRank[byName[end]!] === nameRank[byName[start]!]) end++;
    if (end - start > 1) byName.set(yield* sortIds(byName.slice(start, end), (a, b) => compareStrings(item(a), item(b))), start);
    start = end;
  }
  return byName;
}

/** `base` reordered by each document's key; documents with equal keys keep their order in `base`. */
function* stableByKey<K extends string | number>(base: Int32Array, keyOf: (doc: number) => K, compare: (a: K, b: K) => number): Work<Int32Array> {
  return countingSort(base, yield* keyRanks(base.length, keyOf, compare));
}

/** Each document's rank among the distinct keys (equal keys, equal rank). */
function* keyRanks<K extends string | number>(size: number, keyOf: (doc: number) => K, compare: (a: K, b: K) => number): Work<Int32Array> {
  const keyIds = new Map<K, number>();
  const distinct: K[] = [];
  const ranks = new Int32Array(size);
  for (let doc = 0; doc < size; doc++) {
    const key = keyOf(doc);
    let id = keyIds.get(key);
    if (id === undefined) {
      id = distinct.length;
      keyIds.set(key, id);
      distinct.push(key);
    }
    ranks[doc] = id;
    if ((doc & (CHECKPOINT - 1)) === 0) yield;
  }
  const sortedKeys = yield* sortIds(identity(distinct.length), (a, b) => compare(distinct[a]!, distinct[b]!));
  const rankOfKey = new Int32Array(distinct.length);
  sortedKeys.forEach((id, rank) => (rankOfKey[id] = rank));
  for (let doc = 0; doc < size; doc++) ranks[doc] = rankOfKey[ranks[doc]!]!;
  return ranks;
}

/** Stable counting sort of `base` by the documents' ranks: two linear passes. */
function countingSort(base: Int32Array, rankOfDoc: Int32Array): Int32Array {
  let buckets = 0;
  for (const rank of rankOfDoc) if (rank >= buckets) buckets = rank + 1;
  const starts = new Int32Array(buckets + 1);
  for (const rank of rankOfDoc) starts[rank + 1]!++;
  for (let rank = 0; rank < buckets; rank++) starts[rank + 1]! += starts[rank]!;
  const result = new Int32Array(base.length);
  for (const doc of base) result[starts[rankOfDoc[doc]!]!++] = doc;
  return result;
}
