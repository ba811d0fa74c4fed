/**
 * The first start (an empty `dealers` table) loads the demo partners (demo/dealers/dealers.json,
 * through server/demo-data.ts): clearly fictional businesses at real city coordinates. Later the
 * table is the owner's (`npm run catalog -- dealers`).
 */
import { count } from "drizzle-orm";
import type { Database } from "../db/client";
import { dealers } from "../db/schema";
import { demoDealersFile } from "../demo-data";
import { formatDealerProblems, parseDealerFile, writeDealers } from "./import-dealers";

export async function seedDealersIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(dealers);
  if ((row?.n ?? 0) > 0) return false;
  const parsed = parseDealerFile(await demoDealersFile());
  if (!parsed.ok) throw new Error(`The demo partners are invalid:\n${formatDealerProblems(parsed.problems)}`);
  await writeDealers(db, parsed.rows);
  return true;
}
