import { describe, expect, it } from "vitest";
import { formatCount } from "../../core/i18n/count-format";
import { LOCALES } from "../../core/regions/regions";

describe("formatCount", () => {
  it.each(LOCALES)("writes every whole count as Intl.NumberFormat does in %s", (locale) => {
    const intl = new Intl.NumberFormat(locale);
    for (let n = 0; n < 1000; n++) expect(formatCount(locale, n)).toBe(intl.format(n));
    for (const n of [1000, 1234, 12_345, 1_000_000, -1, 2.5]) expect(formatCount(locale, n)).toBe(intl.format(n));
  });
});
