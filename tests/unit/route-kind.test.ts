/** The route kind `/metrics` splits requests by (server/metrics/site-metrics.ts): bounded, never the URL. */
import { describe, expect, it } from "vitest";
import { routeKindOf } from "../../server/metrics/site-metrics";

describe("route kinds for metrics", () => {
  it.each([
    ["/gl/products/himacs-solid-surface", "page"],
    ["/", "page"],
    ["/us/contact/where-to-buy", "page"],
    ["/gl/api/categories", "api"],
    ["/jp/api/products/123", "api"],
    ["/internal/catalogue/export", "api"],
    ["/images/swatch/1/x/160.avif", "image"],
    ["/documents/spec/12/3/en.pdf", "document"],
    ["/assets/entry.client-ABC123.js", "asset"],
    ["/favicon.ico", "asset"],
    ["/robots.txt", "asset"],
    ["/livez", "probe"],
    ["/readyz", "probe"],
    ["/metrics", "probe"],
  ])("%s is a %s", (path, kind) => {
    expect(routeKindOf(path)).toBe(kind);
  });
});
