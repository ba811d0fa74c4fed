/**
 * `npm run catalog` as an operator runs it, on an embedded database folder of its own: help for
 * the program and each command, bad usage answered in one line with exit 2, a refusal to replace
 * the catalogue without a terminal to ask on unless --yes is given (naming the database, writing
 * nothing), and progress on stderr while stdout keeps the command's own output.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { smallCatalogue } from "../support/small-catalogue";
import { loadCatalogue } from "../../server/catalogue/catalogue-repository";
import { openDatabase } from "../../server/db/client";
import { MIGRATIONS } from "../support/databases";
import { runNpmCli } from "../support/bundled-cli";

const work = mkdtempSync(path.join(tmpdir(), "catalog-cli-"));
const dataDir = path.join(work, "pglite");

/** Runs the CLI with no terminal: stdin is not a TTY, as in a script or CI. */
const catalog = (...args: string[]) => runNpmCli("catalog", args, { PGLITE_DIR: dataDir, BLOB_DIR: path.join(work, "blobs"), DATABASE_URL: "", NODE_ENV: "production", PUBLIC_ORIGIN: "", HOST: "", LOG_LEVEL: "silent", DEBUG: "" });

async function productIds(): Promise<string[]> {
  const database = await openDatabase({ pgliteDir: dataDir });
  try {
    await database.migrate(MIGRATIONS);
    return (await loadCatalogue(database.db)).catalogue.products.map((product) => product.contentId).sort();
  } finally {
    await database.close();
  }
}

/** Two products of the seed's solids collection: a catalogue small enough to import quickly. */
function smallFile(): { file: string; ids: string[] } {
  const { collections, products: solids } = smallCatalogue();
  const products = solids.slice(0, 2).map((p) => ({ ...p, related: [] }));
  const file = path.join(work, "small.json");
  writeFileSync(file, JSON.stringify({ collections, products }));
  return { file, ids: products.map((p) => p.contentId).sort() };
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("npm run catalog", () => {
  // Runs the CLI four times, each a child process (the bundle after a build, else through tsx): up to 8 s on a loaded machine.
  it("prints help for the program and for each command, exit 0", { timeout: 30_000 }, async () => {
    const help = await catalog("--help");
    expect(help.code).toBe(0);
    for (const command of ["import", "export", "reset", "dealers", "import-reps", "synth"]) expect(help.stdout).toMatch(new RegExp(`^  ${command} `, "m"));
    expect(help.stdout).toContain("Exit codes: 0 done");
    const importHelp = await catalog("import", "--help");
    expect(importHelp.code).toBe(0);
    expect(importHelp.stdout).toContain("Usage: npm run catalog -- import <file.json|file.csv|package.zip> [--replace] [--dry-run] [--files <folder>] [--yes]");
    const resetHelp = await catalog("reset", "-h");
    expect(resetHelp.stdout).toContain("--yes");
    expect((await catalog("help", "export")).stdout).toContain("--format json|csv");
  });

  // Runs the CLI seven times, each a child process (the bundle after a build, else through tsx): up to 12 s on a loaded machine.
  it("answers bad usage with one line pointing to --help and exit 2, never a stack trace", { timeout: 40_000 }, async () => {
    for (const args of [[], ["publish"], ["import"], ["import", "catalogue.txt"], ["export", "--format", "xml"], ["export", "--bogus"], ["synth", "many", "--out", "x.json"]]) {
      const result = await catalog(...args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr.trim().split("\n"), args.join(" ")).toHaveLength(1);
      expect(result.stderr).toMatch(/See: npm run catalog -- (\S+ )?--help$/m);
      expect(result.stdout).toBe("");
    }
  });

  // The refusals open nothing; each later test is one CLI run on the embedded database the import
  // creates (initdb and migrations on the first), in this order. One test of all three ran past 60 s
  // beside a second test run.

  // Two CLI runs, a Node start each: 15 s beside two other test runs.
  it("will not replace the catalogue without --yes when there is no terminal to ask on, and creates nothing", { timeout: 30_000 }, async () => {
    const { file } = smallFile();
    for (const args of [["import", file, "--replace"], ["reset"]]) {
      const refused = await catalog(...args);
      expect(refused.code, args.join(" ")).toBe(2);
      expect(refused.stderr.trim().split("\n")).toHaveLength(1);
      expect(refused.stderr).toContain(`replace the whole catalogue in the PGlite database in ${dataDir} with the`);
      expect(refused.stderr).toContain("Add --yes to confirm.");
    }
    // Nothing was opened, so nothing was written: the database folder was not even created.
    expect(existsSync(dataDir)).toBe(false);
  });

  // Creates the embedded database (initdb, migrations) and writes it: 37 s beside two other test runs.
  it("replaces the catalogue with --yes", { timeout: 60_000 }, async () => {
    const { file, ids } = smallFile();
    const replaced = await catalog("import", file, "--replace", "--yes");
    expect(replaced.code).toBe(0);
    expect(replaced.stdout).toContain("Imported 2 product(s) and 1 collection(s); the catalogue now holds 2 products");
    expect(replaced.stderr).toContain("Checking the rows of the JSON file…");
    expect(replaced.stderr).toContain("Writing 2 products…");
    expect(await productIds()).toEqual(ids);
  });

  it("runs a dry run without asking, since it writes nothing", { timeout: 30_000 }, async () => {
    const { file } = smallFile();
    const dryRun = await catalog("import", file, "--replace", "--dry-run");
    expect(dryRun.code).toBe(0);
    expect(dryRun.stdout).toContain("Dry run");
  });

  it("exports the file on stdout and the progress on stderr", { timeout: 30_000 }, async () => {
    const exported = await catalog("export");
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.stdout).products).toHaveLength(2);
    expect(exported.stderr).toContain("Writing 2 products as JSON…");
  });
});
