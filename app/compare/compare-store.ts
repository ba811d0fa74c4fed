/**
 * The compare tray in the browser: the `compare` cookie (core/compare/tray.ts), read and written
 * here without a request, and an event so the header's count and every card follow a change made
 * anywhere on the page (or by the server, after a form post: see `announceCompareChange`).
 */
import { useMemo, useSyncExternalStore } from "react";
import { COMPARE_COOKIE, compareCookie, parseTray, serializeTray, type Tray } from "../../core/compare/tray";

const CHANGE_EVENT = "compare-change";

function cookieValue(): string {
  for (const part of document.cookie.split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === COMPARE_COOKIE) return part.slice(at + 1).trim();
  }
  return "";
}

export function readTray(): Tray {
  return parseTray(cookieValue());
}

/**
 * The tray as its cookie string, read once per change: React asks every card's store on every
 * render, and reading `document.cookie` each time showed in the finder's hydration profile. This
 * listener is added before any component subscribes, so it clears the copy before they read it.
 */
let snapshot: string | null = null;
const forgetSnapshot = () => {
  snapshot = null;
};
if (typeof window !== "undefined") {
  window.addEventListener(CHANGE_EVENT, forgetSnapshot);
  window.addEventListener("focus", forgetSnapshot);
}
const traySnapshot = () => (snapshot ??= serializeTray(readTray()));

export function writeTray(tray: Tray): void {
  document.cookie = compareCookie(tray, location.protocol === "https:");
  announceCompareChange();
}

/** After the server changed the cookie (a posted form), or another tab did. */
export function announceCompareChange(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  // Another tab may have changed the tray while this one was in the background.
  window.addEventListener("focus", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("focus", onChange);
  };
}

/** The tray, oldest first; empty on the server and while hydrating (public pages never vary by it). */
export function useCompareTray(): Tray {
  const raw = useSyncExternalStore(
    subscribe,
    traySnapshot,
    () => "",
  );
  return useMemo(() => parseTray(raw), [raw]);
}
