// Which pages take a form post is read from the route manifest (core/routing/form-posts.ts): the
// front door's methods and the body limits follow the pages.
import { describe, expect, it } from "vitest";
import { formPostOf } from "../../core/routing/form-posts";
import { ROUTE_MANIFEST } from "../../core/routing/manifest";
import { allowedMethods } from "../../server/http/front-door";
import { bodyLimitFor, FORM_BODY_BYTES, LONG_FORM_BODY_BYTES } from "../../server/http/body-limit";

describe("form posts from the manifest", () => {
  it("names the pages whose route modules have an action", () => {
    expect(ROUTE_MANIFEST.filter((e) => e.posts).map((e) => `${e.id} ${e.posts}`)).toEqual([
      "contact.request long-form",
      "samples.cart long-form",
      "account.home form",
      "account.signIn form",
      "account.signUp form",
      "account.forgot form",
      "account.reset form",
      "account.verify form",
      "account.twoFactor form",
      "account.likes form",
      "staff.order form",
      "staff.request form",
      "compare form",
    ]);
  });

  it("takes a post at a page, its .data request and with a trailing slash", () => {
    for (const path of ["/gl/account/sign-in", "/jp/account/likes.data", "/us/contact/request/", "/cn/staff/contact-requests/REQ-1"]) expect(formPostOf(path), path).not.toBeNull();
  });

  it("reads a static segment before a parameter, as the router does", () => {
    expect(formPostOf("/gl/staff/sample-orders/export.csv")).toBeNull();
    expect(allowedMethods("/gl/staff/sample-orders/export.csv")).toEqual(["GET", "HEAD"]);
    expect(formPostOf("/gl/staff/sample-orders/SMP-GL-1")).toBe("form");
  });

  it("takes no post at pages without a form, nor outside a region", () => {
    for (const path of ["/gl/account/likes/spec-pack.csv", "/gl/account/orders", "/gl/samples/order", "/gl/products/himacs-solid-surface", "/account/sign-in", "/gl/contact/where-to-buy"]) {
      expect(allowedMethods(path), path).toEqual(["GET", "HEAD"]);
    }
  });

  it("gives the free-text forms the long body limit", () => {
    expect(bodyLimitFor("/gl/samples/cart.data")).toBe(LONG_FORM_BODY_BYTES);
    expect(bodyLimitFor("/ru/contact/request")).toBe(LONG_FORM_BODY_BYTES);
    expect(bodyLimitFor("/gl/account/two-factor")).toBe(FORM_BODY_BYTES);
  });
});
