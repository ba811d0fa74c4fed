/**
 * The where-to-buy gazetteer (decision 0037): cities and postal prefixes of the countries that
 * have partners, read from cities.tsv.gz (scripts/build-gazetteer.ts) on the first search and
 * kept in memory. Server only: it never reaches the browser.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { distanceKm, type LatLon } from "../../../core/dealers/distance";
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

interface Index {
  byName: Map<string, Place[]>;
  names: string[];
  postal: { country: string; prefix: string; place: Place }[];
}

export class Gazetteer {
  private index: Index | null = null;

  constructor(private readonly file: string) {}

  private load(): Index {
    if (this.index) return this.index;
    const byName = new Map<string, Place[]>();
    const postal: Index["postal"] = [];
    for (const line of gunzipSync(readFileSync(this.file)).toString("utf8").split("\n")) {
      const cells = line.split("\t");
      if (cells[0] === "C" && cells.length === 7) {
        const [, name, key, country, state, lat, lon] = cells as [string, string, string, string, string, string, string];
        const list = byName.get(key) ?? [];
        list.push({ name, country, state, lat: Number(lat), lon: Number(lon) });
        byName.set(key, list);
      } else if (cells[0] === "P" && cells.length === 6) {
        const [, country, prefix, lat, lon, name] = cells as [string, string, string, string, string, string];
        postal.push({ country, prefix, place: { name, country, state: "", lat: Number(lat), lon: Number(lon) } });
      }
    }
    // Longest prefix first, so "L5N" wins over "L".
    postal.sort((a, b) => b.prefix.length - a.prefix.length);
    return (this.index = { byName, names: [...byName.keys()].sort(), postal });
  }

  /**
   * A city (any case or accents; native names of the larger cities) or a postal code, within
   * `countries`. Extra postal codes (the partners' own) may be passed as `knownPostal`. Of several
   * places with the name (Boston GA, MA, NY) the one nearest a partner (`near`) is taken first: the
   * package has no population to tell the big city, and partners sit in big cities.
   */
  lookup(query: string, countries: readonly string[], knownPostal: readonly { code: string; place: Place }[] = [], near: readonly LatLon[] = []): PlaceLookup {
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
    const matches = key ? (index.byName.get(key) ?? []).filter(inScope) : [];
    if (matches.length) {
      const closeness = (place: Place) => Math.min(Infinity, ...near.map((point) => distanceKm(place, point)));
      const ranked = near.length ? [...matches].sort((a, b) => closeness(a) - closeness(b)) : matches;
      return { found: ranked[0]!, others: ranked.slice(1, 6) };
    }
    return { found: null, suggestions: key ? this.startingWith(key, inScope) : [] };
  }

  private startingWith(key: string, inScope: (place: Place) => boolean): Place[] {
    const { names, byName } = this.load();
    const out: Place[] = [];
    // Binary search to the first name >= key; names are sorted, so matches are contiguous.
    let lo = 0;
    let hi = names.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (names[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < names.length && names[i]!.startsWith(key) && out.length < 5; i++) {
      const place = byName.get(names[i]!)!.find(inScope);
      if (place) out.push(place);
    }
    return out;
  }
}
