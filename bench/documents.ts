/**
 * `tsx bench/documents.ts [label]`: size and render time of every document type in en, ja, zh and ru
 * for one seeded product, rendered in this process as a document worker would (fonts loaded by the
 * first render, which is reported apart as "first"). Writes the PDFs and a JSON of the figures to
 * test-results/bench/documents/<label>/; with BENCH_DOCUMENTS_BASELINE=<other label> it prints the
 * ratios against that run, so an old and a new renderer compare on the same machine. Run with
 * `node --expose-gc --import tsx` for the heap figure (after a collection, renderer and fonts loaded).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DOCUMENT_TYPES, type ContentLanguage } from "../core/catalogue/enums";
import { seedCatalogue } from "../demo/catalogue";
import { seedGuides } from "../demo/catalogue/guides";
import { renderDocument, renderSwatchImage } from "../server/documents/render-document";

const GUIDES = seedGuides();

const LANGUAGES: readonly ContentLanguage[] = ["en", "ja", "zh", "ru"];
const RUNS = Number(process.env.BENCH_DOCUMENT_RUNS ?? 5);
const label = process.argv[2] ?? "current";
const outDir = path.join("test-results", "bench", "documents", label);

interface Row {
  type: string;
  language: string;
  bytes: number;
  medianMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const catalogue = seedCatalogue();
  // A product with technical data and names in the CJK languages, so every section has content.
  const product = catalogue.products.find((p) => p.technicalData && p.name.ja && p.name.zh && p.name.ru) ?? catalogue.products.find((p) => p.technicalData)!;
  const collection = catalogue.collections.find((c) => c.code === product.collection && c.family === product.family);
  // The swatch is the same JPEG for both renderers and not what is measured.
  const swatchImage = await renderSwatchImage(product);

  const firstStarted = performance.now();
  await renderDocument({ guides: GUIDES, product, collection, type: "catalogue", language: "ja", swatchImage });
  const firstMs = performance.now() - firstStarted;

  const rows: Row[] = [];
  for (const type of DOCUMENT_TYPES) {
    for (const language of LANGUAGES) {
      const times: number[] = [];
      let bytes: Uint8Array = new Uint8Array();
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        bytes = await renderDocument({ guides: GUIDES, product, collection, type, language, swatchImage });
        times.push(performance.now() - started);
      }
      writeFileSync(path.join(outDir, `${type}-${language}.pdf`), bytes);
      rows.push({ type, language, bytes: bytes.byteLength, medianMs: median(times) });
    }
  }
  (globalThis as { gc?: () => void }).gc?.();
  const memory = process.memoryUsage();
  const result = { label, product: product.contentId, runs: RUNS, firstMs, heapMb: memory.heapUsed / 2 ** 20, rssMb: memory.rss / 2 ** 20, rows };
  writeFileSync(path.join(outDir, "result.json"), JSON.stringify(result, null, 2));

  const baselineLabel = process.env.BENCH_DOCUMENTS_BASELINE;
  const baselineFile = baselineLabel ? path.join("test-results", "bench", "documents", baselineLabel, "result.json") : "";
  const baseline = baselineFile && existsSync(baselineFile) ? (JSON.parse(readFileSync(baselineFile, "utf8")) as typeof result) : undefined;
  const was = (value: number | undefined, unit: string) => (value === undefined ? "" : ` (was ${value.toFixed(0)} ${unit})`);
  console.log(`${label}: product ${product.contentId}, median of ${RUNS} renders`);
  console.log(`first render (fonts loaded) ${firstMs.toFixed(0)} ms${was(baseline?.firstMs, "ms")}`);
  console.log(`after all renders: heap ${result.heapMb.toFixed(0)} MB${was(baseline?.heapMb, "MB")}, RSS ${result.rssMb.toFixed(0)} MB${was(baseline?.rssMb, "MB")}`);
  console.log(["type", "lang", "bytes", "ms", ...(baseline ? ["bytes ×", "ms ×"] : [])].join("\t"));
  for (const row of rows) {
    const before = baseline?.rows.find((b) => b.type === row.type && b.language === row.language);
    const ratios = before ? [(row.bytes / before.bytes).toFixed(2), (row.medianMs / before.medianMs).toFixed(2)] : [];
    console.log([row.type, row.language, row.bytes, row.medianMs.toFixed(1), ...ratios].join("\t"));
  }
  if (baseline) {
    const sum = (list: Row[], key: "bytes" | "medianMs") => list.reduce((total, r) => total + r[key], 0);
    console.log(`total bytes × ${(sum(rows, "bytes") / sum(baseline.rows, "bytes")).toFixed(2)}, total time × ${(sum(rows, "medianMs") / sum(baseline.rows, "medianMs")).toFixed(2)}`);
  }
}

await main();
