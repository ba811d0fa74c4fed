/**
 * A signed-in visitor's likes, stored server-side so they follow the account to every device.
 * Liking twice is one like; the insert is acknowledged only once committed.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { likes } from "../db/schema";

export class LikesService {
  constructor(private readonly db: Database) {}

  async add(userId: string, contentId: string): Promise<void> {
    await this.db.insert(likes).values({ userId, contentId }).onConflictDoNothing();
  }

  async remove(userId: string, contentId: string): Promise<void> {
    await this.db.delete(likes).where(and(eq(likes.userId, userId), eq(likes.contentId, contentId)));
  }

  /** Content ids, oldest like first. */
  async list(userId: string): Promise<string[]> {
    const rows = await this.db.select({ contentId: likes.contentId }).from(likes).where(eq(likes.userId, userId)).orderBy(asc(likes.createdAt), asc(likes.contentId));
    return rows.map((row) => row.contentId);
  }
}
