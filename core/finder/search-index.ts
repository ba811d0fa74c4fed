/**
 * Search by item number (exact or prefix, with or without separators) or by name (case-, accent-
 * and word-order-tolerant: every word of the query must begin a word of the product).
 */
import { type Bitset, createBitset, orInto, andInto, setBit } from "./bitset";
import { compactItemNumber, searchTokens } from "./normalise";

export interface Searchable {
  itemNumber: string;
  /** Every text the product is known by: names in all languages, collection name. */
  texts: readonly string[];
}

export class SearchIndex {
  private readonly tokens: string[];
  private readonly postings: Int32Array[];
  private readonly itemNumbers: string[];
  private readonly itemDocs: Int32Array;
  private readonly cache = new Map<string, Bitset>();

  constructor(
    private readonly size: number,
    docs: readonly Searchable[],
  ) {
    const byToken = new Map<string, number[]>();
    docs.forEach((doc, id) => {
      const seen = new Set<string>();
      for (const text of [doc.itemNumber, ...doc.texts]) for (const token of searchTokens(text)) seen.add(token);
      for (const token of seen) {
        const list = byToken.get(token);
        if (list) list.push(id);
        else byToken.set(token, [id]);
      }
    });
    this.tokens = [...byToken.keys()].sort();
    this.postings = this.tokens.map((t) => Int32Array.from(byToken.get(t)!));
    const items = docs.map((d, id) => [compactItemNumber(d.itemNumber), id] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.itemNumbers = items.map((i) => i[0]);
    this.itemDocs = Int32Array.from(items.map((i) => i[1]));
  }

  /** Documents matching the query; null when the query has nothing to search for. */
  match(query: string): Bitset | null {
    const key = query.trim().toLowerCase();
    if (!key) return null;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const result = this.compute(query);
    if (this.cache.size >= 256) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, result);
    return result;
  }

  private compute(query: string): Bitset {
    const words = searchTokens(query);
    let byWords: Bitset | null = null;
    for (const word of words) {
      const bits = createBitset(this.size);
      const [from, to] = prefixRange(this.tokens, word);
      for (let i = from; i < to; i++) for (const doc of this.postings[i]!) setBit(bits, doc);
      if (byWords) andInto(byWords, bits);
      else byWords = bits;
    }
    const result = byWords ?? createBitset(this.size);
    const compact = compactItemNumber(query);
    if (compact.length >= 2) {
      const [from, to] = prefixRange(this.itemNumbers, compact);
      const byItem = createBitset(this.size);
      for (let i = from; i < to; i++) setBit(byItem, this.itemDocs[i]!);
      orInto(result, byItem);
    }
    return result;
  }
}

/** Indexes [from, to) of the sorted strings that start with `prefix`. */
function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  const lower = (target: string) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return [lower(prefix), lower(`${prefix}\uffff`)];
}
