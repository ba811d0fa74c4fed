/**
 * The catalogue CLI beside a running site on the embedded database: a bad file is rejected whole
 * with a report naming lines and fields; a good one is live on the site at once, without a restart.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { pdfLines } from "../support/pdf-tools";
import { ownServerForFile } from "../support/own-server";
import { runBundledCli } from "../support/bundled-cli";

const work = mkdtempSync(path.join(tmpdir(), "catalogue-cli-"));

// The catalogue changes under this file's hands: it runs its own server (and the CLI beside it).
const site = ownServerForFile();

// As an operator runs it: production defaults, no PUBLIC_ORIGIN (only a server needs one).
const catalog = (...args: string[]) => runBundledCli("catalog", args, { PGLITE_DIR: site.dataDir, DATABASE_URL: "", NODE_ENV: "production", PUBLIC_ORIGIN: "", HOST: "" });

async function api(path: string) {
  const response = await fetch(site.url + path);
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe("catalogue CLI beside the running site", () => {
  /** The live catalogue as the CLI exports it in JSON: exported once, the template of every file below. */
  let exported: { products: any[]; guides: any };
  // Runs the catalogue CLI in a child process to export the whole catalogue as JSON: about 8 s beside other files.
  beforeAll(async () => {
    const result = await catalog("export", "--format", "json");
    expect(result.code).toBe(0);
    exported = JSON.parse(result.stdout);
  }, 45_000);

  // Runs the catalogue CLI in a child process to export the whole catalogue as CSV: about 13 s beside the other files.
  it("exports the live catalogue as CSV and JSON", async () => {
    const csvFile = path.join(work, "catalogue.csv");
    const result = await catalog("export", "--out", csvFile);
    expect(result.code).toBe(0);
    const lines = readFileSync(csvFile, "utf8").trim().split("\n");
    expect(lines[0]).toMatch(/^contentId,itemNumber,slug,family/);
    expect(lines.length).toBeGreaterThan(3000);
  }, 45_000);

  // Runs an import in a child process (the bundled CLI, then the 4,000-product catalogue): about 5 s, 11 s on a loaded machine.
  it("rejects a file with bad rows whole and names each problem", { timeout: 30_000 }, async () => {
    const before = (await api("/gl/api/products?category=HIMACS_COLOR&pageSize=1")).body.total;
    const good = { ...exported.products.find((p: { family: string }) => p.family === "HIMACS_COLOR"), contentId: "777000001", itemNumber: "CLI-1", slug: "cli-one", related: [] };
    const bad = { ...good, contentId: "777000002", itemNumber: "cli two", slug: "cli-two", colourFamily: "plaid" };
    const file = path.join(work, "bad.json");
    writeFileSync(file, JSON.stringify({ products: [good, bad] }, null, 2));
    const result = await catalog("import", file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Import rejected: nothing was written");
    expect(result.stderr).toMatch(/line \d+, products\[1\], itemNumber/);
    expect(result.stderr).toMatch(/line \d+, products\[1\], colourFamily/);
    expect((await api("/gl/api/products/777000001")).status).toBe(404);
    expect((await api("/gl/api/products?category=HIMACS_COLOR&pageSize=1")).body.total).toBe(before);
  });

  // Runs an import in a child process: about 5 s, 11 s on a loaded machine.
  it("imports a good file and the running site serves it at once", { timeout: 30_000 }, async () => {
    const template = exported.products.find((p: { family: string; regions: string[] }) => p.family === "HIMACS_COLOR" && p.regions.includes("gl"));
    const product = { ...template, contentId: "777000003", itemNumber: "CLI-3", slug: "cli-three", name: { en: "Imported Quartz White" }, related: [] };
    const file = path.join(work, "good.json");
    writeFileSync(file, JSON.stringify({ products: [product] }));
    const result = await catalog("import", file);
    // stderr carries progress only: the hand-over to the server that holds the database.
    expect(result.stderr.trim()).toMatch(/^Handing the file to the server running at http:\/\/\S+, which holds the database…$/);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Imported 1 product(s)");
    const live = await api("/gl/api/products/777000003");
    expect(live.status).toBe(200);
    expect(live.body.name).toBe("Imported Quartz White");
  });

  // Runs an import of guides in a child process and reads a freshly rendered PDF: up to 25 s on a loaded machine.
  it("hands guides to the running site: its PDFs quote them at new URLs", async () => {
    expect(exported.guides.warrantyTerms.en.length).toBeGreaterThan(0);
    type Doc = { type: string; languages: string[]; files?: Record<string, unknown> };
    const product = exported.products.find(
      (p: { regions: string[]; documents: Doc[] }) => p.regions.includes("gl") && p.documents.some((d) => d.type === "warranty" && d.languages.includes("en") && !d.files?.en),
    );
    const warrantyUrl = async (): Promise<string> =>
      (await api(`/gl/api/products/${product.contentId}`)).body.documents.find((d: Doc) => d.type === "warranty").files.find((f: { language: string }) => f.language === "en").url;
    const before = await warrantyUrl();
    const file = path.join(work, "guides.json");
    const term = "Guide term from the CLI.";
    writeFileSync(file, JSON.stringify({ guides: { ...exported.guides, warrantyTerms: { ...exported.guides.warrantyTerms, en: [term] } } }));
    const result = await catalog("import", file);
    expect(result.stderr).not.toContain("rejected");
    expect(result.stdout).toContain("and the guides");
    const after = await warrantyUrl();
    expect(after).not.toBe(before);
    const response = await fetch(site.url + after);
    expect(response.status).toBe(200);
    expect(await pdfLines(new Uint8Array(await response.arrayBuffer()))).toContain(term);
    // The previous version's URL stays served for a grace period (decision 0064), with the old words,
    // so a page an instance rendered before the import does not link to a 404.
    const previous = await fetch(site.url + before);
    expect(previous.status).toBe(200);
    expect(await pdfLines(new Uint8Array(await previous.arrayBuffer()))).not.toContain(term);
  }, 60_000);
});
