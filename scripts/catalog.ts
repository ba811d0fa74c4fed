/**
 * `npm run catalog -- <command>`: import, export, reset or synthesise the catalogue; the commands,
 * their options and the exit codes are in PROGRAM below (`npm run catalog -- --help` prints them).
 * `reset` and `import --replace` ask first, naming the database (scripts/cli/confirm.ts).
 *
 * With PostgreSQL (DATABASE_URL) it writes to the database and running servers reload within
 * seconds. With the embedded PGlite held by a running server it hands the work to that server:
 * for a package, it checks the files and stores them in the blob store the two share (BLOB_DIR)
 * itself, then hands over the rows and the stored files.
 */
import { formatOf } from "../server/catalogue/import/file-format";
import { runProgram, UsageError, type Program } from "./cli/command-line";
import type { ImportFlags } from "./cli/catalog-commands";

const commands = () => import("./cli/catalog-commands");

const YES = { type: "boolean", description: "Do not ask: the operator confirms the catalogue is to be replaced (required without a terminal)." } as const;

const PROGRAM: Program = {
  invocation: "npm run catalog --",
  summary: "Import, export, reset or synthesise the product catalogue.",
  commands: [
    {
      name: "import",
      args: "<file.json|file.csv|package.zip>",
      summary: "Check every row and file, then write all of it or nothing.",
      options: {
        replace: { type: "boolean", description: "Replace the whole catalogue (products not in the file are removed); asks first." },
        "dry-run": { type: "boolean", description: "Check only; write nothing." },
        files: { type: "string", arg: "<folder>", description: "The folder the rows' file paths point into (for a .json or .csv file)." },
        yes: YES,
      },
      notes: ["Without --replace, products in the file are added or updated and the rest are kept. Progress goes to stderr."],
    },
    {
      name: "export",
      args: "",
      summary: "Write the catalogue as an import file (stdout unless --out).",
      options: {
        format: { type: "string", arg: "json|csv", description: "The file format (default: from --out's extension, else json)." },
        out: { type: "string", arg: "<file>", description: "Write to this file." },
      },
    },
    { name: "reset", args: "", summary: "Replace the catalogue with the demo catalogue (demo/); asks first.", options: { yes: YES } },
    { name: "dealers", args: "<file.json>", summary: "Replace the where-to-buy partners of the regions the file names.", options: { "dry-run": { type: "boolean", description: "Check only; write nothing." } } },
    { name: "import-reps", args: "<file.json>", summary: "Replace every sales rep (all or nothing).", options: {} },
    {
      name: "synth",
      args: "<count>",
      summary: "Write a synthetic catalogue of <count> products for benchmarks.",
      options: {
        out: { type: "string", arg: "<file.json>", description: "The file to write (required)." },
        seed: { type: "string", arg: "<n>", description: "The random seed (default 1)." },
      },
    },
  ],
  notes: [
    "The database is PostgreSQL when DATABASE_URL is set, else the embedded PGlite folder PGLITE_DIR; with a server running on that folder, import and export go through it.",
    "Exit codes: 0 done, 1 the work failed or was refused (a rejected file, a held database), 2 bad usage.",
  ],
};

// The whole command line is checked here; the commands' module (the database, the parsers, sharp,
// the blob store: about a second of CPU to load) is imported only to run a command.
await runProgram(PROGRAM, process.argv.slice(2), async ({ command, positionals, values }) => {
  const [argument, ...extra] = positionals;
  const positional = command.args ? 1 : 0;
  if (extra.length || (!positional && argument !== undefined)) throw new UsageError(`${command.name}: unexpected argument "${positionals[positional]}".`, command.name);
  const named = (what: string) => {
    if (!argument) throw new UsageError(`${command.name}: name the ${what}.`, command.name);
    return argument;
  };
  switch (command.name) {
    case "import": {
      const file = named("file to import");
      if (!file.toLowerCase().endsWith(".zip") && !formatOf(file)) throw new UsageError(`import: cannot tell the format of ${file}; name it .json, .csv or .zip.`, "import");
      return (await commands()).importCommand(file, values as ImportFlags);
    }
    case "export": {
      const out = values.out as string | undefined;
      const format = (values.format as string | undefined) ?? (out ? formatOf(out) : null) ?? "json";
      if (format !== "json" && format !== "csv") throw new UsageError(`export: --format must be json or csv, not ${JSON.stringify(values.format)}.`, "export");
      return (await commands()).exportCommand(format, out);
    }
    case "reset":
      return (await commands()).resetCommand(values as { yes?: boolean });
    case "dealers":
      return (await commands()).dealersCommand(named("partner file to import"), values as { "dry-run"?: boolean });
    case "import-reps":
      return (await commands()).importRepsCommand(named("sales rep file to import"));
    case "synth": {
      const count = Number(argument);
      if (!Number.isInteger(count) || count < 1) throw new UsageError(`synth: the count must be a whole number above 0, not ${JSON.stringify(argument ?? "")}.`, "synth");
      if (typeof values.out !== "string") throw new UsageError("synth: --out <file.json> is required.", "synth");
      return (await commands()).synthCommand(values.out, count, Number(values.seed ?? 1));
    }
  }
});
