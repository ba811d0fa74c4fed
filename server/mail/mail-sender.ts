/**
 * Delivers the mail outbox (outbox.ts). Every process may run a sender: rows are claimed with
 * `FOR UPDATE SKIP LOCKED` and leased by pushing `next_attempt_at` forward, so two processes never
 * send the same row at once, and a process that dies mid-send only delays its rows by the lease.
 *
 * Delivery is at least once: a row is marked sent after the transport accepted it, so a process that
 * dies between the two (or a database write that fails there) sends that mail again after the lease.
 * The network send happens outside any transaction: PGlite has one connection, and a transaction
 * held open across a send would stall every other query of the process for its duration.
 */
import { and, asc, eq, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { Logger } from "../logger";
import type { MailTransport } from "./transport";

export interface MailSender {
  /**
   * Asks for a drain soon: debounced, and never two drains at once in one process. Call it after the
   * enqueuing transaction committed; a kick before that finds nothing and the poll sends it later.
   */
  kick(): void;
  /** Sends every mail due now (waiting for a drain in flight first); resolves with the number sent. */
  drain(): Promise<number>;
  /** Stops the timers and waits for the drain in flight. */
  stop(): Promise<void>;
}

export interface MailSenderOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  logger: Logger;
  /** How often to look for mail written by other processes (default 5 s). */
  pollMs?: number;
}

export const MAX_ATTEMPTS = 10;
const BATCH = 10;
// Longer than a send can take (three 10 s SMTP timeouts), so a lease only lapses when its holder died.
const LEASE_SECONDS = 5 * 60;
const KICK_DELAY_MS = 20;
const ERROR_LENGTH = 500;

type OutboxRow = typeof mailOutbox.$inferSelect;

export function startMailSender(options: MailSenderOptions): MailSender {
  const { db, transport, from, logger } = options;
  const log = logger.child({ component: "mail-sender" });
  let stopped = false;
  let kickTimer: NodeJS.Timeout | undefined;
  // Drains run one after another; a drain asked for while another waits joins the waiting one.
  let tail: Promise<unknown> = Promise.resolve();
  let waiting: Promise<number> | null = null;

  const drain = (): Promise<number> => {
    if (waiting) return waiting;
    const next = tail.then(() => {
      waiting = null;
      return drainDue();
    });
    waiting = next;
    tail = next.catch(() => undefined);
    return next;
  };

  // While the database is away every sweep fails the same way: the first failure is an error, the
  // rest are debug lines, and the recovery is said once, so an outage is not a log line every 5 s.
  let failing = false;
  const drainInBackground = () => {
    if (stopped) return;
    drain().then(
      () => {
        if (failing) log.info("mail outbox drain works again");
        failing = false;
      },
      (error: unknown) => {
        if (failing) log.debug({ err: error }, "mail outbox drain still failing");
        else log.error({ err: error }, "mail outbox drain failed; retrying quietly until it works");
        failing = true;
      },
    );
  };

  const kick = () => {
    if (stopped || kickTimer) return;
    kickTimer = setTimeout(() => {
      kickTimer = undefined;
      drainInBackground();
    }, KICK_DELAY_MS);
    kickTimer.unref();
  };

  const poll = setInterval(drainInBackground, options.pollMs ?? 5_000);
  poll.unref();

  async function drainDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claimDue(db);
      if (rows.length === 0) break;
      // A claimed batch is finished even when stopping: its rows are leased and would otherwise wait.
      for (const row of rows) if (await deliver(row)) sent++;
      if (stopped) break;
    }
    return sent;
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    try {
      await transport.send({ from, to: row.toAddress, subject: row.subject, text: row.textBody, ...(row.htmlBody ? { html: row.htmlBody } : {}) });
    } catch (error) {
      await recordFailure(db, row, error);
      const attempts = row.attempts + 1;
      // The recipient is personal data: the log names the outbox row, not the address.
      const fields = { mailId: row.id, attempts, error: describeError(error) };
      if (attempts >= MAX_ATTEMPTS) log.error(fields, "mail not sent; giving up after the last attempt");
      else log.warn(fields, "mail not sent; will retry");
      return false;
    }
    await db.update(mailOutbox).set({ sentAt: sql`now()` }).where(eq(mailOutbox.id, row.id));
    log.info({ mailId: row.id }, "mail sent");
    return true;
  }

  return {
    kick,
    drain,
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(kickTimer);
      kickTimer = undefined;
      await tail;
    },
  };
}

/** Claims up to a batch of due rows, oldest first, leasing them so no other process takes them. */
async function claimDue(db: Database): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((r) => r.id),
        ),
      )
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  });
}

async function recordFailure(db: Database, row: OutboxRow, error: unknown): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: describeError(error),
      nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`,
    })
    .where(and(eq(mailOutbox.id, row.id), isNull(mailOutbox.sentAt)));
}

/** 30 s, 1 min, 2 min, … after the first, second, third failure; never more than an hour. */
export function retryDelaySeconds(previousAttempts: number): number {
  return Math.min(30 * 2 ** previousAttempts, 3_600);
}

/** The error's message, with any credentials of a URL in it masked, cut to what the column keeps. */
function describeError(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.replace(/\/\/[^/\s@]*@/g, "//***@").slice(0, ERROR_LENGTH);
}
