/**
 * Catalogue changes reach every instance at once through PostgreSQL's LISTEN/NOTIFY: a write of
 * the catalogue notifies in its own transaction (delivered at commit, never for a rolled-back
 * write), and each instance listens on a connection of its own (DatabaseHandle.listen). Polling
 * the version (CATALOGUE_POLL_MS) stays as the fallback for a lost listening connection.
 */
import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../mail/outbox";

export const CATALOGUE_CHANNEL = "catalogue_changed";

/** Tells every listening instance that the catalogue is now at `version` (sent at commit). */
export async function notifyCatalogueChanged(tx: DatabaseOrTransaction, version: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, ${String(version)})`);
}
