/**
 * Which reps cover what a visitor typed: a postal code (matched by postal prefix, the longest
 * prefix winning per country and product line) or a state, province, prefecture or city (matched
 * by name). Pure, so the rules are unit-tested without a database (decision 0036).
 */
import { REGION_CONFIG, type Region } from "../regions/regions";
import type { ProductFamily } from "../catalogue/families";
import type { SalesRep } from "./rep";

export const QUERY_MAX = 60;

export type RepQuery =
  | { kind: "empty" }
  | { kind: "invalid"; reason: "tooLong" | "characters" }
  | { kind: "postal"; country: string | null; code: string }
  | { kind: "place"; name: string };

const ALLOWED = /^[\p{L}\p{N}\s'’.,-]+$/u;
const COUNTRY_THEN_CODE = /^([A-Z]{2})[\s-]+([0-9A-Z][0-9A-Z\s-]*)$/;
const POSTAL = /^[0-9A-Z][0-9A-Z\s-]*$/;

/** Folds case, width and accents so "Québec", "QUEBEC" and "quebec" are one name. */
export function normaliseName(value: string): string {
  return value.normalize("NFKC").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[\s'’.,-]+/g, " ").trim();
}

/** A postal code without spaces or hyphens, upper case: "m5v 2t6" is "M5V2T6". */
export function normalisePostal(value: string): string {
  return value.normalize("NFKC").toUpperCase().replace(/[\s-]+/g, "");
}

/** Reads the search box. A postal code holds a digit; GL takes an optional country code before it. */
export function parseRepQuery(region: Region, raw: string | null | undefined): RepQuery {
  const text = (raw ?? "").normalize("NFKC").trim();
  if (!text) return { kind: "empty" };
  if (text.length > QUERY_MAX) return { kind: "invalid", reason: "tooLong" };
  if (!ALLOWED.test(text)) return { kind: "invalid", reason: "characters" };
  const upper = text.toUpperCase();
  if (/\d/.test(upper)) {
    const qualified = COUNTRY_THEN_CODE.exec(upper);
    const regionCountry = REGION_CONFIG[region].country;
    if (qualified && /\d/.test(qualified[2]!) && (regionCountry === null || qualified[1] === regionCountry)) {
      return { kind: "postal", country: qualified[1]!, code: normalisePostal(qualified[2]!) };
    }
    if (POSTAL.test(upper) && normalisePostal(upper).length >= 2 && normalisePostal(upper).length <= 10) {
      return { kind: "postal", country: regionCountry, code: normalisePostal(upper) };
    }
    return { kind: "invalid", reason: "characters" };
  }
  const name = normaliseName(text);
  return name.length >= 2 ? { kind: "place", name } : { kind: "invalid", reason: "characters" };
}

/**
 * How well a rep's prefix list covers a postal code: higher for a longer (then narrower) matching
 * prefix, -1 for none. A whole-country entry (`DE:`) scores 0, so any narrower rep outranks it.
 */
export function postalScore(rep: Pick<SalesRep, "country" | "postalPrefixes">, country: string | null, code: string): number {
  return postalMatch(rep, country, code).score;
}

/** The best match and the country of the entry that gave it. */
function postalMatch(rep: Pick<SalesRep, "country" | "postalPrefixes">, country: string | null, code: string): { score: number; country: string } {
  let best = { score: -1, country: rep.country };
  for (const entry of rep.postalPrefixes) {
    const colon = entry.indexOf(":");
    const entryCountry = colon >= 0 ? entry.slice(0, colon).toUpperCase() : rep.country;
    if (country !== null && entryCountry !== country) continue;
    const length = prefixMatch(colon >= 0 ? entry.slice(colon + 1) : entry, code);
    if (length > best.score) best = { score: length, country: entryCountry };
  }
  return best;
}

/** Per character of prefix: far more than any range can take off for its width. */
const PER_CHARACTER = 1_000_000;

/**
 * `750` matches codes starting 750; `750-799` codes whose first three characters fall in the
 * range. The score grows with the prefix length and, among equal lengths, a narrower range wins
 * (`900-918` for a city beats `900-961` for its state).
 */
function prefixMatch(pattern: string, code: string): number {
  const [low, high] = pattern.split("-").map(normalisePostal);
  if (high === undefined) return code.startsWith(low!) ? low!.length * PER_CHARACTER : -1;
  if (low!.length !== high.length || code.length < low!.length) return -1;
  const head = code.slice(0, low!.length);
  const width = Math.min(PER_CHARACTER - 1, Math.max(0, parseInt(high, 36) - parseInt(low!, 36)));
  return head >= low! && head <= high ? low!.length * PER_CHARACTER - width : -1;
}

function placeMatches(rep: Pick<SalesRep, "states" | "cities">, name: string): boolean {
  return [...rep.states, ...rep.cities].some((value) => normaliseName(value) === name);
}

/**
 * The reps for a query, best first. For each product line (the filter, or every line a match
 * covers) only the reps with the best postal match in that country are kept, so a city rep
 * outranks the state rep of the same line, while another line's state rep still shows.
 */
export function matchReps(reps: readonly SalesRep[], query: RepQuery, line?: ProductFamily | null): SalesRep[] {
  if (query.kind !== "postal" && query.kind !== "place") return [];
  const scored = reps
    .filter((rep) => !line || rep.lines.includes(line))
    .map((rep) => (query.kind === "postal" ? { rep, ...postalMatch(rep, query.country, query.code) } : { rep, score: placeMatches(rep, query.name) ? 0 : -1, country: rep.country }))
    .filter((candidate) => candidate.score >= 0);
  const best = new Map<string, number>();
  for (const { rep, score, country } of scored) {
    for (const covered of rep.lines) {
      if (line && covered !== line) continue;
      const key = `${country}|${covered}`;
      best.set(key, Math.max(best.get(key) ?? -1, score));
    }
  }
  const kept = scored.filter(({ rep, score, country }) => rep.lines.some((covered) => (!line || covered === line) && best.get(`${country}|${covered}`) === score));
  return kept.sort((a, b) => b.score - a.score || a.rep.name.localeCompare(b.rep.name)).map(({ rep }) => rep);
}
