/**
 * Whole counts written the locale's way, without paying for an Intl.NumberFormat when it cannot
 * change anything: a browser builds its number formatting data on the first NumberFormat of a
 * page, which took 100-175 ms on a phone-speed CPU (4x throttled) in the middle of hydration. A
 * whole number from 0 to 999 is written with plain Latin digits and no separator in every locale
 * the site serves (tests/unit/count-format.test.ts checks it against Intl); anything else goes to a
 * NumberFormat, made once per locale.
 */
import type { Locale } from "../regions/regions";

const formats = new Map<Locale, Intl.NumberFormat>();

export function formatCount(locale: Locale, n: number): string {
  if (Number.isInteger(n) && n >= 0 && n < 1000) return String(n);
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(n);
}
