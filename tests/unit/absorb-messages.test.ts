import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { absorbMessages } from "../../scripts/i18n/absorb-messages";

/**
 * The merge of branches that still write messages as TypeScript modules (decision 0059): the
 * script runs on a copy of locales/ with such modules beside it, as it will on a merged tree.
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
let root = "";

function workspace(modules: Record<string, string>, extraSources: Record<string, string> = {}): string {
  root = mkdtempSync(path.join(tmpdir(), "absorb-messages-"));
  cpSync(path.join(ROOT, "locales"), path.join(root, "locales"), { recursive: true });
  for (const [file, text] of Object.entries({ ...modules, ...extraSources })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const localeJson = (locale: string): Record<string, unknown> => JSON.parse(readFileSync(path.join(root, "locales", `${locale}.json`), "utf8")) as Record<string, unknown>;
const localeText = (locale: string): string => readFileSync(path.join(root, "locales", `${locale}.json`), "utf8");
const quiet = () => {};

const FEATURE = {
  "core/i18n/messages/wishlist/en.ts": `import type { CatalogueOverrides } from "../../types";
const shared = { "wishlist.title": "Wish list" };
export const enWishlist = {
  ...shared,
  "wishlist.count": { one: "{count} wish", other: "{count} wishes" },
} satisfies CatalogueOverrides;
`,
  "core/i18n/messages/wishlist/de.ts": `export const deWishlist = { "wishlist.title": "Wunschliste", "wishlist.count": { one: "{count} Wunsch", other: "{count} Wünsche" } };\n`,
  "core/i18n/messages/wishlist/en-US.ts": `export const enUSWishlist = { "wishlist.title": "Wish list (US)" };\n`,
};

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = "";
});

describe("absorb-messages", () => {
  it("appends a module's keys to its locale file, plurals as objects, and deletes the module", async () => {
    const dir = workspace(FEATURE);
    const englishBefore = Object.keys(localeJson("en"));
    const result = await absorbMessages({ root: dir, log: quiet });

    expect(result.absorbed).toHaveLength(3);
    expect(result.failed).toEqual([]);
    const english = localeJson("en");
    expect(Object.keys(english).slice(0, englishBefore.length)).toEqual(englishBefore);
    expect(Object.keys(english).slice(englishBefore.length)).toEqual(["wishlist.title", "wishlist.count"]);
    expect(english["wishlist.count"]).toEqual({ one: "{count} wish", other: "{count} wishes" });
    expect(localeText("en")).toContain('"wishlist.count": { "one": "{count} wish", "other": "{count} wishes" }');
    expect(localeJson("de")["wishlist.title"]).toBe("Wunschliste");
    expect(localeJson("en-US")["wishlist.title"]).toBe("Wish list (US)");
    expect(existsSync(path.join(dir, "core/i18n/messages"))).toBe(false);
    // Every full language but German lacks the new keys: the merge is told which to translate.
    expect(result.missingInFullLanguages).toContain("fr: wishlist.title");
    expect(result.missingInFullLanguages.some((entry) => entry.startsWith("de:"))).toBe(false);
  });

  it("changes nothing when run again, or on modules it has already absorbed", async () => {
    const dir = workspace(FEATURE);
    await absorbMessages({ root: dir, keep: true, log: quiet });
    const once = ["en", "de", "en-US"].map(localeText);

    const again = await absorbMessages({ root: dir, keep: true, log: quiet });
    expect(again.added).toEqual([]);
    expect(again.changed).toEqual([]);
    expect(["en", "de", "en-US"].map(localeText)).toEqual(once);

    await absorbMessages({ root: dir, log: quiet });
    const emptyRun = await absorbMessages({ root: dir, log: quiet });
    expect(emptyRun.absorbed).toEqual([]);
    expect(["en", "de", "en-US"].map(localeText)).toEqual(once);
  });

  it("puts a full language's new keys in English's order, whatever the module's order", async () => {
    const dir = workspace({
      "core/i18n/messages/wishlist/en.ts": `export const enWishlist = { "wishlist.a": "A", "wishlist.b": "B" };\n`,
      "core/i18n/messages/wishlist/fr.ts": `export const frWishlist = { "wishlist.b": "B fr", "wishlist.a": "A fr" };\n`,
    });
    await absorbMessages({ root: dir, log: quiet });
    expect(Object.keys(localeJson("fr"))).toEqual(Object.keys(localeJson("en")));
  });

  it("sends North American words to en-US and en-CA, and American spelling to en-US only", async () => {
    const dir = workspace({
      "core/i18n/messages/visualiser/en.ts": `export const enVisualiser = { "visualiser.worktop": "The worktop", "visualiser.colour": "Colour" };\n`,
      "core/i18n/messages/visualiser/en-US.ts": `export const enNAVisualiser = { "visualiser.worktop": "The countertop" };
export const enUSVisualiser = { ...enNAVisualiser, "visualiser.colour": "Color" };
`,
    });
    await absorbMessages({ root: dir, log: quiet });
    expect(localeJson("en-US")).toMatchObject({ "visualiser.worktop": "The countertop", "visualiser.colour": "Color" });
    expect(localeJson("en-CA")["visualiser.worktop"]).toBe("The countertop");
    expect(localeJson("en-CA")["visualiser.colour"]).toBeUndefined();
  });

  it("keeps an existing key in its place and takes the module's wording", async () => {
    const dir = workspace({ "core/i18n/messages/fix/en.ts": `export const enFix = { "site.tagline": "Surfaces for every project" };\n` });
    const keysBefore = Object.keys(localeJson("en"));
    const result = await absorbMessages({ root: dir, log: quiet });
    expect(result.changed).toEqual(["en: site.tagline"]);
    expect(Object.keys(localeJson("en"))).toEqual(keysBefore);
    expect(localeJson("en")["site.tagline"]).toBe("Surfaces for every project");
  });

  it("writes nothing on a dry run, and skips a file that names no locale of the site", async () => {
    const dir = workspace({ ...FEATURE, "core/i18n/messages/wishlist/pt.ts": `export const ptWishlist = { "wishlist.title": "Lista" };\n` });
    const before = localeText("en");
    const result = await absorbMessages({ root: dir, dryRun: true, log: quiet });
    expect(result.failed).toEqual([path.join("core/i18n/messages/wishlist/pt.ts")]);
    expect(localeText("en")).toBe(before);
    expect(existsSync(path.join(dir, "core/i18n/messages/wishlist/en.ts"))).toBe(true);
  });

  it("moves imports of MessageKey from the old English module to locale-files", async () => {
    const dir = workspace(FEATURE, {
      "app/wishlist/keys.ts": `import type { MessageKey } from "../../core/i18n/messages/en";\nexport const KEY: MessageKey = "site.name";\n`,
    });
    await absorbMessages({ root: dir, log: quiet });
    expect(readFileSync(path.join(dir, "app/wishlist/keys.ts"), "utf8")).toContain('from "../../core/i18n/locale-files"');
  });
});
