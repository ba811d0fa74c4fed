/** The seed rep file and its parser, for unit tests that need no database. */
import { readFileSync } from "node:fs";
import path from "node:path";
export { parseRepFile } from "../../server/reps/import-reps";

export const SEED_REPS_TEXT_FOR_TESTS = readFileSync(path.resolve(import.meta.dirname, "../../demo/reps/sales-reps.json"), "utf8");
