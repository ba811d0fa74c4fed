/** The marketing copy of collections in the seed: HIMACS collections of spec §1 and the other families' roots, in every language. */
import { describe, expect, it } from "vitest";
import { CONTENT_LANGUAGES } from "../../core/catalogue/enums";
import { demoSeed } from "../support/demo-seed";
import { COLLECTION_COPY } from "../../demo/catalogue/copy/collections";
import type { ProductFamily } from "../../core/catalogue/families";
import { PRODUCT_FAMILIES } from "../../core/catalogue/families";

const { collections } = demoSeed();
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

describe("collection copy of every family", () => {
  const described = Object.keys(COLLECTION_COPY) as ProductFamily[];

  it("describes every root collection, sinks included, in one to three sentences, in every content language", () => {
    expect([...described].sort()).toEqual([...PRODUCT_FAMILIES].sort());
    const roots = collections.filter((c) => !c.parent);
    for (const collection of roots)
      for (const language of CONTENT_LANGUAGES) {
        const text = collection.description?.[language];
        expect(text, `${collection.family} ${collection.code} ${language}`).toBeTruthy();
        expect(sentences(text!), `${collection.code} ${language}`).toBeLessThanOrEqual(3);
      }
  });

  it("names only collections the seed has", () => {
    const codes = new Set(collections.map((c) => `${c.family}/${c.code}`));
    for (const family of described) for (const code of Object.keys(COLLECTION_COPY[family]!)) expect(codes, `${family}/${code}`).toContain(`${family}/${code}`);
  });
});
