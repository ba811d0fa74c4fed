/**
 * Bounded input (issue 8, decision 0014), as a hostile client sees it: prototype-named query keys,
 * over-long filters and searches, stray `lang` and `view` values, made-up collection and about
 * segments, and redirect targets built from URL text. Raw requests (node:http), so the path is
 * sent byte for byte and redirects are not followed.
 */
import http from "node:http";
import { describe, expect, it } from "vitest";
import { MAX_FILTER_FACETS, MAX_FILTER_VALUES } from "../../core/finder/filter-path";
import { MAX_CUMULATIVE_PAGES, MAX_QUERY_LENGTH, PAGE_SIZE } from "../../core/finder/finder-request";
import { siteBaseUrl } from "../support/site-address";

const baseUrl = siteBaseUrl();
const FINDER = "/gl/products/himacs-solid-surface/himacs-finder";
const NOT_FOUND = "/gl/products/error/notFound";

interface Answer {
  status: number;
  location: string | null;
  contentType: string;
  body: string;
}

function get(path: string): Promise<Answer> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: url.hostname, port: url.port, path, headers: { host: url.host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location ?? null,
          contentType: String(response.headers["content-type"] ?? ""),
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    request.on("error", reject);
  });
}

/** Where a browser would land: the Location resolved the way a WHATWG URL parser does it. */
const landing = (location: string | null) => (location === null ? null : new URL(location, baseUrl).pathname);

describe("query keys named after Object.prototype members", () => {
  const keys = ["constructor=1", "__proto__=x", "toString=x", "hasOwnProperty=1"];

  it.each(keys)("a finder page with ?%s redirects to its canonical URL", async (query) => {
    expect(await get(`${FINDER}?${query}`)).toMatchObject({ status: 302, location: FINDER });
    const filtered = `${FINDER}/filter/color/white`;
    expect(await get(`${filtered}?${query}`)).toMatchObject({ status: 302, location: filtered });
  });

  it.each(keys)("the finder's .data route with ?%s answers a redirect, not an error", async (query) => {
    const answer = await get(`${FINDER}.data?${query}`);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toContain("SingleFetchRedirect");
    expect(answer.body).toContain(`"${FINDER}"`);
  });

  it.each(keys)("the finder API with ?%s ignores the unknown facet", async (query) => {
    const answer = await get(`/gl/api/finder/himacs-solid-surface/himacs-finder?${query}`);
    expect(answer.status).toBe(200);
    const json = JSON.parse(answer.body) as { total: number; ignored: Array<{ facet: string }> };
    expect(json.total).toBeGreaterThan(0);
    expect(json.ignored.map((i) => i.facet)).toEqual([query.split("=")[0]]);
  });

  it("the all-colours page and a sub-finder redirect too", async () => {
    expect(await get("/gl/products/all-colors?constructor=1")).toMatchObject({ status: 302, location: "/gl/products/all-colors" });
    const hflor = "/gl/products/hflor/hflor-finder/lvt-flooring";
    expect(await get(`${hflor}?__proto__=x`)).toMatchObject({ status: 302, location: hflor });
  });
});

describe("filter and search caps", () => {
  const values = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`).join(",");

  it(`a page drops values beyond ${MAX_FILTER_VALUES} of a facet with a redirect`, async () => {
    // About 9 KB of query: as many values as fit under Node's 16 KB header limit, with room.
    const answer = await get(`${FINDER}?color=white,${values(1_500)}`);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${FINDER}/filter/color/white`);
  });

  it(`a page drops facets beyond ${MAX_FILTER_FACETS} with a redirect`, async () => {
    const keys = Array.from({ length: MAX_FILTER_FACETS + 10 }, (_, i) => `f${i}=x`).join("&");
    expect(await get(`${FINDER}?${keys}`)).toMatchObject({ status: 302, location: FINDER });
  });

  it("a page keeps the first part of an over-long search", async () => {
    const answer = await get(`${FINDER}?q=${"a".repeat(MAX_QUERY_LENGTH + 50)}`);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${FINDER}?q=${"a".repeat(MAX_QUERY_LENGTH)}`);
  });

  it("the finder API answers 400 naming the cap", async () => {
    const api = "/gl/api/finder/himacs-solid-surface/himacs-finder";
    const tooMany = await get(`${api}?color=${values(MAX_FILTER_VALUES + 1)}`);
    expect(tooMany.status).toBe(400);
    expect(JSON.parse(tooMany.body)).toMatchObject({ parameter: "color", limit: MAX_FILTER_VALUES });
    const keys = Array.from({ length: MAX_FILTER_FACETS + 1 }, (_, i) => `f${i}=x`).join("&");
    expect(JSON.parse((await get(`${api}?${keys}`)).body)).toMatchObject({ parameter: "filter", limit: MAX_FILTER_FACETS });
    const long = await get(`${api}?q=${"a".repeat(MAX_QUERY_LENGTH + 1)}`);
    expect(long.status).toBe(400);
    expect(JSON.parse(long.body)).toMatchObject({ parameter: "q", limit: MAX_QUERY_LENGTH });
  });
});

describe("lang and view take known values only", () => {
  it.each([
    [`${FINDER}?lang=xx`, FINDER],
    [`${FINDER}?lang=de&view=grid`, `${FINDER}?lang=de`],
    [`${FINDER}?view=%3Cscript%3E`, FINDER],
    [`/jp/products/himacs-solid-surface?lang=de`, "/jp/products/himacs-solid-surface"],
    [`${FINDER}/filter/color/white?lang=de&lang=fr`, `${FINDER}/filter/color/white?lang=de`],
    ["/gl/products/himacs-solid-surface?lang=en-GB&view=list", "/gl/products/himacs-solid-surface?lang=en-GB"],
  ])("%s redirects to %s", async (path, target) => {
    expect(await get(path)).toMatchObject({ status: 302, location: target });
  });

  it("a finder's ?show= names a facet or redirects without it", async () => {
    expect(await get(`${FINDER}?show=constructor`)).toMatchObject({ status: 302, location: FINDER });
    expect((await get(`${FINDER}?show=color`)).status).toBe(200);
  });

  it("a known language answers the page itself", async () => {
    expect((await get(`${FINDER}?lang=de`)).status).toBe(200);
  });
});

describe("redirect targets", () => {
  it("a legacy prefix keeps a non-ASCII splat encoded and the target answers", async () => {
    const answer = await get("/gl/products/deco-foil/%E6%97%A5");
    expect(answer).toMatchObject({ status: 301, location: "/gl/products/deco-film/%E6%97%A5" });
    expect((await get(answer.location!)).status).toBeLessThan(500);
  });

  it.each(["/gl/products/deco-foil/..%2F..%2F..%2Fx", "/gl/products/deco-foil/..%2F..", "/gl/products/borte-premium-panel/%2E%2E%2F%2E%2E%2Fx", "/gl/products/exterior-foil/a/..%2F..%2F..%2F..%2Fx"])(
    "%s never leaves the region's catalogue",
    async (path) => {
      const answer = await get(path);
      expect([301, 302]).toContain(answer.status);
      expect(landing(answer.location)).toMatch(/^\/gl\/products\//);
    },
  );

  it("a VIZUON finder path cannot put a query or a fragment into Location", async () => {
    const answer = await get("/gl/products/vizuon-sign-graphic/vizuon-finder/a%3Fb=c%23d/filter/collection/x");
    expect(answer.status).toBe(302);
    expect(answer.location).not.toMatch(/[?#]/);
    expect(landing(answer.location)).toMatch(/^\/gl\/products\//);
  });

  it("no redirect of these paths answers 5xx or leaves the catalogue", async () => {
    const paths = [
      "/gl/products/deco-foil/%E6%97%A5?lang=%0d%0a",
      "/products/%2E%2E/%2E%2E/x",
      "/products/deco-film?lang=de&x=%23y",
      "/gl/products/hflor/hflor-finder/all-colors/a%3Fb=c%23d/filter/collection/x",
      `${FINDER}/filter/color/%3F%23`,
    ];
    for (const path of paths) {
      const answer = await get(path);
      expect(answer.status, path).toBeLessThan(500);
      if (answer.location) expect(landing(answer.location), path).toMatch(/^\/gl\/products\//);
    }
  });
});

describe("segments without a value list accept catalogue values only", () => {
  it.each([
    "/gl/products/hflor/made-up-text",
    "/gl/products/hflor/%3Cb%3Eshout%3C%2Fb%3E",
    "/gl/products/vizuon-sign-graphic/made-up-text",
    "/gl/products/vizuon-sign-graphic/decotile-30",
    "/gl/products/hflor/cast-wrap",
    "/gl/products/himacs/about/anything",
    "/gl/products/himacs/about/constructor",
  ])("%s goes to the not-found page", async (path) => {
    expect(await get(path)).toMatchObject({ status: 302, location: NOT_FOUND });
  });

  it("a real collection's page is named by the catalogue, not by the URL", async () => {
    const hflor = await get("/gl/products/hflor/decotile-30");
    expect(hflor.status).toBe(200);
    expect(hflor.body).toMatch(/<h1[^>]*>[^<]*DECOTILE 30/);
    const vizuon = await get("/gl/products/vizuon-sign-graphic/cast-wrap");
    expect(vizuon.status).toBe(200);
    expect(vizuon.body).toMatch(/<title>[^<]*Cast Wrap/);
  });

  it("a listed about page answers", async () => {
    expect((await get("/gl/products/himacs/about/history")).status).toBe(200);
  });

  it("a collection finder with a made-up collection never shows that text", async () => {
    const answer = await get("/gl/products/hflor/hflor-finder/all-colors/lvt/filter/collection/made-up-text");
    expect(answer.status).toBe(302);
    expect(answer.location).not.toContain("made-up-text");
  });
});

describe("load more is bounded", () => {
  const cards = (body: string) => body.match(/data-index="/g)?.length ?? 0;
  const links = (body: string) => [...body.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => ({ href: m[1]!.replace(/&amp;/g, "&"), text: m[2]! }));

  it(`renders pages 1..${MAX_CUMULATIVE_PAGES} together, and Next page after them`, async () => {
    const page = await get(`${FINDER}?page=${MAX_CUMULATIVE_PAGES}`);
    expect(page.status).toBe(200);
    expect(cards(page.body)).toBe(MAX_CUMULATIVE_PAGES * PAGE_SIZE);
    expect(links(page.body)).toContainEqual({ href: `${FINDER}?page=${MAX_CUMULATIVE_PAGES + 1}`, text: "Next page" });
  });

  it("renders a later page alone, with links back and on that work without JavaScript", async () => {
    // Page 50 is past the GL HIMACS results: it redirects to the last page, shown alone.
    const beyond = await get(`${FINDER}?page=50`);
    expect(beyond.status).toBe(302);
    const lastPage = Number(new URL(beyond.location!, baseUrl).searchParams.get("page"));
    expect(lastPage).toBeGreaterThan(MAX_CUMULATIVE_PAGES);
    const page = await get(beyond.location!);
    expect(page.status).toBe(200);
    expect(cards(page.body)).toBeGreaterThan(0);
    expect(cards(page.body)).toBeLessThanOrEqual(PAGE_SIZE);
    expect(page.body.length).toBeLessThan(400_000);
    expect(links(page.body)).toContainEqual({ href: `${FINDER}?page=${lastPage - 1}`, text: "Previous page" });
    expect(links(page.body).map((l) => l.text)).not.toContain("Next page");
    const middle = await get(`${FINDER}?page=${MAX_CUMULATIVE_PAGES + 2}`);
    expect(cards(middle.body)).toBe(PAGE_SIZE);
    expect(middle.body).toContain(`Showing ${MAX_CUMULATIVE_PAGES * PAGE_SIZE + PAGE_SIZE + 1}–${(MAX_CUMULATIVE_PAGES + 2) * PAGE_SIZE} of`);
    expect(links(middle.body)).toContainEqual({ href: `${FINDER}?page=${MAX_CUMULATIVE_PAGES + 3}`, text: "Next page" });
  });
});
