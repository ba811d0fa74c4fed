/** A US visitor reads the catalogue's British English prose in US spelling; names stay as they are. */
import { describe, expect, it } from "vitest";
import { forLocale, usSpelling } from "../../core/i18n/us-spelling";

describe("usSpelling", () => {
  it("respells British words, keeping a capital first letter", () => {
    expect(usSpelling("Colours on a grey worktop, moulded at the centre.")).toBe("Colors on a gray countertop, molded at the center.");
  });

  it("leaves the names it is given as they are", () => {
    expect(usSpelling("Cool Grey is a soft grey colour from Grey Tones (Cool Grey).", ["Cool Grey", "Grey Tones"])).toBe("Cool Grey is a soft gray color from Grey Tones (Cool Grey).");
    expect(usSpelling("A grey (1+1) colour.", ["(1+1)"])).toBe("A gray (1+1) color.");
  });

  it("applies to US English only", () => {
    expect(forLocale("A grey colour", "en-US")).toBe("A gray color");
    expect(forLocale("A grey colour", "en")).toBe("A grey colour");
    expect(forLocale("A grey colour", "en-CA")).toBe("A grey colour");
  });
});
