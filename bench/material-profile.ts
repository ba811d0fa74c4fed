/**
 * `tsx bench/material-profile.ts [texture] [px]`: where one square texture-scale material render
 * spends its time, step by step, on this thread (no pool): the folded base colour (the demo texture
 * generator), the derived maps, and the PNG encodes.
 */
import sharp from "sharp";
import type { Texture } from "../core/catalogue/enums";
import type { Product } from "../core/catalogue/model";
import { materialRelief, materialRoughness } from "../core/materials/material";
import { seedCatalogue } from "../demo/catalogue";
import { renderBasecolor } from "../server/materials/basecolor";
import { surfaceMaps } from "../server/materials/maps";

function time<T>(label: string, work: () => T): T {
  const started = performance.now();
  const result = work();
  console.log(`${label.padEnd(12)} ${(performance.now() - started).toFixed(0).padStart(6)} ms`);
  return result;
}

async function main(texture: Texture, px: number): Promise<void> {
  const product: Product | undefined = seedCatalogue().products.find((p) => p.swatch.texture === texture);
  if (!product) throw new Error(`no demo product of texture ${texture}`);
  const basecolor = time("basecolor", () => renderBasecolor(product.swatch, px, px));
  const recipe = { relief: materialRelief(product), roughness: materialRoughness(product), finish: product.finish, embossed: false, seed: product.swatch.seed };
  const maps = time("maps", () => surfaceMaps(basecolor, px, px, recipe));
  const started = performance.now();
  const encodes = [[basecolor, 3], [maps.normal, 3], [maps.roughness, 1], [maps.orm, 3]] as const;
  for (const [data, channels] of encodes) {
    await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width: px, height: px, channels } }).png({ compressionLevel: 2, adaptiveFiltering: false }).toBuffer();
  }
  console.log(`png x4       ${(performance.now() - started).toFixed(0).padStart(6)} ms`);
}

void main((process.argv[2] ?? "granite") as Texture, Number(process.argv[3] ?? 2048));
