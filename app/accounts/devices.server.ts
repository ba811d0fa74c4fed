/**
 * The signed-in devices list as the profile page shows it: each session named from its
 * User-Agent, its sign-in and last request written on the server (in UTC, named as such: the
 * server does not know the visitor's zone), and the visitor's own session marked.
 */
import type { DeviceSession } from "../../server/accounts/sessions";
import { deviceName } from "../../server/accounts/devices";

export interface DeviceRow {
  /** What the "End" button posts; empty for this device, which signs out instead. */
  id: string;
  browser: string | null;
  os: string | null;
  current: boolean;
  signedIn: string;
  lastSeen: string;
}

export function devicesOf(sessions: readonly DeviceSession[], currentHash: string, locale: string): DeviceRow[] {
  const format = new Intl.DateTimeFormat(locale, { year: "numeric", month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC", timeZoneName: "short" });
  const rows = sessions.map((session) => ({
    id: session.id === currentHash ? "" : session.id,
    ...deviceName(session.userAgent),
    current: session.id === currentHash,
    signedIn: format.format(session.signedInAt),
    lastSeen: format.format(session.lastSeenAt),
  }));
  // This device first, then the others as the query ordered them (most recently seen first).
  return [...rows.filter((row) => row.current), ...rows.filter((row) => !row.current)];
}
