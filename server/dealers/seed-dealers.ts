/**
 * The first start (an empty `dealers` table) loads the seed partners: clearly fictional
 * businesses at real city coordinates. Later the table is the owner's (`npm run catalog -- dealers`).
 */
import { count } from "drizzle-orm";
import type { Database } from "../db/client";
import { dealers } from "../db/schema";
import { formatDealerProblems, parseDealerFile, writeDealers } from "./import-dealers";
import seed from "./seed/dealers.json";

export const SEED_DEALERS_JSON = JSON.stringify(seed);

export async function seedDealersIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(dealers);
  if ((row?.n ?? 0) > 0) return false;
  const parsed = parseDealerFile(SEED_DEALERS_JSON);
  if (!parsed.ok) throw new Error(`The seed partners are invalid:\n${formatDealerProblems(parsed.problems)}`);
  await writeDealers(db, parsed.rows);
  return true;
}
