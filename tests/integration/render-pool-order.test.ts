/**
 * The render pool's promise to visitors (decision 0075): background work (prerender, material
 * warm-ups) comes in slices that start only on a free worker while no visitor's render is pending,
 * so a visitor's render arriving behind a background run waits for the slice already running and
 * no more; the rest of the background run still completes. Real pool, one worker thread, real
 * (small) material renders; what is asserted is the order of completion, not a time.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MapsTask } from "../../server/materials/material-task";
import { createImagePool, type ImagePool } from "../../server/render/render-pool";

let dir: string;
let pool: ImagePool;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "pool-order-"));
  pool = createImagePool({ threads: 1, maxQueue: 4 });
});
afterAll(async () => {
  await pool?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A small material map: a real render of a few milliseconds, so order, not time, is what differs. */
const swatchTask = (name: string, seed: number): MapsTask => ({
  kind: "material",
  swatch: { texture: "marble", base: "#efeeea", accent: "#9a9ca0", seed },
  width: 96,
  height: 96,
  recipe: { relief: 0.2, roughness: 0.3, finish: "polished", embossed: false, seed },
  targets: [{ map: "basecolor", file: path.join(dir, `${name}.png`) }],
  returnMaps: [],
});

describe("the render pool with one worker", () => {
  it("runs a visitor's render after the background slice already running, before the rest", async () => {
    const finished: string[] = [];
    const background = [1, 2, 3, 4].map((n) => pool.renderInBackground(swatchTask(`background-${n}`, n)).then(() => finished.push(`background ${n}`)));
    // Let the pool hand out what it will before the visitor comes (a turn of the event loop, no wait).
    await nextTurn();
    expect(pool.queueDepth()).toBe(3);
    const visitor = pool.render(swatchTask("visitor", 9)).then(() => finished.push("visitor"));
    await Promise.all([visitor, ...background]);
    expect(finished).toEqual(["background 1", "visitor", "background 2", "background 3", "background 4"]);
  });

  it("starts background slices again once the visitors' renders are done, and counts what waits", async () => {
    const visitors = [pool.render(swatchTask("visitor-a", 21)), pool.render(swatchTask("visitor-b", 22))];
    const background = pool.renderInBackground(swatchTask("background-after", 23));
    // Both visitors are admitted: one runs, one waits in the worker's queue, the background slice in its own.
    expect(pool.queueDepth()).toBe(2);
    const [files] = await Promise.all([background, ...visitors]);
    expect(files.map((file) => path.basename(file.file))).toEqual(["background-after.png"]);
    expect(pool.queueDepth()).toBe(0);
  });
});
