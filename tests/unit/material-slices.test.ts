/**
 * A background warm-up renders a material's maps in slices (decision 0075): bands of the base
 * colour's rows, then every map's pixels, then one PNG per task. The files it writes are the ones
 * a single render writes, byte for byte, for a procedural texture of each seam kind and for a tile
 * that is not square, so a pack zipped from warmed maps is the pack a visitor would have rendered.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Swatch } from "../../core/catalogue/model";
import { basecolorCut } from "../../server/materials/basecolor-cut";
import { renderMaterialTask, type MapsTask, type PixelsResult, type RenderedMap } from "../../server/materials/material-task";

const dir = mkdtempSync(path.join(tmpdir(), "material-slices-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MAPS: RenderedMap[] = ["basecolor", "normal", "roughness", "height", "orm"];

function mapsTask(name: string, swatch: Swatch, width: number, height: number): MapsTask {
  return {
    kind: "material",
    swatch,
    width,
    height,
    recipe: { relief: 0.6, roughness: 0.4, finish: "leather", embossed: false, seed: swatch.seed },
    targets: MAPS.map((map) => ({ map, file: path.join(dir, name, `${map}.png`) })),
    returnMaps: [],
  };
}

/** What warmInSlices (material-service.ts) sends the pool, run here in order, with bands of `rowsPerBand`. */
async function renderInSlices(task: MapsTask, rowsPerBand: number, folder: string): Promise<void> {
  const { kind: _maps, targets, returnMaps: _nothing, ...source } = task;
  const { cutWidth, cutHeight } = basecolorCut(task.width, task.height);
  const cut = new Uint8Array(cutWidth * cutHeight * 3);
  for (let y0 = 0; y0 < cutHeight; y0 += rowsPerBand) {
    const y1 = Math.min(cutHeight, y0 + rowsPerBand);
    const [band] = (await renderMaterialTask({ kind: "material-rows", swatch: task.swatch, width: task.width, height: task.height, y0, y1 })) as PixelsResult[];
    cut.set(band!.pixels.rows!.data, y0 * cutWidth * 3);
  }
  const [surface] = (await renderMaterialTask({ ...source, kind: "material-surface", cut })) as PixelsResult[];
  for (const target of targets) {
    const { data, channels } = surface!.pixels[target.map]!;
    await renderMaterialTask({ kind: "material-png", map: target.map, pixels: data, channels, width: task.width, height: task.height, file: path.join(folder, path.basename(target.file)) });
  }
}

describe("a material's maps rendered in slices", () => {
  const cases: [string, Swatch, number, number][] = [
    ["granite, crisp seam, square", { texture: "granite", base: "#8a8f94", accent: "#2b2d30", seed: 7 }, 192, 192],
    ["marble, soft seam, a slab's band", { texture: "marble", base: "#efeeea", accent: "#9a9ca0", seed: 8 }, 256, 53],
  ];
  it.each(cases)("are the single render's files, byte for byte: %s", async (name, swatch, width, height) => {
    const single = mapsTask(name, swatch, width, height);
    await renderMaterialTask(single);
    const sliced = path.join(dir, `${name} sliced`);
    // Bands of an odd height, so the last one is shorter.
    await renderInSlices(single, 37, sliced);
    for (const map of MAPS) {
      expect(readFileSync(path.join(sliced, `${map}.png`)).equals(readFileSync(path.join(dir, name, `${map}.png`))), map).toBe(true);
    }
  });
});
