/** Reads the reps of a region: a few dozen rows, read per search (private pages, never cached). */
import { and, eq } from "drizzle-orm";
import type { Region } from "../../core/regions/regions";
import type { SalesRep } from "../../core/reps/rep";
import type { Database } from "../db/client";
import { salesReps } from "../db/schema";

export async function repsOfRegion(db: Database, region: Region): Promise<SalesRep[]> {
  return (await db.select().from(salesReps).where(eq(salesReps.region, region))) as SalesRep[];
}

export async function repById(db: Database, region: Region, id: string): Promise<SalesRep | undefined> {
  const [row] = await db.select().from(salesReps).where(and(eq(salesReps.region, region), eq(salesReps.id, id)));
  return row as SalesRep | undefined;
}
