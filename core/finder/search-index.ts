/**
 * Search by item number (exact or prefix, with or without separators) or by name (case-, accent-
 * and word-order-tolerant: every word of the query must begin a word of the product).
 */
import type { Product } from "../catalogue/model";
import { type Bitset, andInto, createBitset, orInto, setBit } from "./bitset";
import type { FacetContext } from "./facets";
import { compactItemNumber, searchTokens } from "../catalogue/normalise";
import { CHECKPOINT, GrowableIds, compareStrings, identity, sortIds, type Work } from "./sliced-work";

interface SearchParts {
  size: number;
  /** Every distinct word, sorted, so a prefix is a range. */
  tokens: readonly string[];
  /** CSR postings: the documents of tokens[i] are postingDocs[postingOffsets[i] .. postingOffsets[i + 1]). */
  postingOffsets: Uint32Array;
  postingDocs: Int32Array;
  /** Compact item numbers, sorted, and their documents. */
  itemNumbers: readonly string[];
  itemDocs: Int32Array;
}

export class SearchIndex {
  private readonly cache = new Map<string, Bitset>();

  constructor(private readonly parts: SearchParts) {}

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
    const { size, tokens, postingOffsets, postingDocs, itemNumbers, itemDocs } = this.parts;
    let byWords: Bitset | null = null;
    for (const word of searchTokens(query)) {
      const bits = createBitset(size);
      const [from, to] = prefixRange(tokens, word);
      for (let i = postingOffsets[from]!; i < postingOffsets[to]!; i++) setBit(bits, postingDocs[i]!);
      if (byWords) andInto(byWords, bits);
      else byWords = bits;
    }
    const result = byWords ?? createBitset(size);
    const compact = compactItemNumber(query);
    if (compact.length >= 2) {
      const [from, to] = prefixRange(itemNumbers, compact);
      const byItem = createBitset(size);
      for (let i = from; i < to; i++) setBit(byItem, itemDocs[i]!);
      orInto(result, byItem);
    }
    return result;
  }
}

/**
 * Indexes every product's item number, names in all languages and collection name. Names and
 * collection names repeat (across languages, across a collection), so each distinct text is
 * tokenised once; words become ids at once and postings are collected in typed arrays.
 */
export function* buildSearchIndex(products: readonly Product[], context: FacetContext): Work<SearchIndex> {
  const size = products.length;
  const words = new WordIds();
  const textWords = new Map<string, number[]>();
  const wordsOfText = (text: string) => {
    let ids = textWords.get(text);
    if (!ids) {
      ids = words.idsOf(text);
      if (textWords.size >= 100_000) textWords.clear();
      textWords.set(text, ids);
    }
    return ids;
  };
  const collectionWords = new Map<string, number[]>();
  const wordsOfCollection = (code: string) => {
    let ids = collectionWords.get(code);
    if (!ids) {
      ids = [];
      const names = context.collectionName(code) ?? {};
      for (const locale in names) ids.push(...wordsOfText(names[locale as keyof typeof names]!));
      collectionWords.set(code, ids);
    }
    return ids;
  };

  const docOffsets = new Uint32Array(size + 1);
  const docWords = new GrowableIds(Math.max(1024, size * 4));
  // A document has a handful of words: finding a repeat by scanning its own is cheaper than a
  // per-word array that grows with the dictionary.
  const add = (ids: readonly number[], doc: number) => {
    const from = docOffsets[doc]!;
    for (const id of ids) if (!docWords.includesFrom(from, id)) docWords.push(id);
  };
  const compacts = new Array<string>(size);
  for (let doc = 0; doc < size; doc++) {
    const product = products[doc]!;
    add(words.idsOf(product.itemNumber), doc);
    for (const locale in product.name) add(wordsOfText(product.name[locale as keyof typeof product.name]!), doc);
    add(wordsOfCollection(product.collection), doc);
    docOffsets[doc + 1] = docWords.length;
    compacts[doc] = compactItemNumber(product.itemNumber);
    if ((doc & (CHECKPOINT - 1)) === 0) yield;
  }

  const texts = words.texts;
  const perWord = new Uint32Array(texts.length);
  for (let i = 0; i < docWords.length; i++) perWord[docWords.data[i]!]!++;
  const sorted = yield* sortIds(identity(texts.length), (a, b) => compareStrings(texts[a]!, texts[b]!));
  const rankOf = new Int32Array(texts.length);
  const postingOffsets = new Uint32Array(texts.length + 1);
  for (let rank = 0; rank < sorted.length; rank++) {
    rankOf[sorted[rank]!] = rank;
    postingOffsets[rank + 1] = postingOffsets[rank]! + perWord[sorted[rank]!]!;
  }
  const cursor = postingOffsets.slice(0, texts.length);
  const postingDocs = new Int32Array(docWords.length);
  for (let doc = 0; doc < size; doc++) {
    for (let i = docOffsets[doc]!; i < docOffsets[doc + 1]!; i++) postingDocs[cursor[rankOf[docWords.data[i]!]!]!++] = doc;
    if ((doc & (CHECKPOINT - 1)) === 0) yield;
  }
  const tokens = Array.from(sorted, (id) => texts[id]!);

  const itemDocs = yield* sortIds(identity(size), (a, b) => compareStrings(compacts[a]!, compacts[b]!));
  const itemNumbers = Array.from(itemDocs, (doc) => compacts[doc]!);
  return new SearchIndex({ size, tokens, postingOffsets, postingDocs, itemNumbers, itemDocs });
}

/** Interns words: each distinct word gets the next id. */
class WordIds {
  readonly texts: string[] = [];
  private readonly ids = new Map<string, number>();

  idsOf(text: string): number[] {
    const words = searchTokens(text);
    const ids = new Array<number>(words.length);
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      let id = this.ids.get(word);
      if (id === undefined) {
        id = this.texts.length;
        this.ids.set(word, id);
        this.texts.push(word);
      }
      ids[i] = id;
    }
    return ids;
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
