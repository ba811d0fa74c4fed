/**
 * The compare tray: up to four products a visitor sets side by side (docs/decisions/0032). It
 * lives in a cookie the server (forms without JavaScript) and the browser (script) both read and
 * write, so there is one tray however it was filled. Pure functions over a list of content ids,
 * oldest first; nothing here knows about requests or the DOM.
 */
import { CONTENT_ID } from "../catalogue/content-id";

/** How many products a comparison holds (decision 0032). */
export const COMPARE_CAPACITY = 4;
export const COMPARE_COOKIE = "compare";
/** Thirty days: long enough to come back to a shortlist, short enough to be forgotten. */
export const COMPARE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const SEPARATOR = ".";

export type Tray = readonly string[];

/** The tray a cookie value (or a shared `ids` list) names: valid ids only, no repeats, at most four. */
export function parseTray(value: string | null | undefined, separator: string | RegExp = SEPARATOR): Tray {
  if (!value) return [];
  const ids: string[] = [];
  for (const part of value.slice(0, 200).split(separator)) {
    const id = part.trim();
    if (CONTENT_ID.test(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === COMPARE_CAPACITY) break;
  }
  return ids;
}

/** A shared URL's `ids=10100263,10100241`: commas, as people type and paste them. */
export function parseSharedIds(value: string | null | undefined): Tray {
  return parseTray(value, /[,.\s]/);
}

export function serializeTray(tray: Tray): string {
  return tray.join(SEPARATOR);
}

export function isFull(tray: Tray): boolean {
  return tray.length >= COMPARE_CAPACITY;
}

/** Adds at the end; a product already there, or a full tray, leaves it as it is (`full` tells which). */
export function addToTray(tray: Tray, id: string): { tray: Tray; full: boolean } {
  if (tray.includes(id) || !CONTENT_ID.test(id)) return { tray, full: false };
  if (isFull(tray)) return { tray, full: true };
  return { tray: [...tray, id], full: false };
}

export function removeFromTray(tray: Tray, id: string): Tray {
  return tray.includes(id) ? tray.filter((current) => current !== id) : tray;
}

/** The spec's answer to a full tray (§4): the first product added makes room for the one chosen. */
export function replaceFirst(tray: Tray, id: string): Tray {
  if (tray.includes(id) || !CONTENT_ID.test(id)) return tray;
  return [...tray.slice(isFull(tray) ? 1 : 0, COMPARE_CAPACITY), id].slice(-COMPARE_CAPACITY);
}

/**
 * The Set-Cookie value for a tray. Not HttpOnly: the page's script reads and writes the same
 * cookie. An empty tray deletes it.
 */
export function compareCookie(tray: Tray, secure: boolean): string {
  const value = serializeTray(tray);
  const parts = [`${COMPARE_COOKIE}=${value}`, "Path=/", "SameSite=Lax", `Max-Age=${value ? COMPARE_MAX_AGE_SECONDS : 0}`];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** The tray named in a Cookie header (or `document.cookie`). */
export function trayFromCookieHeader(header: string | null | undefined): Tray {
  if (!header) return [];
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === COMPARE_COOKIE) return parseTray(part.slice(at + 1).trim());
  }
  return [];
}
