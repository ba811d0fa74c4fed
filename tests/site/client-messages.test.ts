import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The browser's scripts hold no locale file (decision 0059): a page's messages arrive as its
 * locale's message sets (decision 0041), and the only wording in the built chunks is what browser
 * code imports with `?keys=`: each language's guide text in a chunk of its own, and the error
 * page's English. Reads `build/client` (after `npm run build`).
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const ASSETS = path.join(ROOT, "build/client/assets");
const FULL = ["en", "de", "fr", "it", "es", "nl", "ja", "zh-CN", "ru"] as const;

const chunks = readdirSync(ASSETS)
  .filter((file) => file.endsWith(".js"))
  .map((file) => ({ file, code: readFileSync(path.join(ASSETS, file), "utf8") }));

function messages(locale: string): Array<[string, string]> {
  const all = JSON.parse(readFileSync(path.join(ROOT, "locales", `${locale}.json`), "utf8")) as Record<string, unknown>;
  return Object.entries(all).filter((entry): entry is [string, string] => typeof entry[1] === "string");
}

describe.each(FULL)("the browser's chunks in %s", (locale) => {
  const all = messages(locale);
  const guide = all.filter(([key]) => key.startsWith("guideText."));
  const guideTexts = new Set(guide.map(([, text]) => text));

  it("hold no message but those browser code imports", () => {
    // Sentences only: a short label ("Name", "HIMACS") may well be a word in the code.
    const leaked = all
      .filter(([key, text]) => text.length >= 30 && !key.startsWith("guideText.") && !key.startsWith("error.generic.") && !guideTexts.has(text))
      .filter(([, text]) => chunks.some(({ code }) => code.includes(text)))
      .map(([key]) => key);
    expect(leaked).toEqual([]);
  });

  it("hold the language's guide text in one chunk of its own", () => {
    expect(guide.length).toBeGreaterThan(10);
    const holders = new Set(guide.flatMap(([, text]) => chunks.filter(({ code }) => code.includes(text)).map(({ file }) => file)));
    expect([...holders]).toHaveLength(1);
  });
});
