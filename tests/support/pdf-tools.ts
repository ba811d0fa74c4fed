/**
 * What a reader of a PDF gets, through poppler-utils (pdftotext, pdftoppm, pdffonts; .ci/run
 * installs them): the words with their boxes on each page, the text as a line per row of words,
 * how much of each page is inked, and the fonts. Independent of how the PDF was written.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export interface PdfPage {
  width: number;
  height: number;
  words: PdfWord[];
}

async function withFile<T>(bytes: Uint8Array, task: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), "pdf-"));
  try {
    const file = path.join(dir, "document.pdf");
    await writeFile(file, bytes);
    return await task(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]!);

/** Every page with its words (pdftotext -bbox; y grows downwards from the top of the page). */
export async function pdfPages(bytes: Uint8Array): Promise<PdfPage[]> {
  const { stdout } = await withFile(bytes, (file) => run("pdftotext", ["-bbox", "-enc", "UTF-8", file, "-"], { maxBuffer: 64 << 20 }));
  return stdout
    .split("<page ")
    .slice(1)
    .map((page) => ({
      width: Number(/width="([\d.]+)"/.exec(page)![1]),
      height: Number(/height="([\d.]+)"/.exec(page)![1]),
      words: [...page.matchAll(/<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g)].map((m) => ({
        xMin: Number(m[1]),
        yMin: Number(m[2]),
        xMax: Number(m[3]),
        yMax: Number(m[4]),
        text: unescape(m[5]!),
      })),
    }));
}

/** The words of each page grouped into rows (same baseline), left to right, joined by spaces. */
export function pageLines(page: PdfPage): string[] {
  const rows = new Map<number, PdfWord[]>();
  for (const word of page.words) {
    const key = Math.round(word.yMax);
    const row = rows.get(key) ?? rows.get(key - 1) ?? rows.get(key + 1);
    if (row) row.push(word);
    else rows.set(key, [word]);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, words]) => words.sort((a, b) => a.xMin - b.xMin).map((w) => w.text).join(" "));
}

/** The whole text, a line per row of words, pages one after another. */
export async function pdfLines(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).flatMap(pageLines).join("\n");
}

/** Share of each page's pixels that are not white, rendered at a low resolution (pdftoppm). */
export async function inkPerPage(bytes: Uint8Array): Promise<number[]> {
  return withFile(bytes, async (file, dir) => {
    await run("pdftoppm", ["-r", "24", "-gray", file, path.join(dir, "page")]);
    const pages = (await readdir(dir)).filter((name) => name.endsWith(".pgm")).sort();
    return Promise.all(
      pages.map(async (name) => {
        const pgm = await readFile(path.join(dir, name));
        // Binary PGM: "P5", width, height, maximum value, one whitespace character, then one byte per pixel.
        const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString("latin1"))!;
        const pixels = pgm.subarray(header[0].length);
        let inked = 0;
        for (const value of pixels) if (value < 240) inked++;
        return inked / pixels.length;
      }),
    );
  });
}

export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
  subset: boolean;
  /** Has a ToUnicode map, so its text can be copied and searched. */
  unicode: boolean;
}

export async function pdfFonts(bytes: Uint8Array): Promise<PdfFont[]> {
  const { stdout } = await withFile(bytes, (file) => run("pdffonts", [file]));
  return stdout
    .split("\n")
    .slice(2)
    .filter(Boolean)
    .map((line) => {
      const [name = "", ...rest] = line.trim().split(/\s+/);
      // From the right: object number, generation, then the uni, sub and emb columns.
      const [uni, sub, emb] = rest.slice(-5, -2).reverse();
      return { name, type: rest.slice(0, -6).join(" "), embedded: emb === "yes", subset: sub === "yes", unicode: uni === "yes" };
    });
}

/** The tagged structure as pdfinfo -struct-text prints it (an indented tree, text in quotes), or "" if untagged. */
export async function pdfStructure(bytes: Uint8Array): Promise<string> {
  const { stdout } = await withFile(bytes, (file) => run("pdfinfo", ["-struct-text", file], { maxBuffer: 64 << 20 }));
  return stdout;
}

/** The images a PDF embeds, in the order pdfimages lists them, as their own files (JPEGs stay JPEGs). */
export async function pdfImages(bytes: Uint8Array): Promise<Buffer[]> {
  return withFile(bytes, async (file, dir) => {
    await run("pdfimages", ["-all", file, path.join(dir, "image")]);
    const names = (await readdir(dir)).filter((name) => name.startsWith("image-")).sort();
    return Promise.all(names.map((name) => readFile(path.join(dir, name))));
  });
}
