import { describe, expect, it } from "vitest";
import { formatDimensions, formatLength as rawLength, formatWeight } from "../../core/units/format";

/** French and Russian group digits and separate units with (narrow) no-break spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const formatLength = (...args: Parameters<typeof rawLength>) => plain(rawLength(...args));

describe("units per region", () => {
  it("shows thickness in inch in the US and in mm elsewhere", () => {
    expect(formatLength(12, "us", "en-US", "thickness")).toBe("0.472 in");
    expect(formatLength(12, "gl", "en", "thickness")).toBe("12 mm");
    expect(formatLength(12.5, "cf", "fr-CA", "thickness")).toBe("12,5 mm");
  });

  it("shows large dimensions in cm outside the US", () => {
    expect(formatLength(3680, "gl", "en", "dimension")).toBe("368 cm");
    expect(formatLength(3680, "us", "en-US", "dimension")).toBe("144.88 in");
  });

  it("shows weight in lbs in the US and kg elsewhere", () => {
    expect(formatWeight(10, "us", "en-US")).toBe("22 lb");
    expect(formatWeight(10, "jp", "ja")).toBe("10 kg");
  });

  it("formats a dimension set with one unit", () => {
    expect(formatDimensions([3680, 760], "gl", "en")).toBe("3,680 × 760 mm");
    expect(formatDimensions([3680, 760], "us", "en-US")).toBe("144.88 × 29.92 in");
    // The unit as the locale writes it, as single measurements are ("30 мм" beside "3 680 × 760 мм").
    expect(plain(formatDimensions([3680, 760], "ru", "ru"))).toBe("3 680 × 760 мм");
    expect(plain(rawLength(30, "ru", "ru", "thickness")).split(" ")[1]).toBe("мм");
    expect(formatDimensions([3680, 760], "cn", "zh-CN")).toBe("3,680 × 760毫米");
    expect(formatDimensions([3680, 760], "jp", "ja")).toBe("3,680 × 760 mm");
  });
});

describe("both unit systems", () => {
  it("writes one measurement in metric and imperial", async () => {
    const { measureBoth } = await import("../../core/units/format");
    const both = measureBoth({ kind: "dimensions", mms: [3040, 1440] }, "en");
    expect(both).toEqual({ metric: "3,040 × 1,440 mm", imperial: "119.69 × 56.69 in" });
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
