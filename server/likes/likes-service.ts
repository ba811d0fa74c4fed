/**
 * A signed-in visitor's likes, stored server-side so they follow the account to every device.
 * Liking twice is one like; the insert is acknowledged only once committed.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { likes } from "../db/schema";
import { hit, type Limit } from "../security/rate-limit";

/**
 * Spec-pack PDFs one account may have typeset per hour. A pack of 200 products holds the shared
 * render worker for about 11 s, so an account may take about a minute of it an hour, from any
 * number of addresses (the per-address render budget does not see an account's other addresses).
 */
export const SPEC_PACK_RENDERS = (userId: string): Limit => ({ key: `spec-pack:account:${userId}`, max: 6, windowSeconds: 3600 });

export class LikesService {
  constructor(private readonly db: Database) {}

  async add(userId: string, contentId: string): Promise<void> {
    await this.db.insert(likes).values({ userId, contentId }).onConflictDoNothing();
  }

  async remove(userId: string, contentId: string): Promise<void> {
    await this.db.delete(likes).where(and(eq(likes.userId, userId), eq(likes.contentId, contentId)));
  }

  /** Counts one spec-pack render against the account, before it starts: null when allowed, else seconds until one is. */
  async takeSpecPackRender(userId: string): Promise<number | null> {
    const state = await hit(this.db, SPEC_PACK_RENDERS(userId));
    return state.limited ? state.retryAfter : null;
  }

  /** Content ids, oldest like first. */
  async list(userId: string): Promise<string[]> {
    const rows = await this.db.select({ contentId: likes.contentId }).from(likes).where(eq(likes.userId, userId)).orderBy(asc(likes.createdAt), asc(likes.contentId));
    return rows.map((row) => row.contentId);
  }
}
