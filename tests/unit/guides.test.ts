/** Guides are catalogue content: validated, written in every content language, and quoted by documents. */
import { describe, expect, it } from "vitest";
import { CONTENT_LANGUAGES, FINISHES } from "../../core/catalogue/enums";
import { GuidesSchema, MATERIAL_CLASSES, localiseList } from "../../core/catalogue/guides";
import { localise } from "../../core/catalogue/model";
import { seedGuides } from "../../demo/catalogue/guides";
import { guideIn } from "../../server/documents/content/guides";

describe("guides", () => {
  const guides = seedGuides();

  it("validate, and reject a guide without English", () => {
    expect(GuidesSchema.safeParse(guides).success).toBe(true);
    const broken = structuredClone(guides) as { warrantyTerms: Record<string, unknown> };
    delete broken.warrantyTerms.en;
    expect(GuidesSchema.safeParse(broken).success).toBe(false);
  });

  it.each(CONTENT_LANGUAGES.filter((language) => language !== "en"))("are written in %s, not left to English", (language) => {
    for (const kind of MATERIAL_CLASSES) {
      const g = guides.materials[kind];
      for (const text of [g.applications, g.installation.before, g.fabrication.storage]) expect(localise(text, language)).not.toBe(text.en);
      for (const list of [g.installation.steps, g.care.daily, g.care.stains, g.care.avoid, g.fabrication.guidelines]) {
        expect(localiseList(list, language)).not.toEqual(list.en);
      }
    }
    for (const finish of FINISHES) expect(localiseList(guides.finishCare[finish], language)).not.toEqual(guides.finishCare[finish].en);
  });

  it("fall back to English for a language a guide is not written in", () => {
    const onlyEnglish = { ...guides, warrantyTerms: { en: ["Covered."] } };
    expect(guideIn(onlyEnglish, "surface", "ja").warrantyTerms).toEqual(["Covered."]);
  });
});
