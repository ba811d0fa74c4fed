/**
 * `npm run gazetteer`: writes server/dealers/gazetteer/cities.tsv.gz, the compact gazetteer the
 * where-to-buy search reads (decision 0037), from the country-state-city package: only the
 * countries that have partners in the seed file, plus the native names and postal prefixes of
 * extra-names.ts. Run it again after adding a country to the seed partners.
 *
 * Rows (tab-separated): `C name normalised country state lat lon` for cities and native names,
 * `P country prefix lat lon label` for postal prefixes.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { normalisePlace, normalisePostal } from "../core/dealers/normalise";
import { NATIVE_NAMES, POSTAL_PREFIXES } from "../server/dealers/gazetteer/extra-names";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "server/dealers/gazetteer/cities.tsv.gz");
type CityRow = [name: string, country: string, state: string, lat: string, lon: string];
const cities = createRequire(import.meta.url)("country-state-city/lib/assets/city.json") as CityRow[];

const seed = JSON.parse(readFileSync(path.join(root, "demo/dealers/dealers.json"), "utf8")) as { dealers: { country: string }[] };
const countries = new Set(seed.dealers.map((dealer) => dealer.country));

// Four decimals are 11 m: finer than any city centroid needs.
const coord = (value: string | number) => Number(value).toFixed(4);
const clean = (text: string) => text.replace(/[\t\n\r]/g, " ");
const lines: string[] = [];
const seen = new Set<string>();
const cityOf = (country: string, name: string) => {
  const found = cities.find((row) => row[1] === country && row[0] === name);
  if (!found) throw new Error(`${name} (${country}) is not in country-state-city`);
  return found;
};

for (const [name, country, state, lat, lon] of cities) {
  if (!countries.has(country)) continue;
  const key = `${country}|${state}|${name}`;
  if (seen.has(key)) continue;
  seen.add(key);
  lines.push(["C", clean(name), normalisePlace(name), country, state, coord(lat), coord(lon)].join("\t"));
}
for (const alias of NATIVE_NAMES) {
  if (!countries.has(alias.country)) continue;
  const [, country, state, lat, lon] = cityOf(alias.country, alias.city);
  lines.push(["C", alias.name, normalisePlace(alias.name), country, state, coord(lat), coord(lon)].join("\t"));
}
for (const postal of POSTAL_PREFIXES) {
  if (!countries.has(postal.country)) continue;
  const [name, country, , lat, lon] = cityOf(postal.country, postal.city);
  lines.push(["P", country, normalisePostal(postal.prefix), coord(lat), coord(lon), name].join("\t"));
}

const gz = gzipSync(`${lines.join("\n")}\n`, { level: 9 });
writeFileSync(out, gz);
console.log(`Wrote ${path.relative(root, out)}: ${lines.length} rows for ${[...countries].sort().join(" ")} (${Math.round(gz.length / 1024)} KB)`);
