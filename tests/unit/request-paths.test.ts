/**
 * Two path rules an attacker aims at: where sign-in may send a visitor back to (never another
 * origin), and which methods each part of the site takes (forms post only to their own pages).
 * Both are derived from the region list, so every region is covered and nothing else.
 */
import { describe, expect, it } from "vitest";
import { safeReturnTo } from "../../core/accounts/return-to";
import { REGIONS } from "../../core/regions/regions";
import { allowedMethods } from "../../server/http/front-door";

const FALLBACK = "/gl/account";

describe("safeReturnTo", () => {
  it("keeps a path of this site in every region, with its query", () => {
    for (const region of REGIONS) {
      const path = `/${region}/products/himacs-solid-surface/detail/abyss-granite-g091?lang=de`;
      expect(safeReturnTo(path, FALLBACK)).toBe(path);
    }
  });

  it.each([
    ["another origin", "https://evil.example/gl/"],
    ["a scheme-relative URL", "//evil.example/gl/"],
    ["a backslash host", "/\\evil.example"],
    ["a doubled slash inside", "/gl//evil.example"],
    ["no region", "/products/x"],
    ["an unknown region", "/xx/products/x"],
    ["a region without its slash", "/glx"],
    ["a script URL", "javascript:alert(1)"],
    ["a fragment", "/gl/account#x"],
    ["a very long path", `/gl/${"a".repeat(1001)}`],
    ["nothing", ""],
    ["a dot-dot segment out of the region", "/gl/../evil"],
    ["a dot-dot segment at the end", "/gl/account/.."],
    ["a dot-dot segment before a query", "/gl/account/..?x=1"],
    ["a percent-encoded dot-dot segment", "/gl/%2e%2e/staff"],
    ["a half-encoded dot-dot segment", "/gl/account/.%2E/x"],
    ["a dot segment", "/gl/./account"],
    ["an encoded dot segment", "/gl/%2E/account"],
  ])("refuses %s", (_name, value) => {
    expect(safeReturnTo(value, FALLBACK)).toBe(FALLBACK);
  });

  it("keeps dots inside a segment and in the query", () => {
    for (const path of ["/gl/products/a.b/c..d", "/us/account/likes?x=1.5&y=..", "/gl/account/.well"]) expect(safeReturnTo(path, FALLBACK)).toBe(path);
  });
});

describe("allowedMethods", () => {
  it("lets forms post to their own pages in every region", () => {
    for (const region of REGIONS) {
      for (const path of [`/${region}/account`, `/${region}/account/likes`, `/${region}/samples/cart`, `/${region}/samples/cart.data`, `/${region}/products/compare`, `/${region}/contact/request`, `/${region}/staff/sample-orders/GL-ABC`]) {
        expect(allowedMethods(path), path).toContain("POST");
      }
    }
  });

  it("takes only GET and HEAD elsewhere, also for look-alike paths", () => {
    for (const path of ["/gl/products/himacs-solid-surface", "/xx/account", "/gl/accounts", "/gl/samples/cart/x", "/gl/staff/sample-orders", "/gl/staff/sample-orders/export.csv", "/account"]) {
      expect(allowedMethods(path), path).toEqual(["GET", "HEAD"]);
    }
  });
});
