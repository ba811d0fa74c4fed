/**
 * `tsx bench/materials.ts [px]`: how long a demo product's material pack takes to render in the
 * render pool (issue 28's budget: under 2 s at 2048 px), for one product of each texture kind at its
 * own tile (slab, plank, repeat) and one square texture-scale tile per kind. Prints wall time and
 * the process's CPU time (pool worker and libvips; the main thread only waits), whose ratio to the
 * 2 s budget is what a quiet machine would see: wall time on a loaded machine mostly measures the
 * others' load. Writes the figures to test-results/bench/materials/<px>.json.
 *
 * Each run also times a fixed reference workload (deflate and a float loop, code this project does
 * not change) before and after the packs, and gives every pack's CPU time as a ratio to it, so runs
 * on different days or loads compare: `refRatio` before and after a change is the speed-up.
 * `tsx bench/materials.ts 2048 square` measures only the square texture-scale tiles.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { deflateSync } from "node:zlib";
import path from "node:path";
import { materialPackUrl } from "../core/catalogue/material-urls";
import type { Product } from "../core/catalogue/model";
import { mapPixels, materialTile, type MaterialSize } from "../core/materials/material";
import { seedCatalogue } from "../demo/catalogue";
import { DiskCache } from "../server/render/disk-cache";
import { createImagePool } from "../server/render/render-pool";
import { createMaterialService } from "../server/materials/material-service";

const BUDGET_MS = 2000;
const px = Number(process.argv[2] ?? 2048) as MaterialSize;
const only = process.argv[3];

/** CPU milliseconds of a fixed workload: deflate of 24 MB of noisy bytes and 60 M float steps. */
function referenceCpuMs(): number {
  const bytes = new Uint8Array(24 * 1024 * 1024);
  let state = 12345;
  for (let i = 0; i < bytes.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[i] = (i & 255) ^ (state >>> 29);
  }
  const cpu = process.cpuUsage();
  deflateSync(bytes, { level: 2 });
  let x = 0.5;
  for (let i = 0; i < 60_000_000; i++) x = x * 0.999 + Math.sqrt(i & 1023) * 1e-6;
  if (x === 42) console.log(x);
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / 1000;
}

async function main(): Promise<void> {
  const products = seedCatalogue().products;
  const picks = new Map<string, Product>();
  for (const product of products) {
    const tile = materialTile(product);
    const key = `${product.swatch.texture} ${tile.widthMm === tile.heightMm ? "square" : tile.basis}`;
    if (!picks.has(key)) picks.set(key, product);
  }
  const byId = new Map(products.map((p) => [p.contentId, p]));
  const cacheDir = mkdtempSync(path.join(tmpdir(), "bench-materials-"));
  const pool = createImagePool({ threads: 1, maxQueue: 4 });
  const service = createMaterialService({ cacheDir, cache: new DiskCache({ root: cacheDir, maxBytes: Number.POSITIVE_INFINITY }), pool, lookup: (id) => byId.get(id) });
  const fetchPack = async (product: Product, size: MaterialSize) => {
    const [, , , contentId, version, file] = materialPackUrl(product, size, "en").split("/");
    const result = await service.get("material-pack", contentId!, version!, file!);
    if (!result.ok) throw new Error(`${product.slug}: ${result.reason}`);
    return result.bytes.length;
  };
  // The first task starts the worker and loads sharp and the texture code: not what is measured.
  await fetchPack([...picks.values()][0]!, 1024);

  const referenceBefore = referenceCpuMs();
  const rows = [];
  for (const [key, product] of [...picks].sort(([a], [b]) => a.localeCompare(b))) {
    if (only && !key.includes(only)) continue;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const bytes = await fetchPack(product, px);
    const wallMs = Math.round(performance.now() - started);
    const used = process.cpuUsage(cpu);
    const cpuMs = Math.round((used.user + used.system) / 1000);
    const { width, height } = mapPixels(materialTile(product), px);
    rows.push({ kind: key, slug: product.slug, pixels: `${width}x${height}`, wallMs, cpuMs, budgetRatio: Math.round((cpuMs / BUDGET_MS) * 100) / 100, refRatio: 0, megabytes: Math.round(bytes / 1e5) / 10 });
  }
  await pool.close();
  const referenceMs = (referenceBefore + referenceCpuMs()) / 2;
  for (const row of rows) row.refRatio = Math.round((row.cpuMs / referenceMs) * 100) / 100;
  console.log(`reference workload: ${referenceMs.toFixed(0)} ms of CPU (before ${referenceBefore.toFixed(0)})`);
  rmSync(cacheDir, { recursive: true, force: true });
  console.table(rows);
  const outDir = path.join("test-results", "bench", "materials");
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, `${px}${only ? `-${only}` : ""}.json`), `${JSON.stringify({ referenceCpuMs: Math.round(referenceMs), rows }, null, 2)}\n`);
}

void main();
