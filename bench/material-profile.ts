/**
 * `tsx bench/material-profile.ts [texture] [px]`: where one square texture-scale material render
 * spends its time, step by step, on this thread (no pool): the demo texture generator, the fold
 * that makes it periodic, the derived maps, and each PNG encode (one at a time here, with its
 * size, so the encoder's cost per map shows). For a whole-process view run it under
 * `node --cpu-prof --import tsx`.
 */
import sharp from "sharp";
import type { Texture } from "../core/catalogue/enums";
import type { Product } from "../core/catalogue/model";
import { materialRelief, materialRoughness } from "../core/materials/material";
import { seedCatalogue } from "../demo/catalogue";
import { renderBasecolor } from "../server/materials/basecolor";
import { foldMargin } from "../server/materials/basecolor-cut";
import { surfaceMaps } from "../server/materials/maps";
import { encodeMapPng } from "../server/materials/material-task";
import { renderPixelRows } from "../server/images/sources/procedural";

/** CPU milliseconds of the process since `since` (the machine is shared: wall time measures the others too). */
function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

function time<T>(label: string, work: () => T): T {
  const started = process.cpuUsage();
  const result = work();
  console.log(`${label.padEnd(16)} ${cpuMs(started).toFixed(0).padStart(6)} ms CPU`);
  return result;
}

async function main(texture: Texture, px: number): Promise<void> {
  const product: Product | undefined = seedCatalogue().products.find((p) => p.swatch.texture === texture);
  if (!product) throw new Error(`no demo product of texture ${texture}`);
  sharp.concurrency(1);
  const side = px + foldMargin(px, px);
  time("generator", () => renderPixelRows(product.swatch, side, side, 0, side));
  const basecolor = time("generator+fold", () => renderBasecolor(product.swatch, px, px));
  const recipe = { relief: materialRelief(product), roughness: materialRoughness(product), finish: product.finish, embossed: product.attributes.emboss !== undefined, seed: product.swatch.seed };
  const maps = time("maps", () => surfaceMaps(basecolor, px, px, recipe));
  const encodes = [["basecolor", basecolor, 3], ["normal", maps.normal, 3], ["roughness", maps.roughness, 1], ["height", maps.height, 1], ["orm", maps.orm, 3]] as const;
  for (const [name, data, channels] of encodes) {
    const started = process.cpuUsage();
    const bytes = await encodeMapPng(data, px, px, channels);
    console.log(`png ${name.padEnd(12)} ${cpuMs(started).toFixed(0).padStart(6)} ms CPU ${(bytes.length / 1e6).toFixed(1).padStart(6)} MB`);
  }
}

void main((process.argv[2] ?? "granite") as Texture, Number(process.argv[3] ?? 2048));
