import { describe, expect, it } from "vitest";
import { valueLabel } from "../../core/finder/facet-labels";
import { NOMINAL_MARK } from "../../core/finder/facets";
import { formatDimensions, formatFigure, formatLength as rawLength, formatWeight, measureBoth, measureFor, type Measurement } from "../../core/units/format";
import { createFormatter } from "../../server/documents/content/format";
import { wordingFor } from "../../server/documents/content/wording";

/** French and Russian group digits and separate units with (narrow) no-break spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const formatLength = (...args: Parameters<typeof rawLength>) => plain(rawLength(...args));

describe("units per region", () => {
  it("shows thickness in inch in the US and in mm elsewhere", () => {
    expect(formatLength(12, "us", "en-US", "thickness")).toBe("1/2″");
    expect(formatLength(12, "gl", "en", "thickness")).toBe("12 mm");
    expect(formatLength(12.5, "cf", "fr-CA", "thickness")).toBe("12,5 mm");
  });

  it("shows large dimensions in cm outside the US", () => {
    expect(formatLength(3680, "gl", "en", "dimension")).toBe("368 cm");
    expect(formatLength(3680, "us", "en-US", "dimension")).toBe("145″");
  });

  it("shows weight in lbs in the US and kg elsewhere", () => {
    expect(formatWeight(10, "us", "en-US")).toBe("22 lb");
    expect(formatWeight(10, "jp", "ja")).toBe("10 kg");
  });

  it("formats a dimension set with one unit", () => {
    expect(formatDimensions([3680, 760], "gl", "en")).toBe("3,680 × 760 mm");
    expect(formatDimensions([3680, 760], "us", "en-US")).toBe("145″ × 30″");
    // The unit as the locale writes it, as single measurements are ("30 мм" beside "3 680 × 760 мм").
    expect(plain(formatDimensions([3680, 760], "ru", "ru"))).toBe("3 680 × 760 мм");
    expect(plain(rawLength(30, "ru", "ru", "thickness")).split(" ")[1]).toBe("мм");
    // Chinese writes the international symbols, as its datasheets do (CLDR would mix "毫米" and "kg").
    expect(formatDimensions([3680, 760], "cn", "zh-CN")).toBe("3,680 × 760 mm");
    expect(formatDimensions([3680, 760], "jp", "ja")).toBe("3,680 × 760 mm");
  });
});

describe("both unit systems", () => {
  it("writes one measurement in metric and imperial", async () => {
    const { measureBoth } = await import("../../core/units/format");
    const both = measureBoth({ kind: "dimensions", mms: [3040, 1440] }, "en");
    expect(both).toEqual({ metric: "3,040 × 1,440 mm", imperial: "120″ × 57″" });
    const weight = measureBoth({ kind: "weight", kg: 10 }, "en");
    expect(weight.metric).toBe("10 kg");
    expect(weight.imperial).toBe("22 lb");
  });
});

describe("sizes stored as text and test figures with lengths in them", () => {
  it("reads a slab size and keeps its note", async () => {
    const { parseMetricSize } = await import("../../core/units/format");
    expect(parseMetricSize("3250 x 1650 mm (jumbo)")).toEqual({ mms: [3250, 1650], note: " (jumbo)" });
    expect(parseMetricSize("1220 x 2440 mm")).toEqual({ mms: [1220, 2440], note: "" });
    expect(parseMetricSize("Jumbo slab")).toBeUndefined();
  });

  it("converts volumes, densities, peel forces and expansion for imperial pages", async () => {
    const { formatFigure } = await import("../../core/units/format");
    expect(plain(formatFigure(130, "mm³", 0, "us", "en-US"))).toBe("0.00793 in³");
    expect(plain(formatFigure(130, "mm³", 0, "gl", "en"))).toBe("130 mm³");
    expect(plain(formatFigure(1.72, "g/cm³", 2, "us", "en-US"))).toBe("107 lb/ft³");
    expect(plain(formatFigure(14, "N/25 mm", 0, "us", "en-US"))).toBe("3.2 lbf/in");
    expect(plain(formatFigure(6.5, "µm/(m·K)", 1, "us", "en-US"))).toBe("3.61 µin/(in·°F)");
  });
});

describe("US trade sizes", () => {
  const us = (m: Measurement) => plain(measureFor(m, "us", "en-US"));

  it.each([
    [12, "1/2″"],
    [6, "1/4″"],
    [9, "3/8″"],
    [19, "3/4″"],
    [30, "1-3/16″"],
    [2, "0.08″"],
    [0.3, "12 mil"],
    [0.08, "3.1 mil"],
  ])("writes a %s mm thickness as %s", (mm, trade) => {
    expect(us({ kind: "length", mm, use: "thickness" })).toBe(trade);
  });

  it("writes the manufacturer's nominal thickness where it states one", () => {
    expect(us({ kind: "length", mm: 30, use: "thickness", nominalIn: 1.25 })).toBe("1-1/4″");
    expect(us({ kind: "length", mm: 20, use: "thickness", nominalIn: 0.75 })).toBe("3/4″");
  });

  it.each([
    [[1220, 2440], "4 × 8 ft"],
    [[1220, 3050], "4 × 10 ft"],
    [[760, 3680], "30″ × 145″"],
    [[3040, 1440], "120″ × 57″"],
    [[50, 50], "2″ × 2″"],
    [[100, 100], "4″ × 4″"],
    [[184, 1220], "7-1/4″ × 48″"],
    [[148, 210], "5-3/4″ × 8-1/4″"],
  ])("writes %j mm as %s", (mms, trade) => {
    expect(us({ kind: "dimensions", mms })).toBe(trade);
  });

  it("labels the finder's thickness facet as the product page does", () => {
    const ctx = { t: () => "", locale: "en-US" as const, region: "us" as const, language: "en" };
    expect(valueLabel({ name: "thickness", kind: "measure" }, "12mm", "12 mm", ctx)).toBe("1/2″");
    expect(valueLabel({ name: "thickness", kind: "measure" }, "30mm", `30 mm${NOMINAL_MARK}1.25`, ctx)).toBe("1-1/4″");
    expect(plain(valueLabel({ name: "thickness", kind: "measure" }, "30mm", `30 mm${NOMINAL_MARK}1.25`, { ...ctx, locale: "de", region: "gl" }))).toBe("30 mm");
  });
});

describe("one unit notation per locale", () => {
  it("writes test figures with the same millimetre as the sizes beside them", () => {
    const unitOf = (text: string) => plain(text).replace(/[\d.,\s]/g, "");
    expect(unitOf(formatFigure(28, "mm", 0, "ru", "ru"))).toBe(unitOf(formatLength(30, "ru", "ru", "thickness")));
    expect(unitOf(formatFigure(28, "mm", 0, "cn", "zh-CN"))).toBe(unitOf(formatLength(30, "cn", "zh-CN", "thickness")));
    expect(plain(formatFigure(2.5, "mm/min", 1, "ru", "ru"))).toBe("2,5 мм/мин");
    expect(plain(formatFigure(130, "mm³", 0, "ru", "ru"))).toBe("130 мм³");
  });

  it("writes a PDF's measurements as the page does", () => {
    for (const [language, locale] of [["ru", "ru"], ["zh", "zh-CN"], ["ja", "ja"]] as const) {
      const f = createFormatter(wordingFor(language));
      expect(plain(f.thickness(12))).toBe(`${plain(measureBoth({ kind: "length", mm: 12, use: "thickness" }, locale).metric)} (1/2″)`);
    }
  });
});
