/**
 * Sample carts. A guest's cart is found by the SHA-256 of a random token kept in a cookie; a
 * signed-in visitor's by their user id, so it follows them to every device. At sign-in the guest's
 * cart is merged into the user's. A cart holds at most the region's limit of samples.
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { sampleCartItems, sampleCarts } from "../db/schema";
import type { DatabaseOrTransaction } from "../mail/outbox";
import { tokenHash } from "../security/tokens";
import { addressKey } from "../security/address-key";
import { hit, type Limit, type LimitState } from "../security/rate-limit";

/** Cart adds per client address: a visitor builds a cart in a few clicks, a script in thousands. */
export const ADD_LIMIT = (ip: string): Limit => ({ key: `samples:add:ip:${addressKey(ip)}`, max: 60, windowSeconds: 600 });

/** Whose cart: the signed-in user's, else the guest token's (null: a guest without a cart yet). */
export type CartOwner = { userId: string } | { guestToken: string | null };

export interface CartLine {
  contentId: string;
  option: string;
}

export type AddOutcome = { ok: true; count: number } | { ok: false; reason: "limit"; count: number };

const ownerWhere = (owner: CartOwner) => ("userId" in owner ? eq(sampleCarts.userId, owner.userId) : eq(sampleCarts.guestTokenHash, tokenHash(owner.guestToken ?? "")));

/**
 * Guest carts untouched for `days`. A cart an add is writing to is locked and its time renewed
 * (`add`), so the DELETE, which waits for the lock and checks the age again, leaves it.
 */
export async function purgeGuestCarts(db: Database, days: number): Promise<void> {
  await db.delete(sampleCarts).where(and(isNull(sampleCarts.userId), lt(sampleCarts.updatedAt, sql`now() - make_interval(days => ${days})`)));
}

export class SampleCartStore {
  constructor(private readonly db: Database) {}

  /** Counts an add from this address; `limited` once over ADD_LIMIT. */
  countAdd(ip: string): Promise<LimitState> {
    return hit(this.db, ADD_LIMIT(ip));
  }

  /** The cart's id, or null when the owner has none (a guest without token has none). */
  async cartId(owner: CartOwner, db: DatabaseOrTransaction = this.db): Promise<string | null> {
    if ("guestToken" in owner && !owner.guestToken) return null;
    const [row] = await db.select({ id: sampleCarts.id }).from(sampleCarts).where(ownerWhere(owner)).limit(1);
    return row?.id ?? null;
  }

  /**
   * Locks the owner's cart row until the transaction ends (SELECT … FOR UPDATE; PGlite runs one
   * transaction at a time anyway), so an order reads and empties the cart alone. Its id, or null.
   */
  async lockCart(owner: CartOwner, tx: DatabaseOrTransaction): Promise<string | null> {
    if ("guestToken" in owner && !owner.guestToken) return null;
    const [row] = await tx.select({ id: sampleCarts.id }).from(sampleCarts).where(ownerWhere(owner)).for("update");
    return row?.id ?? null;
  }

  /** The lines, oldest first. */
  async lines(owner: CartOwner, db: DatabaseOrTransaction = this.db): Promise<CartLine[]> {
    const id = await this.cartId(owner, db);
    if (!id) return [];
    return db.select({ contentId: sampleCartItems.contentId, option: sampleCartItems.option }).from(sampleCartItems).where(eq(sampleCartItems.cartId, id)).orderBy(asc(sampleCartItems.addedAt), asc(sampleCartItems.contentId));
  }

  async count(owner: CartOwner): Promise<number> {
    const id = await this.cartId(owner);
    if (!id) return 0;
    const [row] = await this.db.select({ n: count() }).from(sampleCartItems).where(eq(sampleCartItems.cartId, id));
    return Number(row?.n ?? 0);
  }

  /**
   * Adds a line (a line already there is kept once). Refused at the limit. A guest owner must
   * carry the token to create the cart with (the route sets its cookie).
   */
  async add(owner: CartOwner, region: string, line: CartLine, limit: number): Promise<AddOutcome> {
    return this.db.transaction(async (tx) => {
      const cartId = await this.ensureCart(tx, owner, region);
      // Serialises concurrent adds to one cart, so two quick adds cannot both pass the limit.
      await tx.execute(sql`select id from sample_carts where id = ${cartId} for update`);
      const lines = await tx.select({ contentId: sampleCartItems.contentId, option: sampleCartItems.option }).from(sampleCartItems).where(eq(sampleCartItems.cartId, cartId));
      if (lines.some((l) => l.contentId === line.contentId && l.option === line.option)) return { ok: true, count: lines.length } as const;
      if (lines.length >= limit) return { ok: false, reason: "limit", count: lines.length } as const;
      await tx.insert(sampleCartItems).values({ cartId, contentId: line.contentId, option: line.option }).onConflictDoNothing();
      await tx.update(sampleCarts).set({ updatedAt: sql`now()`, region }).where(eq(sampleCarts.id, cartId));
      return { ok: true, count: lines.length + 1 } as const;
    });
  }

  /** Changes a line's option; when the new line already exists the two become one. */
  async changeOption(owner: CartOwner, line: CartLine, option: string): Promise<void> {
    const id = await this.cartId(owner);
    if (!id || option === line.option) return;
    await this.db.transaction(async (tx) => {
      await tx.insert(sampleCartItems).values({ cartId: id, contentId: line.contentId, option }).onConflictDoNothing();
      await tx.delete(sampleCartItems).where(and(eq(sampleCartItems.cartId, id), eq(sampleCartItems.contentId, line.contentId), eq(sampleCartItems.option, line.option)));
    });
  }

  async remove(owner: CartOwner, line: CartLine, db: DatabaseOrTransaction = this.db): Promise<void> {
    const id = await this.cartId(owner, db);
    if (!id) return;
    await db.delete(sampleCartItems).where(and(eq(sampleCartItems.cartId, id), eq(sampleCartItems.contentId, line.contentId), eq(sampleCartItems.option, line.option)));
  }

  /**
   * At sign-in: the guest's lines join the user's cart (up to `limit`; duplicates once) and the
   * guest cart is deleted, in one transaction.
   */
  async mergeGuestInto(guestToken: string, userId: string, region: string, limit: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const guest = await this.cartId({ guestToken }, tx);
      if (!guest) return;
      const moving = await this.lines({ guestToken }, tx);
      const userCart = await this.ensureCart(tx, { userId }, region);
      const have = await this.lines({ userId }, tx);
      let room = limit - have.length;
      for (const line of moving) {
        if (room <= 0) break;
        if (have.some((l) => l.contentId === line.contentId && l.option === line.option)) continue;
        await tx.insert(sampleCartItems).values({ cartId: userCart, contentId: line.contentId, option: line.option }).onConflictDoNothing();
        room--;
      }
      await tx.delete(sampleCarts).where(eq(sampleCarts.id, guest));
    });
  }

  private async ensureCart(tx: DatabaseOrTransaction, owner: CartOwner, region: string): Promise<string> {
    const existing = await this.cartId(owner, tx);
    if (existing) return existing;
    if ("guestToken" in owner && !owner.guestToken) throw new Error("A guest cart needs a token");
    const id = randomUUID();
    const values = "userId" in owner ? { id, userId: owner.userId, region } : { id, guestTokenHash: tokenHash(owner.guestToken!), region };
    // A concurrent first add may have created it: then use that one.
    await tx.insert(sampleCarts).values(values).onConflictDoNothing();
    return (await this.cartId(owner, tx))!;
  }
}
