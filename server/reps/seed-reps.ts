/**
 * The first start (and any database migrated before reps existed) gets the demo reps: a table with
 * no rep is filled from `demo/reps/sales-reps.json` (through server/demo-data.ts). After that the
 * reps are the owner's (`npm run catalog -- import-reps <file>`); an import never leaves the table
 * empty.
 */
import { count } from "drizzle-orm";
import type { Database } from "../db/client";
import { salesReps } from "../db/schema";
import { demoRepsFile } from "../demo-data";
import { importReps } from "./import-reps";

export async function seedRepsIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ reps: count() }).from(salesReps);
  if ((row?.reps ?? 0) > 0) return false;
  const result = await importReps(db, await demoRepsFile());
  if (!result.ok) throw new Error(`The demo reps are invalid: ${result.errors.join("; ")}`);
  return true;
}
