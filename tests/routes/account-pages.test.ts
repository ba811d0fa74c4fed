/**
 * Pages of a signed-in visitor, in-process: signed out, each sends the visitor to sign in and back
 * to the page (requireUser), with nothing of an account in the answer.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sharedInProcessSite, type InProcessSite } from "../support/in-process-site";

let site: InProcessSite;
beforeAll(async () => {
  site = await sharedInProcessSite();
});

describe("account pages signed out", () => {
  it.each([
    ["/gl/account/profile", "/gl/account/profile"],
    ["/gl/account/likes", "/gl/account/likes"],
    ["/us/account/orders", "/us/account/orders"],
    ["/gl/account/likes/spec-pack.csv", "/gl/account/likes"],
    ["/jp/account/likes", "/jp/account/likes"],
  ])("%s sends the visitor to sign in and back", async (path, back) => {
    const answer = await site.fetch(path, { redirect: "manual" });
    expect(answer.status).toBeGreaterThanOrEqual(300);
    expect(answer.status).toBeLessThan(400);
    const location = new URL(answer.headers.get("location")!, "http://site.test");
    expect(location.pathname).toBe(`${back.slice(0, 3)}/account/sign-in`);
    expect(location.searchParams.get("returnTo")).toBe(back);
  });
});
