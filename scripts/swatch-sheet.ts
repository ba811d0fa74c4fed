/**
 * Renders a contact sheet of every swatch texture in typical colourways, with a 100 % crop of a
 * 2400 px render of each texture to check sharpness at enlargement size.
 *
 *   npx tsx scripts/swatch-sheet.ts out.png [--only marble,wood] [--tile 280]
 */
import path from "node:path";
import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { TEXTURES, type Texture } from "../core/catalogue/enums";
import type { Swatch } from "../core/catalogue/model";
import { ENLARGED_WIDTH } from "../core/catalogue/media";
import { renderSize } from "../server/images/render";
import { renderPixels } from "../demo/catalogue/textures";

type Colourway = [label: string, base: string, accent: string];

const COLOURWAYS: Record<Texture, Colourway[]> = {
  solid: [
    ["arctic white", "#f4f4f1", "#e6e6e2"],
    ["concrete grey", "#8e9093", "#6f7174"],
    ["deep black", "#1f1f21", "#3a3a3d"],
    ["terracotta", "#b5654a", "#8c4a35"],
  ],
  sparkle: [
    ["white sparkle", "#eeece6", "#8a8a88"],
    ["black sparkle", "#26272a", "#b0b0b0"],
    ["beige sparkle", "#d9cbb2", "#8c7355"],
    ["grey sparkle", "#8f9194", "#3a3b3d"],
  ],
  granite: [
    ["salt & pepper", "#b9b7b2", "#3a3a3c"],
    ["black granite", "#1e1e20", "#7a7468"],
    ["rosa granite", "#c9a090", "#4b4038"],
    ["brown granite", "#8a6f58", "#2e2620"],
  ],
  marble: [
    ["white, grey veins", "#f1efea", "#8d8f93"],
    ["calacatta gold", "#f3efe6", "#b0935e"],
    ["nero marquina", "#1d1d1f", "#e6e6e2"],
    ["crema marfil", "#e3d3b8", "#b89e78"],
  ],
  concrete: [
    ["grey concrete", "#9a9a97", "#6f6d6a"],
    ["light concrete", "#c9c6c0", "#9a958c"],
    ["anthracite", "#4a4b4d", "#2e2f31"],
    ["warm concrete", "#b3a897", "#7f7465"],
  ],
  terrazzo: [
    ["cream, terracotta", "#ece3d2", "#b46b4c"],
    ["grey, blue", "#bdbcb8", "#3e4a5a"],
    ["black terrazzo", "#2b2b2d", "#d9d4c8"],
    ["pink, sage", "#e8c9c0", "#7a8c6e"],
  ],
  wood: [
    ["natural oak", "#c49a6c", "#8a6038"],
    ["walnut", "#6b4a33", "#3b271a"],
    ["white oak", "#d9c5a5", "#a88b62"],
    ["grey washed", "#a39e95", "#6c665e"],
  ],
  metal: [
    ["brushed steel", "#a8abaf", "#e2e4e6"],
    ["bronze", "#8c6a45", "#d6b48a"],
    ["dark titanium", "#4a4c50", "#8b8f95"],
    ["brass", "#b89a5a", "#ecd9a0"],
  ],
  stone: [
    ["limestone", "#d8ceb9", "#a8957a"],
    ["slate grey", "#5a5e63", "#3a3d41"],
    ["sandstone", "#c9a27a", "#8e6440"],
    ["travertine", "#e0d2bb", "#b39d7e"],
  ],
  textile: [
    ["beige linen", "#cfc0a5", "#b3a184"],
    ["grey linen", "#8f8f8c", "#6e6e6b"],
    ["navy", "#2e3a52", "#56627a"],
    ["white linen", "#ecebe6", "#d5d2c9"],
  ],
};

const args = process.argv.slice(2);
const outFile = path.resolve(args.find((a) => !a.startsWith("--") && !/^\d+$/.test(a) && !a.includes(",")) ?? "swatch-sheet.png");
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const only = option("only")?.split(",") as Texture[] | undefined;
const tile = Number(option("tile") ?? 280);
const cropOf = option("crop") !== "off";
const textures = TEXTURES.filter((t) => !only || only.includes(t));

const GAP = 12;
const LABEL = 22;
const LEFT = 110;
const columns = 4 + (cropOf ? 1 : 0);
const width = LEFT + columns * (tile + GAP) + GAP;
const rowHeight = tile + LABEL + GAP;
const height = GAP + textures.length * rowHeight;

/** The swatch as the site would serve it at `tile` px: rendered at renderSize and reduced. */
async function tileImage(swatch: Swatch, size: number): Promise<Buffer> {
  const rs = renderSize(size);
  const pixels = renderPixels(swatch, rs, size);
  let image = sharp(Buffer.from(pixels.buffer), { raw: { width: rs, height: rs, channels: 3 } });
  if (rs !== size) image = image.resize(size, size, { kernel: "lanczos3" });
  return image.png().toBuffer();
}

/** A `size` crop of the 2400 px render, at 100 %, where it has the most detail. */
async function cropImage(swatch: Swatch, size: number): Promise<Buffer> {
  const full = ENLARGED_WIDTH;
  const pixels = renderPixels(swatch, full);
  const { left, top } = busiestWindow(pixels, full, size);
  return sharp(Buffer.from(pixels.buffer), { raw: { width: full, height: full, channels: 3 } })
    .extract({ left, top, width: size, height: size })
    .png()
    .toBuffer();
}

/** The window (on a coarse grid of positions) with the largest variance of the green channel. */
function busiestWindow(pixels: Uint8ClampedArray, full: number, size: number): { left: number; top: number } {
  let best = { left: 0, top: 0, variance: -1 };
  const steps = 6;
  for (let j = 0; j < steps; j++) {
    for (let i = 0; i < steps; i++) {
      const left = Math.round(((full - size) * i) / (steps - 1));
      const top = Math.round(((full - size) * j) / (steps - 1));
      let sum = 0;
      let sum2 = 0;
      let n = 0;
      for (let y = top; y < top + size; y += 3) {
        for (let x = left; x < left + size; x += 3) {
          const g = pixels[(y * full + x) * 3 + 1]!;
          sum += g;
          sum2 += g * g;
          n++;
        }
      }
      const variance = sum2 / n - (sum / n) ** 2;
      if (variance > best.variance) best = { left, top, variance };
    }
  }
  return best;
}

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}

const composites: sharp.OverlayOptions[] = [];
const labels: string[] = [];
for (const [row, texture] of textures.entries()) {
  const top = GAP + row * rowHeight;
  labels.push(`<text x="10" y="${top + tile / 2}" font-size="17" font-weight="bold">${texture}</text>`);
  const ways = COLOURWAYS[texture];
  for (const [col, [label, base, accent]] of ways.entries()) {
    const swatch: Swatch = { texture, base, accent, seed: 1000 + row * 17 + col };
    const left = LEFT + col * (tile + GAP);
    const started = performance.now();
    composites.push({ input: await tileImage(swatch, tile), left, top });
    labels.push(`<text x="${left}" y="${top + tile + 16}" font-size="13">${escape(label)}</text>`);
    process.stdout.write(`${texture} ${label}: ${(performance.now() - started).toFixed(0)} ms\n`);
  }
  if (cropOf) {
    const [label, base, accent] = ways[0]!;
    const left = LEFT + 4 * (tile + GAP);
    const started = performance.now();
    composites.push({ input: await cropImage({ texture, base, accent, seed: 1000 + row * 17 }, tile), left, top });
    labels.push(`<text x="${left}" y="${top + tile + 16}" font-size="13">${escape(label)}: 2400 px at 100 %</text>`);
    process.stdout.write(`${texture} 2400 crop: ${(performance.now() - started).toFixed(0)} ms\n`);
  }
}
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g font-family="DejaVu Sans, sans-serif" fill="#222">${labels.join("")}</g></svg>`;
composites.push({ input: Buffer.from(svg), left: 0, top: 0 });

mkdirSync(path.dirname(outFile), { recursive: true });
await sharp({ create: { width, height, channels: 3, background: "#f7f7f5" } })
  .composite(composites)
  .png()
  .toFile(outFile);
console.log(`wrote ${outFile} (${width}×${height})`);
