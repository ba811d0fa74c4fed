/**
 * The first start (and any database migrated before reps existed) gets the seed reps: a table with
 * no rep is filled from `core/reps/seed/sales-reps.json`. After that the reps are the owner's
 * (`npm run catalog -- import-reps <file>`); an import never leaves the table empty.
 */
import { count } from "drizzle-orm";
import seed from "../../core/reps/seed/sales-reps.json";
import type { Database } from "../db/client";
import { salesReps } from "../db/schema";
import { importReps } from "./import-reps";

export const SEED_REPS_TEXT = JSON.stringify(seed);

export async function seedRepsIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ reps: count() }).from(salesReps);
  if ((row?.reps ?? 0) > 0) return false;
  const result = await importReps(db, SEED_REPS_TEXT);
  if (!result.ok) throw new Error(`The seed reps are invalid: ${result.errors.join("; ")}`);
  return true;
}
