/**
 * The where-to-buy gazetteer (decisions 0037 and 0057): GeoNames cities, with their population,
 * and postal prefixes of the countries that have partners, read from cities.tsv.gz
 * (scripts/build-gazetteer.ts) on the first search and kept in memory. Server only: it never
 * reaches the browser.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { looksPostal, normalisePlace, normalisePostal } from "../../../core/dealers/normalise";

export interface Place {
  name: string;
  country: string;
  state: string;
  lat: number;
  lon: number;
}

export type PlaceLookup =
  | { found: Place; others: Place[] }
  /** Nothing matched: names that start like the query, for "did you mean". */
  | { found: null; suggestions: Place[] };

/** A place and the people living there (GeoNames), which orders places of one name. */
interface Ranked {
  place: Place;
  population: number;
}

interface Index {
  byName: Map<string, Ranked[]>;
  names: string[];
  postal: { country: string; prefix: string; place: Place }[];
}

/** Names looked at for "did you mean", at most. */
const SUGGESTION_SCAN = 5000;

export class Gazetteer {
  private index: Index | null = null;

  constructor(private readonly file: string) {}

  private load(): Index {
    if (this.index) return this.index;
    const byName = new Map<string, Ranked[]>();
    const postal: Index["postal"] = [];
    for (const line of gunzipSync(readFileSync(this.file)).toString("utf8").split("\n")) {
      const cells = line.split("\t");
      if (cells[0] === "C" && cells.length === 8) {
        const [, name, normalised, country, state, lat, lon, population] = cells as [string, string, string, string, string, string, string, string];
        // The build leaves the normalised name empty when it is the name in lower case.
        const key = normalised || name.toLowerCase();
        const list = byName.get(key) ?? [];
        list.push({ place: { name, country, state, lat: Number(lat), lon: Number(lon) }, population: Number(population) });
        byName.set(key, list);
      } else if (cells[0] === "P" && cells.length === 6) {
        const [, country, prefix, lat, lon, name] = cells as [string, string, string, string, string, string];
        postal.push({ country, prefix, place: { name, country, state: "", lat: Number(lat), lon: Number(lon) } });
      }
    }
    // Largest first, so that "Boston" is Boston, MA and the smaller Bostons are offered after it.
    for (const list of byName.values()) list.sort((a, b) => b.population - a.population);
    // Longest prefix first, so "L5N" wins over "L".
    postal.sort((a, b) => b.prefix.length - a.prefix.length);
    return (this.index = { byName, names: [...byName.keys()].sort(), postal });
  }

  /**
   * A city (any case or accents; native names of the larger cities) or a postal code, within
   * `countries`. Extra postal codes (the partners' own) may be passed as `knownPostal`. Of several
   * places with the name (Boston GA, MA, NY) the most populous is taken, the others offered.
   */
  lookup(query: string, countries: readonly string[], knownPostal: readonly { code: string; place: Place }[] = []): PlaceLookup {
    const index = this.load();
    const inScope = (place: Place) => countries.includes(place.country);
    if (looksPostal(query)) {
      const code = normalisePostal(query);
      const exact = knownPostal.find((known) => normalisePostal(known.code) === code && inScope(known.place));
      if (exact) return { found: exact.place, others: [] };
      const prefix = index.postal.find((entry) => countries.includes(entry.country) && code.startsWith(entry.prefix));
      if (prefix) return { found: prefix.place, others: [] };
    }
    const key = normalisePlace(query);
    const matches = key ? this.named(query, inScope) : [];
    if (matches.length) return { found: matches[0]!, others: matches.slice(1, 6) };
    return { found: null, suggestions: key ? this.startingWith(key, inScope) : [] };
  }

  /**
   * The places of a name, largest first; "Boston, NY" (as the page labels and links the others)
   * puts the one in that state first.
   */
  private named(query: string, inScope: (place: Place) => boolean): Place[] {
    const { byName } = this.load();
    const places = (key: string) => (byName.get(key) ?? []).map((entry) => entry.place).filter(inScope);
    // Whole first: "Washington, D.C." is a name.
    const whole = places(normalisePlace(query));
    const comma = query.lastIndexOf(",");
    if (whole.length || comma < 0) return whole;
    const state = query.slice(comma + 1).trim().toUpperCase();
    const all = places(normalisePlace(query.slice(0, comma)));
    const inState = all.filter((place) => place.state.toUpperCase() === state);
    return inState.length ? [...inState, ...all.filter((place) => !inState.includes(place))] : [];
  }

  /** The most populous places whose names start like `key`, one per name. */
  private startingWith(key: string, inScope: (place: Place) => boolean): Place[] {
    const { names, byName } = this.load();
    const found: Ranked[] = [];
    // Binary search to the first name >= key; names are sorted, so matches are contiguous.
    let lo = 0;
    let hi = names.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (names[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    // A one-letter query starts thousands of names: looking at the first few thousand bounds the work.
    for (let i = lo, end = Math.min(names.length, lo + SUGGESTION_SCAN); i < end && names[i]!.startsWith(key); i++) {
      const largest = byName.get(names[i]!)!.find((entry) => inScope(entry.place));
      if (largest) found.push(largest);
    }
    return found
      .sort((a, b) => b.population - a.population)
      .slice(0, 5)
      .map((entry) => entry.place);
  }
}
