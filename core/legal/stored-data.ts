/**
 * What the site stores about a visitor, as the legal pages state it: the cookies it sets, the
 * records it keeps on the server, and what the pages keep in the browser. Only the shapes live
 * here; the figures (names, lifetimes) are read from the code that sets and purges them
 * (app/legal/stored-data.server.ts), so the pages cannot drift from what the site does.
 */

/** How long something is kept. Days are whole days, formatted in the visitor's language. */
export type Retention =
  /** A cookie without Max-Age: gone when the browser closes. */
  | { kind: "browserSession" }
  /** A fixed life from when it was set. */
  | { kind: "days"; days: number }
  /** Ends after a time without use, and at the latest after a fixed time. */
  | { kind: "idle"; idleDays: number; maxDays: number }
  /** Deleted a number of days after its last change (the hourly purge). */
  | { kind: "sinceLastChange"; days: number }
  /** Deleted with the account (the account's own rows, and the account itself). */
  | { kind: "untilAccountDeleted" }
  /** No automatic deletion: kept until the visitor asks (orders, contact requests). */
  | { kind: "untilAsked" }
  /** Counters of attempts: deleted by the hourly purge once their window and wait have passed. */
  | { kind: "limitWindow" }
  /** Browser storage the site never reads on the server: until the visitor clears it. */
  | { kind: "untilCleared" }
  | { kind: "tab" };

export const COOKIE_IDS = ["csrf", "session", "device", "samples", "compare"] as const;
export type CookieId = (typeof COOKIE_IDS)[number];

export interface SiteCookie {
  id: CookieId;
  /** The name the browser sees (with the `__Host-` prefix on HTTPS). */
  name: string;
  lifetime: Retention;
}

export const RECORD_IDS = ["account", "session", "device", "likes", "cart", "order", "request", "limits"] as const;
export type RecordId = (typeof RECORD_IDS)[number];

export interface StoredRecord {
  id: RecordId;
  kept: Retention;
}

export const BROWSER_STORAGE_IDS = ["units", "finderMemory"] as const;
export type BrowserStorageId = (typeof BROWSER_STORAGE_IDS)[number];

export interface BrowserStorageItem {
  id: BrowserStorageId;
  /** The storage key. */
  key: string;
  kept: Retention;
}

export interface StoredData {
  cookies: SiteCookie[];
  records: StoredRecord[];
  browserStorage: BrowserStorageItem[];
}
