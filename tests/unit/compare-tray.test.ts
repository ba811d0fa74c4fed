import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  COMPARE_CAPACITY,
  addToTray,
  compareCookie,
  isFull,
  parseSharedIds,
  parseTray,
  removeFromTray,
  replaceFirst,
  serializeTray,
  trayFromCookieHeader,
} from "../../core/compare/tray";

const contentId = fc.stringMatching(/^[1-9][0-9]{7}$/);
const tray = fc.uniqueArray(contentId, { maxLength: COMPARE_CAPACITY });

describe("compare tray", () => {
  it("holds four", () => {
    expect(COMPARE_CAPACITY).toBe(4);
  });

  it("parses a cookie value: digits only, no repeats, at most four, in order", () => {
    expect(parseTray("10100263.10100241")).toEqual(["10100263", "10100241"]);
    expect(parseTray("10100263.abc.10100263.<x>.10100241")).toEqual(["10100263", "10100241"]);
    expect(parseTray("1000.2000.3000.4000.5000")).toEqual(["1000", "2000", "3000", "4000"]);
    expect(parseTray("")).toEqual([]);
    expect(parseTray(null)).toEqual([]);
    expect(parseTray("12")).toEqual([]);
  });

  it("parses a shared list separated by commas", () => {
    expect(parseSharedIds("10100263,10100241")).toEqual(["10100263", "10100241"]);
    expect(parseSharedIds("10100263, 10100241 ,x")).toEqual(["10100263", "10100241"]);
  });

  it("adds at the end, once, and not beyond four", () => {
    expect(addToTray(["1000"], "2000")).toEqual({ tray: ["1000", "2000"], full: false });
    expect(addToTray(["1000"], "1000")).toEqual({ tray: ["1000"], full: false });
    expect(addToTray(["1000", "2000", "3000", "4000"], "5000")).toEqual({ tray: ["1000", "2000", "3000", "4000"], full: true });
    expect(addToTray([], "bad")).toEqual({ tray: [], full: false });
  });

  it("removes, and replaces the first added when full", () => {
    expect(removeFromTray(["1000", "2000"], "1000")).toEqual(["2000"]);
    expect(removeFromTray(["1000"], "9999")).toEqual(["1000"]);
    expect(replaceFirst(["1000", "2000", "3000", "4000"], "5000")).toEqual(["2000", "3000", "4000", "5000"]);
    expect(replaceFirst(["1000"], "5000")).toEqual(["1000", "5000"]);
    expect(replaceFirst(["1000", "2000", "3000", "4000"], "2000")).toEqual(["1000", "2000", "3000", "4000"]);
    expect(isFull(["1000", "2000", "3000", "4000"])).toBe(true);
    expect(isFull(["1000"])).toBe(false);
  });

  it("writes the cookie with its attributes, and deletes it when empty", () => {
    expect(compareCookie(["1000", "2000"], false)).toBe("compare=1000.2000; Path=/; SameSite=Lax; Max-Age=2592000");
    expect(compareCookie(["1000"], true)).toMatch(/; Secure$/);
    expect(compareCookie([], false)).toContain("Max-Age=0");
    expect(compareCookie([], false)).not.toMatch(/HttpOnly/);
  });

  it("reads the tray among other cookies", () => {
    expect(trayFromCookieHeader("csrf=abc; compare=1000.2000; sid=x")).toEqual(["1000", "2000"]);
    expect(trayFromCookieHeader("comparex=1000")).toEqual([]);
    expect(trayFromCookieHeader(undefined)).toEqual([]);
  });

  test.prop([tray])("serialize and parse round-trip", (ids) => {
    expect(parseTray(serializeTray(ids))).toEqual(ids);
    expect(trayFromCookieHeader(compareCookie(ids, true).split(";")[0])).toEqual(ids);
  });

  test.prop([tray, contentId])("never holds more than four or a repeat, whatever is added or replaced", (ids, id) => {
    for (const next of [addToTray(ids, id).tray, replaceFirst(ids, id)]) {
      expect(next.length).toBeLessThanOrEqual(COMPARE_CAPACITY);
      expect(new Set(next).size).toBe(next.length);
    }
    expect(replaceFirst(ids, id)).toContain(id);
  });

  test.prop([fc.string()])("parses any text to a valid tray", (text) => {
    const parsed = parseTray(text);
    expect(parsed.length).toBeLessThanOrEqual(COMPARE_CAPACITY);
    for (const id of parsed) expect(id).toMatch(/^[0-9]{4,12}$/);
  });
});
