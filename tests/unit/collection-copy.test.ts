/** The marketing copy of collections in the seed: HIMACS collections of spec §1 in every language. */
import { describe, expect, it } from "vitest";
import { CONTENT_LANGUAGES } from "../../core/catalogue/enums";
import { seedCatalogue } from "../../core/catalogue/seed";

const { collections } = seedCatalogue();
const sentences = (text: string) => text.split(/(?<=[.!?。])\s*/u).filter((s) => s.trim() !== "").length;

describe("HIMACS collection copy", () => {
  const himacs = collections.filter((c) => c.family === "HIMACS_COLOR" && c.code !== "sinks");

  it("describes every colour collection of spec §1 in two or three sentences, in every content language", () => {
    expect(himacs.map((c) => c.code)).toEqual(expect.arrayContaining(["aurora-and-marmo", "exteria", "lucent", "volcanics"]));
    for (const collection of himacs)
      for (const language of CONTENT_LANGUAGES) {
        const text = collection.description?.[language];
        expect(text, `${collection.code} ${language}`).toBeTruthy();
        expect(sentences(text!), `${collection.code} ${language}`).toBeGreaterThanOrEqual(2);
        expect(sentences(text!), `${collection.code} ${language}`).toBeLessThanOrEqual(3);
      }
  });

  it("names the collection in its own copy", () => {
    for (const collection of himacs) expect(collection.description?.en, collection.code).toContain(collection.name.en.split(" ")[0]);
  });
});
