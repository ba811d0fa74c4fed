import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../core/regions/regions";

/**
 * Translator notes (docs/i18n.md): `locales/notes/<locale>.json` maps a message key to a note on
 * its wording. A note on a key that was renamed or removed would explain nothing, so every noted
 * key must still be in that locale's own file.
 */
const DIR = path.resolve(import.meta.dirname, "../../locales");
const readJson = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
const noteFiles = readdirSync(path.join(DIR, "notes"));

describe("locales/notes/", () => {
  it("holds notes only for locales the site serves", () => {
    expect(noteFiles.filter((file) => !LOCALES.some((locale) => file === `${locale}.json`))).toEqual([]);
  });

  it.each(noteFiles)("%s notes only keys its locale file has, each with a note in words", (file) => {
    const messages = readJson(path.join(DIR, file));
    const notes = readJson(path.join(DIR, "notes", file));
    expect(Object.keys(notes).filter((key) => !(key in messages))).toEqual([]);
    expect(Object.entries(notes).filter(([, note]) => typeof note !== "string" || note.trim() === "").map(([key]) => key)).toEqual([]);
  });
});
