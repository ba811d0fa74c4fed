/**
 * Cross-site request forgery defence for every state-changing request (decision 0030):
 * 1. Fetch metadata and Origin: a POST whose `Sec-Fetch-Site` is not `same-origin`, or whose
 *    `Origin` is not the site's, is refused outright.
 * 2. A double-submit token: the `csrf` cookie (random, set by our private pages and the visitor
 *    endpoint) must equal the form's `csrf` field. Public pages are cached for everyone, so their
 *    forms carry no token in the markup; their script adds it from the cookie. A same-origin post
 *    that arrives without one (no JavaScript yet) is not refused but asked to confirm, on a private
 *    page whose form carries the token.
 */
import { readCookie } from "./cookies";
import { sameToken } from "./tokens";

export const CSRF_FIELD = "csrf";

export type CsrfVerdict = "ok" | "cross-site" | "confirm" | "bad-token";

export function checkOrigin(headers: Headers, siteOrigin: string): boolean {
  const site = headers.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return false;
  const origin = headers.get("origin");
  // A browser sends Origin with every POST; "null" comes from sandboxed or privacy-redirected contexts.
  return origin === null || origin === siteOrigin;
}

export function checkCsrf(headers: Headers, form: FormData, siteOrigin: string, cookieName: string): CsrfVerdict {
  if (!checkOrigin(headers, siteOrigin)) return "cross-site";
  const cookie = readCookie(headers.get("cookie"), cookieName);
  const field = form.get(CSRF_FIELD);
  if (typeof field !== "string" || field === "") return "confirm";
  if (!cookie || !sameToken(cookie, field)) return "bad-token";
  return "ok";
}
