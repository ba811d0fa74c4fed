/**
 * What the site stores, read from the code that stores it: cookie names from the cookie module,
 * lifetimes from the constants that set Max-Age, retention from the purge and the schema's
 * cascades. The legal pages render this list, so a new cookie or a changed figure shows there
 * without anyone editing the pages (tests/routes/legal-pages.test.ts compares it with the cookies
 * the site actually sets).
 */
import { COMPARE_COOKIE, COMPARE_MAX_AGE_SECONDS } from "../../core/compare/tray";
import type { Retention, StoredData } from "../../core/legal/stored-data";
import { DEVICE_COOKIE_SECONDS } from "../../server/accounts/trusted-devices";
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from "../../server/accounts/sessions";
import { cookieNames } from "../../server/security/cookies";
import { GUEST_CART_DAYS } from "../../server/security/purge";
import { GUEST_CART_SECONDS } from "../samples/cart-route.server";
import { UNITS_STORAGE_KEY } from "../ui/units-preference";
import { FINDER_MEMORY_KEY } from "../routing/use-finder-memory";

const DAY_SECONDS = 24 * 3600;
const days = (seconds: number): Retention => ({ kind: "days", days: Math.round(seconds / DAY_SECONDS) });
const session: Retention = { kind: "idle", idleDays: SESSION_IDLE_SECONDS / DAY_SECONDS, maxDays: SESSION_ABSOLUTE_SECONDS / DAY_SECONDS };

/** The cookies, records and browser storage of the site served at `origin` (cookie names depend on HTTPS). */
export function storedData(origin: string): StoredData {
  const names = cookieNames(origin);
  return {
    cookies: [
      // Set without Max-Age by the visitor API and the private pages (server/http/visitor-route.ts).
      { id: "csrf", name: names.csrf, lifetime: { kind: "browserSession" } },
      // Max-Age is the absolute life; the server ends it sooner when idle (server/accounts/sessions.ts).
      { id: "session", name: names.session, lifetime: session },
      { id: "device", name: names.device, lifetime: days(DEVICE_COOKIE_SECONDS) },
      { id: "samples", name: names.samples, lifetime: days(GUEST_CART_SECONDS) },
      { id: "compare", name: COMPARE_COOKIE, lifetime: days(COMPARE_MAX_AGE_SECONDS) },
    ],
    records: [
      // Deleting the account cascades to sessions, devices, likes and its cart (server/db/schema.ts).
      { id: "account", kept: { kind: "untilAccountDeleted" } },
      { id: "session", kept: session },
      { id: "device", kept: days(DEVICE_COOKIE_SECONDS) },
      { id: "likes", kept: { kind: "untilAccountDeleted" } },
      { id: "cart", kept: { kind: "sinceLastChange", days: GUEST_CART_DAYS } },
      // Orders and contact requests outlive the account (`on delete set null`) and no purge deletes them.
      { id: "order", kept: { kind: "untilAsked" } },
      { id: "request", kept: { kind: "untilAsked" } },
      { id: "limits", kept: { kind: "limitWindow" } },
    ],
    browserStorage: [
      { id: "units", key: UNITS_STORAGE_KEY, kept: { kind: "untilCleared" } },
      { id: "finderMemory", key: FINDER_MEMORY_KEY, kept: { kind: "tab" } },
    ],
  };
}
