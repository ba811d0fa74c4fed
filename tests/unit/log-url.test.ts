/**
 * What the request log keeps of a URL: reset and verification tokens, order keys, order numbers and
 * email addresses in the query are masked, wherever they stand, also inside an encoded return path;
 * everything else is kept as it was.
 */
import { describe, expect, it } from "vitest";
import { loggedUrl } from "../../server/http/log-url";

const TOKEN = "kq3V0x_9ZpY7Lr2mAbCdEfGhIjKlMnOpQrStUvWxYz0";

describe("loggedUrl", () => {
  it.each([
    [`/us/account/reset-password?token=${TOKEN}`, "/us/account/reset-password?token=***"],
    [`/us/account/reset-password.data?token=${TOKEN}`, "/us/account/reset-password.data?token=***"],
    [`/us/account/verify-email?token=${TOKEN}&email=pat%40example.com&undo=1`, "/us/account/verify-email?token=***&email=***&undo=1"],
    [`/gl/account/verify-email?like=10100263&TOKEN=${TOKEN}`, "/gl/account/verify-email?like=10100263&TOKEN=***"],
    [`/us/samples/order?key=${TOKEN}`, "/us/samples/order?key=***"],
    ["/us/samples/order?ref=SO-2026-004711", "/us/samples/order?ref=***"],
    [`/us/account/sign-in?returnTo=%2Fus%2Fsamples%2Forder%3Fkey%3D${TOKEN}`, "/us/account/sign-in?returnTo=%2Fus%2Fsamples%2Forder%3Fkey%3D***"],
    [`/us/account/sign-in?email=pat@example.com&token=a&token=b`, "/us/account/sign-in?email=***&token=***&token=***"],
  ])("masks %s", (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
    expect(loggedUrl(url)).not.toContain(TOKEN);
  });

  it("keeps other parameters, paths and look-alike names as they are", () => {
    for (const url of ["/gl/products/himacs-solid-surface/himacs-finder?lang=de&page=2", "/gl/products/keyboard-tokens", "/gl/api/products?monkey=1&tokens=2&emails=3&refs=4&prefer=5", "/healthz"]) expect(loggedUrl(url)).toBe(url);
  });

  it("cuts what it keeps to 200 characters", () => {
    expect(loggedUrl(`/gl/${"a".repeat(300)}?token=${TOKEN}`)).toHaveLength(201);
  });
});
