import { describe, expect, it } from "vitest";
import { CONTENT_LANGUAGES } from "../../core/catalogue/enums";
import { demoSeed } from "../support/demo-seed";
import { industrialCopy } from "../../core/content/industrial/copy";
import { figureData, figurePlaceholders, INDUSTRIAL_PAGE_DEFS } from "../../core/content/industrial/pages";
import { INDUSTRIAL_PAGES } from "../../core/content/industrial/types";

const products = demoSeed().products;
const percent = (v: number) => `<${v}>`;
const figuresOf = (id: (typeof INDUSTRIAL_PAGES)[number]) => {
  const def = INDUSTRIAL_PAGE_DEFS[id];
  return figurePlaceholders(figureData(products.filter((p) => p.family === def.family && (!def.lines || def.lines.includes(p.collection)))), percent);
};

describe("automotive and appliance copy", () => {
  it("stores the spec's figures as numbers", () => {
    expect(figuresOf("automotive.skin")).toMatchObject({ recycledMin: "<35>", recycledMax: "<50>" });
    expect(figuresOf("automotive.lightweight")).toMatchObject({ cutMin: "<25>", cutMax: "<56>", fibreMin: "<60>", fibreMax: "<80>" });
    expect(figuresOf("automotive.component")).toMatchObject({ cutMin: "<25>", cutMax: "<30>" });
  });

  it("keeps figures out of the text and fills every placeholder from the data", () => {
    for (const id of INDUSTRIAL_PAGES) {
      const figures = figuresOf(id);
      for (const language of CONTENT_LANGUAGES) {
        const copy = industrialCopy(id, language, {});
        for (const text of [...copy.intro, ...copy.applications.flatMap((a) => [a.name, a.text])]) expect(text, `${id} ${language}`).not.toMatch(/\d/);
        const filled = industrialCopy(id, language, figures);
        expect(filled.intro.join(" "), `${id} ${language}`).not.toMatch(/[{}]/);
      }
    }
  });

  it("writes English that reads right in every English region (no British-only spelling)", () => {
    for (const id of INDUSTRIAL_PAGES) {
      const copy = industrialCopy(id, "en", {});
      expect(JSON.stringify(copy), id).not.toMatch(/colour|fibre|mould|centre|metre|catalogue|worktop/i);
    }
  });

  it("has the long Chinese copy, and English (marked as such) for ja and ru", () => {
    for (const id of INDUSTRIAL_PAGES) {
      const zh = industrialCopy(id, "zh", figuresOf(id));
      expect(zh.language).toBe("zh");
      expect(zh.intro.length, id).toBeGreaterThanOrEqual(4);
      expect(zh.intro.join("").length, id).toBeGreaterThan(250);
      expect(zh.intro.join(""), id).toMatch(/^[\u4e00-\u9fff]/);
      for (const language of ["ja", "ru"] as const) expect(industrialCopy(id, language, {}).language).toBe("en");
      for (const language of ["de", "fr", "it", "es", "nl"] as const) expect(industrialCopy(id, language, {}).intro).not.toEqual(industrialCopy(id, "en", {}).intro);
    }
  });
});
