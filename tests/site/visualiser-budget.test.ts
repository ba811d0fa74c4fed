/**
 * The visualiser's budget in the built client (decision 0067): three.js is in chunks that only the
 * visualiser page's own module imports (dynamically), so no other page loads or preloads it. Read
 * from `npm run build`'s output, as the browser would fetch it.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ASSETS = path.resolve(import.meta.dirname, "../../build/client/assets");
/** three.js registers its revision on the window under this name; no other library writes it. */
const THREE_MARK = "__THREE__";

/** React Router's route manifest (`manifest-<hex>.js`): each route's module and the chunks it imports. */
const ROUTE_MANIFEST = /^manifest-[0-9a-f]{8}\.js$/;
const chunks = readdirSync(ASSETS).filter((file) => file.endsWith(".js"));
const text = new Map(chunks.map((file) => [file, readFileSync(path.join(ASSETS, file), "utf8")]));

/** Chunks whose code names `file` (a static or dynamic import, or a preload list). */
const importersOf = (file: string) => chunks.filter((other) => other !== file && text.get(other)!.includes(file));

describe("the visualiser's JavaScript stays on its page", () => {
  it("keeps three.js in chunks that only the visualiser page imports", () => {
    const three = chunks.filter((file) => text.get(file)!.includes(THREE_MARK));
    expect(three.length).toBeGreaterThan(0);
    // Everything that reaches three.js, followed back to the modules nothing else imports.
    const reach = new Set<string>(three);
    for (let frontier = [...three]; frontier.length; ) {
      const next = frontier.flatMap(importersOf).filter((file) => !reach.has(file));
      for (const file of next) reach.add(file);
      frontier = next;
    }
    const outside = [...reach].filter((file) => !three.includes(file) && !/^visualiser-page-/.test(file) && !ROUTE_MANIFEST.test(file));
    expect(outside).toEqual([]);
  });

  it("is not in the route manifest's imports of any other page", () => {
    const manifest = chunks.find((file) => ROUTE_MANIFEST.test(file));
    expect(manifest).toBeDefined();
    const three = chunks.filter((file) => text.get(file)!.includes(THREE_MARK));
    for (const file of three) expect(text.get(manifest!)!.includes(file)).toBe(false);
  });
});
