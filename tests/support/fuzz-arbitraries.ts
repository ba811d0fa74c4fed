/**
 * fast-check generators for the hostile-client fuzz suite (tests/site/fuzz.test.ts): page paths from
 * the route manifest, filter paths, query strings, methods, Host headers and request targets.
 *
 * Every generated value that the site might echo carries a marker `<fz-ID>"'` (ID unique per
 * request), so a response check can tell an unescaped echo of the payload from ordinary markup.
 */
import fc from "fast-check";
import { ROUTE_MANIFEST, samplePath } from "./manifest-samples";
import { VISIBLE_FACETS } from "../../core/finder/facets";

export const KNOWN_REGIONS = ["gl", "us", "ca", "cf", "jp", "ru", "cn"] as const;
export const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"] as const;

/** One request as the suite sends it: the raw request target goes on the request line as is. */
export interface FuzzRequest {
  method: string;
  /** Request target, origin-form (`/gl/…`) or absolute-form (`http://host/…`), already encoded. */
  target: string;
  /** Host header value; `null` sends no Host header at all. */
  host: string | null;
  /** The marker embedded in generated values (empty when the request carries none). */
  marker: string;
}

/** A marker unique per request: `<fz-abc123>"'` — markup, a quote and an apostrophe. */
export const markerArb = fc.stringMatching(/^[a-z0-9]{6}$/).map((id) => `<fz-${id}>"'`);

// ---------------------------------------------------------------------------------------------
// Building blocks

const PROTO_NAMES = ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty", "prototype", "__defineGetter__", "isPrototypeOf", "toLocaleString", "propertyIsEnumerable", "__lookupGetter__"];

/** Percent-encoding junk and traversal attempts, sent as is (already "encoded"). */
const ENCODING_JUNK = ["%", "%%", "%zz", "%C0%AF", "%c0%ae%c0%ae", "%2F", "%2f..%2f", "..", "%2e%2e", "%2e%2e%2f", "..%2F..%2F..%2Fx", "%00", "%0d%0a", "%0D%0ASet-Cookie:%20x=1", "%E6%97%A5", "%F0%9F%98%80", "%FF%FE", "%ED%A0%80", "%5C", "%23frag", "%3Fa%3Db", "a%3Fb=c%23d", "%252e%252e", "%u2215", "+", "%20"];

const HUGE_NUMBERS = ["1e308", "-1e308", "1e309", "-0", "0", "99999999999999999999", "-1", "NaN", "Infinity", "0x10", "1.5", "9007199254740993", "00001", "2147483648"];

/** Unicode text: CJK, emoji, RTL, combining marks, zero-width and bidi controls. */
const UNICODE_SAMPLES = ["日本語", "中文", "한국어", "😀", "👩‍👩‍👧", "مرحبا", "שלום", "\u202Eevil", "e\u0301", "\u200B", "\uFEFF", "Ω≈ç√", "ß", "İ", "ǅ", "ﷺ"];

const unicodeText = fc.oneof(fc.constantFrom(...UNICODE_SAMPLES), fc.string({ unit: "grapheme", maxLength: 8 }), fc.string({ unit: "binary", maxLength: 6 }));

/** A raw (not yet encoded) text value; encoded with encodeURIComponent when put in a URL. */
const plainText = (marker: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(marker) },
    { weight: 2, arbitrary: unicodeText.map((u) => u + marker) },
    { weight: 2, arbitrary: fc.constantFrom(...HUGE_NUMBERS) },
    { weight: 1, arbitrary: fc.constantFrom(...PROTO_NAMES) },
    { weight: 1, arbitrary: fc.constantFrom("white", "black", "solid", "polished", "2mm", "lvt", "himacs", "true", "false", "") },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 4096 }).map((n) => (marker + "x".repeat(n)).slice(0, n + marker.length)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 24 }).map((s) => s + marker) },
  );

/** An already-encoded URL fragment: either an encoded plain text or raw encoding junk. */
const encodedValue = (marker: string) =>
  fc.oneof(
    { weight: 3, arbitrary: plainText(marker).map(encodeURIComponent) },
    { weight: 2, arbitrary: fc.constantFrom(...ENCODING_JUNK) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...ENCODING_JUNK), plainText(marker).map(encodeURIComponent)).map(([j, v]) => j + v) },
  );

// ---------------------------------------------------------------------------------------------
// Paths

const SAMPLE_PATHS = [...new Set(ROUTE_MANIFEST.flatMap((entry) => {
  try {
    return [samplePath(entry)];
  } catch {
    return [];
  }
}))];
const FINDER_PATHS = [...new Set(ROUTE_MANIFEST.filter((e) => e.kind === "finder" && !e.filterChild).map((e) => samplePath(e)))];

export const regionArb = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KNOWN_REGIONS) },
  { weight: 1, arbitrary: fc.constantFrom("GL", "xx", "de", "en", "api", "images", "products", "", "..", "%2e%2e", "__proto__", "constructor") },
  { weight: 1, arbitrary: fc.stringMatching(/^[a-z]{1,3}$/) },
);

/** A filter path `filter/{facet}/{value}[/{facet}/{value}…]`, with real and hostile facet names. */
export const filterPathArb = (marker: string) =>
  fc
    .array(
      fc.tuple(
        fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...VISIBLE_FACETS) }, { weight: 1, arbitrary: fc.constantFrom(...PROTO_NAMES) }, { weight: 1, arbitrary: encodedValue(marker) }),
        fc.array(encodedValue(marker), { minLength: 0, maxLength: 3 }).map((values) => values.join(",")),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((pairs) => "filter/" + pairs.map(([facet, value]) => (value === "" ? facet : `${facet}/${value}`)).join("/"));

/** A page path below `/{region}/products/`: a manifest sample, mutated in one of several ways. */
export const productsPathArb = (marker: string, productPaths: readonly string[]) => {
  const sample = fc.constantFrom(...SAMPLE_PATHS);
  const finder = fc.constantFrom(...FINDER_PATHS);
  const known = productPaths.length > 0 ? fc.constantFrom(...productPaths) : sample;
  return fc.oneof(
    { weight: 2, arbitrary: sample },
    { weight: 1, arbitrary: known },
    // finder with a hostile filter path
    { weight: 4, arbitrary: fc.tuple(finder, filterPathArb(marker)).map(([f, filter]) => `${f}/${filter}`) },
    // a sample with one segment replaced by a hostile value
    {
      weight: 3,
      arbitrary: fc.tuple(sample, fc.nat(), encodedValue(marker)).map(([path, at, value]) => {
        const segments = path.split("/");
        segments[at % segments.length] = value;
        return segments.join("/");
      }),
    },
    // a sample with a hostile tail (legacy prefixes and VIZUON/HFLOR collections take any text)
    { weight: 3, arbitrary: fc.tuple(sample, fc.array(encodedValue(marker), { minLength: 1, maxLength: 3 })).map(([path, tail]) => `${path}/${tail.join("/")}`) },
    // known product path with a hostile slug or content id
    { weight: 1, arbitrary: fc.tuple(known, encodedValue(marker)).map(([path, value]) => path.replace(/[^/]+$/, value)) },
  );
};

/** The path of a request: a page, the `.data` route of a page, the JSON API or any other root. */
export const pathArb = (marker: string, productPaths: readonly string[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.tuple(regionArb, productsPathArb(marker, productPaths)).map(([r, p]) => `/${r}/products/${p}`) },
    { weight: 1, arbitrary: fc.tuple(regionArb, productsPathArb(marker, productPaths)).map(([r, p]) => `/${r}/products/${p}.data`) },
    { weight: 2, arbitrary: fc.tuple(regionArb, fc.constantFrom(...FINDER_PATHS), fc.option(filterPathArb(marker), { nil: undefined })).map(([r, f, filter]) => `/${r}/api/finder/${f}${filter ? `/${filter}` : ""}`) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(regionArb, fc.constantFrom("categories", "products", "products/100234", "products/by-slug/aurora-white", "openapi.json", "products/{v}", "products/by-slug/{v}", "{v}"), encodedValue(marker))
        .map(([r, p, v]) => `/${r}/api/${p.replace("{v}", v)}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom("/", "/products/{v}", "/healthz", "/images/{v}", "/documents/{v}", "/assets/{v}", "/{v}", "/gl/{v}", "/gl/products/error/notFound"), encodedValue(marker))
        .map(([p, v]) => p.replace("{v}", v)),
    },
  );

// ---------------------------------------------------------------------------------------------
// Queries

const QUERY_KEYS = ["lang", "view", "q", "sort", "page", "pageSize", "category", "finish", "color", "pattern", "thickness", "collection", "index", "_data", "_routes"];

const queryKey = (marker: string) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...QUERY_KEYS).map((k) => k) },
    { weight: 2, arbitrary: fc.constantFrom(...PROTO_NAMES) },
    { weight: 1, arbitrary: fc.constantFrom(...QUERY_KEYS, ...PROTO_NAMES).map((k) => `${k}[]`) },
    { weight: 1, arbitrary: fc.constantFrom("a[b]", "__proto__[x]", "constructor[prototype][x]", "a.b", "") },
    { weight: 1, arbitrary: encodedValue(marker) },
  );

/** A query string (without `?`), with repeated keys and array forms; empty string for none. */
export const queryArb = (marker: string) =>
  fc
    .array(fc.tuple(queryKey(marker), fc.oneof(encodedValue(marker), fc.constantFrom(...HUGE_NUMBERS), fc.constant(null))), { minLength: 0, maxLength: 5 })
    .chain((pairs) =>
      // sometimes repeat a pair (a=1&a=2)
      fc.boolean().map((repeat) => (repeat && pairs.length > 0 ? [...pairs, [pairs[0]![0], "2"] as [string, string]] : pairs)),
    )
    .map((pairs) => pairs.map(([k, v]) => (v === null ? k : `${k}=${v}`)).join("&"));

// ---------------------------------------------------------------------------------------------
// Hosts and methods

/** Host header values: valid, foreign, malformed. `self` is replaced by the server's own host. */
export const hostArb = fc.oneof(
  { weight: 4, arbitrary: fc.constant("self") },
  { weight: 2, arbitrary: fc.constantFrom("evil.example", "evil.example:443", "EVIL.EXAMPLE", "127.0.0.1.evil.example", "localhost", "localhost:80", "[::1]", "[::1]:3000") },
  { weight: 2, arbitrary: fc.constantFrom("a b", "x:99999", "x:-1", "x:", ":80", "[::1", "::1", "", "evil.example@self", "self@evil.example", "evil.example/path", "self/evil", "self#x", "self?x", "evil.example\\x", "%65vil.example", "xn--", "ëvil.example", "a".repeat(300), "self:abc") },
  { weight: 1, arbitrary: fc.constant(null) },
);

export const methodArb = fc.oneof({ weight: 4, arbitrary: fc.constantFrom("GET", "HEAD") }, { weight: 2, arbitrary: fc.constantFrom(...METHODS) }, { weight: 1, arbitrary: fc.constantFrom("PROPFIND", "CONNECT", "get", "FOO") });

// ---------------------------------------------------------------------------------------------
// Whole requests

/** GET/HEAD requests for pages, `.data` routes and the API with hostile paths and queries. */
export const pageRequestArb = (productPaths: readonly string[]) =>
  markerArb.chain((marker) =>
    fc.record({
      method: fc.constantFrom("GET", "GET", "GET", "HEAD"),
      target: fc.tuple(pathArb(marker, productPaths), queryArb(marker)).map(([p, q]) => (q ? `${p}?${q}` : p)),
      host: fc.constant<string | null>("self"),
      marker: fc.constant(marker),
    }),
  );

/** Hostile methods and Host headers on ordinary and hostile paths. */
export const methodHostRequestArb = (productPaths: readonly string[]) =>
  markerArb.chain((marker) =>
    fc.record({
      method: methodArb,
      target: fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom(...SAMPLE_PATHS).map((p) => `/gl/products/${p}`) },
        { weight: 1, arbitrary: fc.constantFrom("/", "/gl/products/", "/healthz", "/gl/api/categories", "/gl/api/products?category=HIMACS_COLOR", "/products/himacs-solid-surface", "/gl/products/deco-foil/detail/oak") },
        { weight: 1, arbitrary: fc.tuple(pathArb(marker, productPaths), queryArb(marker)).map(([p, q]) => (q ? `${p}?${q}` : p)) },
      ),
      host: hostArb,
      marker: fc.constant(marker),
    }),
  );

/** Request targets that are not origin-form: absolute-form, authority-form, asterisk-form, junk. */
export const oddTargetRequestArb = markerArb.chain((marker) =>
  fc.record({
    method: fc.constantFrom("GET", "GET", "HEAD", "OPTIONS", "POST", "CONNECT"),
    target: fc.oneof(
      fc.tuple(fc.constantFrom("http://evil.example", "https://evil.example", "http://self", "http://127.0.0.1", "HTTP://EVIL.EXAMPLE:80", "http://evil.example@self", "http://self@evil.example", "ftp://evil.example"), fc.constantFrom("/gl/products/", "/gl/products/himacs-solid-surface", "/", "", "/gl/api/categories", "/gl/products/deco-foil/detail/oak")).map(([o, p]) => o + p),
      fc.constantFrom("*", "evil.example:443", "//evil.example/gl/products/", "gl/products/", "/\\evil.example", "/%5Cevil.example", "/%2F%2Fevil.example", "//gl/products/himacs-solid-surface", "/gl/products//himacs-solid-surface", "/./gl/products/", "/gl/products/../../etc/passwd"),
      encodedValue(marker).map((v) => `/${v}`),
    ),
    host: fc.constantFrom<string | null>("self", "self", "evil.example", null),
    marker: fc.constant(marker),
  }),
);

/** The examples of issue 8, checked on every run before the generated requests. */
export const ISSUE_EXAMPLES: FuzzRequest[] = [
  { method: "GET", target: "/gl/products/himacs-solid-surface/himacs-finder?constructor=1", host: "self", marker: "" },
  { method: "GET", target: "/gl/products/himacs-solid-surface/himacs-finder?__proto__=x", host: "self", marker: "" },
  { method: "GET", target: "/gl/products/himacs-solid-surface/himacs-finder.data?toString=x", host: "self", marker: "" },
  { method: "GET", target: "/gl/api/finder/himacs-solid-surface/himacs-finder?constructor=1", host: "self", marker: "" },
  { method: "GET", target: "/gl/products/deco-foil/%E6%97%A5", host: "self", marker: "" },
  { method: "GET", target: "/gl/products/deco-foil/..%2F..%2F..%2Fx", host: "self", marker: "" },
  { method: "GET", target: "/gl/products/vizuon-sign-graphic/vizuon-finder/a%3Fb=c%23d/filter/color/white", host: "self", marker: "" },
  { method: "GET", target: "/gl/products/vizuon-sign-graphic/vizuon-finder/%3Cfz-issue8%3E%22'/filter/color/white", host: "self", marker: `<fz-issue8>"'` },
  { method: "GET", target: "/gl/products/himacs-solid-surface", host: "a b", marker: "" },
  { method: "GET", target: "http://evil.example/gl/products/", host: "self", marker: "" },
  { method: "TRACE", target: "/gl/products/himacs-solid-surface", host: "self", marker: "" },
  { method: "GET", target: "/gl/products/himacs-solid-surface", host: "evil.example", marker: "" },
  { method: "GET", target: "/gl/api/products/%3Cfz-issue8%3E%22'", host: "self", marker: `<fz-issue8>"'` },
  { method: "GET", target: "/gl/products/hflor/%3Cfz-issue8%3E%22'", host: "self", marker: `<fz-issue8>"'` },
  { method: "GET", target: "/gl/products/vizuon-sign-graphic/%3Cfz-issue8%3E%22'", host: "self", marker: `<fz-issue8>"'` },
  { method: "GET", target: "/gl/products/himacs/about/%3Cfz-issue8%3E%22'", host: "self", marker: `<fz-issue8>"'` },
];
