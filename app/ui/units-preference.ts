/**
 * The visitor's unit system, kept in localStorage (never a cookie: cached pages must not vary) and
 * mirrored on <html data-units>, which CSS reads (app/styles/units.css).
 */
import type { UnitSystem } from "../../core/regions/regions";

export const UNITS_STORAGE_KEY = "units";

/**
 * Runs in <head> before first paint, so a remembered choice never flashes the region's default.
 * Kept tiny and dependency-free: it is inlined into every page.
 */
export const UNITS_HEAD_SCRIPT = `try{var u=localStorage.getItem("${UNITS_STORAGE_KEY}");if(u==="metric"||u==="imperial")document.documentElement.dataset.units=u}catch(e){}`;

export function storedUnits(): UnitSystem | null {
  const units = document.documentElement.dataset.units;
  return units === "metric" || units === "imperial" ? units : null;
}

const CHANGE_EVENT = "units-change";

/** For useSyncExternalStore: every switch on the page follows a change made by any of them. */
export function subscribeUnits(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

export function rememberUnits(units: UnitSystem): void {
  document.documentElement.dataset.units = units;
  window.dispatchEvent(new Event(CHANGE_EVENT));
  try {
    localStorage.setItem(UNITS_STORAGE_KEY, units);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this page only.
  }
}
