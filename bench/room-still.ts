import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { seedCatalogue } from "../demo/catalogue";
import { renderBasecolor } from "../server/materials/basecolor";
import { mapPixels, materialRoughness, materialTile } from "../core/materials/material";
import { scenesFor } from "../core/visualiser/scenes";
import { SCENE_LAYOUTS } from "../core/visualiser/scene-layout";
import { renderRoomStill } from "../server/visualiser/room-still";
mkdirSync("test-results/still", { recursive: true });
const products = seedCatalogue().products;
const wanted = process.argv.slice(2);
const seen = new Set<string>();
async function main(): Promise<void> {
for (const p of products) {
  const scenes = scenesFor(p);
  const scene = scenes[0];
  if (!scene || seen.has(scene) || (wanted.length && !wanted.includes(scene))) continue;
  seen.add(scene);
  const tile = materialTile(p);
  const { width, height } = mapPixels(tile, 1024);
  let t = performance.now();
  const rgb = renderBasecolor(p.swatch, width, height);
  const tb = performance.now() - t;
  t = performance.now();
  const W = 960, H = 600;
  const out = renderRoomStill({ layout: SCENE_LAYOUTS[scene], view: SCENE_LAYOUTS[scene].views.overview, fovDegrees: 45, width: W, height: H, texture: { rgb, width, height, tileMm: tile, roughness: materialRoughness(p) } });
  const ts = performance.now() - t;
  await sharp(Buffer.from(out), { raw: { width: W, height: H, channels: 3 } }).png().toFile(`test-results/still/${scene}.png`);
  console.log(scene, p.slug, p.swatch.texture, JSON.stringify(tile), `basecolor ${tb.toFixed(0)} ms, still ${ts.toFixed(0)} ms`);
}
}
void main();
