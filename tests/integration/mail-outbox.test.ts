/** The mail outbox and its sender on every engine, delivering to a real SMTP server in process. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../server/db/client";
import { mailOutbox } from "../../server/db/schema";
import { createLogger } from "../../server/logger";
import { MAX_ATTEMPTS, startMailSender, type MailSender } from "../../server/mail/mail-sender";
import { enqueueMail, type OutgoingMail } from "../../server/mail/outbox";
import { createMailTransport, type MailTransport } from "../../server/mail/transport";
import { ENGINES } from "../support/databases";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";

const FROM = "catalogue@example.test";
const logger = createLogger("silent");

const mail = (n: number, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  to: `visitor${n}@example.test`,
  subject: `Welcome ${n}`,
  text: `Hello visitor ${n}.\nYour account is ready.`,
  ...extra,
});

for (const engine of ENGINES) {
  describe(`mail outbox on ${engine.name}`, () => {
    let handle: DatabaseHandle;
    let dispose: () => Promise<void>;
    let sink: SmtpSink;
    let refusingUrl: string;
    const opened: { sender: MailSender; transport: MailTransport }[] = [];
    const folders: string[] = [];

    beforeAll(async () => {
      ({ handle, dispose } = await engine.open());
      sink = await startSmtpSink();
      // A port that was just listening and no longer is: connections to it are refused.
      const gone = await startSmtpSink();
      refusingUrl = gone.url;
      await gone.close();
    });
    afterEach(async () => {
      for (const { sender, transport } of opened.splice(0)) {
        await sender.stop();
        transport.close();
      }
      await handle.db.delete(mailOutbox);
      sink.mails.splice(0);
    });
    afterAll(async () => {
      await sink?.close();
      await dispose?.();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    });

    const sender = (transportOptions: { smtpUrl?: string; mailDir?: string }) => {
      const transport = createMailTransport({ mailDir: transportOptions.mailDir ?? "unused", smtpUrl: transportOptions.smtpUrl });
      const started = startMailSender({ db: handle.db, transport, from: FROM, logger, pollMs: 3_600_000 });
      opened.push({ sender: started, transport });
      return started;
    };
    const rows = () => handle.db.select().from(mailOutbox).orderBy(mailOutbox.id);

    it("sends nothing for a transaction that rolled back", async () => {
      await expect(
        handle.db.transaction(async (tx) => {
          await enqueueMail(tx, mail(1));
          tx.rollback();
        }),
      ).rejects.toThrow();
      expect(await rows()).toEqual([]);
      expect(await sender({ smtpUrl: sink.url }).drain()).toBe(0);
      expect(sink.mails).toEqual([]);
    });

    it("delivers a committed mail once, with its recipient, subject and bodies, and marks it sent", async () => {
      const id = await handle.db.transaction((tx) => enqueueMail(tx, mail(2, { html: "<p>Hello visitor 2.</p>" })));
      const s = sender({ smtpUrl: sink.url });
      expect(await s.drain()).toBe(1);
      expect(sink.mails).toHaveLength(1);
      expect(sink.mails[0]).toMatchObject({ to: "visitor2@example.test", from: FROM, subject: "Welcome 2", html: "<p>Hello visitor 2.</p>" });
      expect(sink.mails[0]!.text.trim()).toBe("Hello visitor 2.\nYour account is ready.");
      const [row] = await rows();
      expect(row).toMatchObject({ id, attempts: 0, lastError: null });
      expect(row!.sentAt).toBeInstanceOf(Date);
      expect(await s.drain()).toBe(0);
      expect(sink.mails).toHaveLength(1);
    });

    it("sends oldest first, in batches, until nothing is due", async () => {
      for (let n = 0; n < 13; n++) await enqueueMail(handle.db, mail(n));
      expect(await sender({ smtpUrl: sink.url }).drain()).toBe(13);
      expect(sink.mails.map((m) => m.subject)).toEqual(Array.from({ length: 13 }, (_, n) => `Welcome ${n}`));
    });

    it("records a refused delivery, backs off, and sends the mail on a later attempt", async () => {
      await enqueueMail(handle.db, mail(3));
      const refused = sender({ smtpUrl: refusingUrl });
      expect(await refused.drain()).toBe(0);
      const [failed] = await rows();
      expect(failed).toMatchObject({ attempts: 1, sentAt: null });
      expect(failed!.lastError).toMatch(/ECONNREFUSED/);
      expect(failed!.nextAttemptAt.getTime() - failed!.createdAt.getTime()).toBeGreaterThanOrEqual(30_000);
      // Not due again before its back-off ends.
      expect(await sender({ smtpUrl: sink.url }).drain()).toBe(0);

      // The back-off has passed.
      await handle.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
      expect(await sender({ smtpUrl: sink.url }).drain()).toBe(1);
      expect(sink.mails.map((m) => m.subject)).toEqual(["Welcome 3"]);
      const [sent] = await rows();
      expect(sent).toMatchObject({ attempts: 1 });
      expect(sent!.sentAt).toBeInstanceOf(Date);
    });

    it(`stops retrying after ${MAX_ATTEMPTS} attempts and keeps the last error`, async () => {
      const id = await enqueueMail(handle.db, mail(4));
      await handle.db.update(mailOutbox).set({ attempts: MAX_ATTEMPTS - 1 });
      expect(await sender({ smtpUrl: refusingUrl }).drain()).toBe(0);
      await handle.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
      expect(await sender({ smtpUrl: sink.url }).drain()).toBe(0);
      const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null });
      expect(row!.lastError).toMatch(/ECONNREFUSED/);
      expect(sink.mails).toEqual([]);
    });

    it("sends each mail once when two senders drain at the same time", async () => {
      for (let n = 0; n < 16; n++) await enqueueMail(handle.db, mail(n));
      const counts = await Promise.all([sender({ smtpUrl: sink.url }).drain(), sender({ smtpUrl: sink.url }).drain()]);
      expect(counts[0]! + counts[1]!).toBe(16);
      expect(new Set(sink.mails.map((m) => m.subject)).size).toBe(16);
      expect(sink.mails).toHaveLength(16);
    });

    it("a kick sends the mail without anyone draining", async () => {
      await enqueueMail(handle.db, mail(5));
      sender({ smtpUrl: sink.url }).kick();
      const received = await sink.waitForMail((m) => m.subject === "Welcome 5");
      expect(received.to).toBe("visitor5@example.test");
    });

    it("without SMTP, writes each mail as a readable .eml file", async () => {
      const mailDir = path.join(mkdtempSync(path.join(tmpdir(), "catalogue-mail-")), "mail");
      folders.push(path.dirname(mailDir));
      await enqueueMail(handle.db, mail(6, { subject: "Your reset link" }));
      expect(await sender({ mailDir }).drain()).toBe(1);
      const files = readdirSync(mailDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{12}\.eml$/);
      const eml = readFileSync(path.join(mailDir, files[0]!), "utf8");
      expect(eml).toContain("Subject: Your reset link");
      expect(eml).toContain("To: visitor6@example.test");
      expect(eml).toContain("Hello visitor 6.");
      expect(eml).not.toContain("\r\n");
    });

    it("refuses recipients and subjects that could inject headers", async () => {
      const attempts: OutgoingMail[] = [
        mail(7, { to: "visitor7@example.test\r\nBcc: everyone@example.test" }),
        mail(7, { to: "visitor7@example.test\nBcc: everyone@example.test" }),
        mail(7, { subject: "Welcome\r\nBcc: everyone@example.test" }),
        mail(7, { subject: "Welcome\nContent-Type: text/html" }),
        mail(7, { to: "visitor7@example.test, everyone@example.test" }),
        mail(7, { to: "Visitor <visitor7@example.test>" }),
      ];
      for (const attempt of attempts) await expect(enqueueMail(handle.db, attempt)).rejects.toThrow(/recipient|subject/);
      expect(await rows()).toEqual([]);
    });
  });
}

describe("mail sender while the database is away", () => {
  it("logs the first failed sweep as an error and the following ones quietly", async () => {
    const { handle, dispose } = await ENGINES[0]!.open();
    await dispose(); // every query now fails, as during an outage
    const lines: { level: number; msg: string }[] = [];
    const capture = pino({ level: "debug" }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) });
    const transport = createMailTransport({ mailDir: "unused" });
    const sender = startMailSender({ db: handle.db, transport, from: FROM, logger: capture, pollMs: 5 });
    try {
      await vi.waitFor(() => expect(lines.filter((line) => line.msg.includes("still failing")).length).toBeGreaterThanOrEqual(5), { timeout: 10_000 });
      expect(lines.filter((line) => line.level >= 50)).toHaveLength(1);
    } finally {
      await sender.stop();
      transport.close();
    }
  });
});
