/**
 * An SMTP server inside the test process that keeps every message it receives, parsed. Tests (and
 * the site's e2e tests, through SMTP_URL) send real mail to it over a real socket.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:PORT` */
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail, received or to come, that matches. */
  waitForMail(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<(mail: ReceivedMail) => void>();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    // A site started with credentials in SMTP_URL authenticates; the sink takes any.
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? "anyone" }),
    logger: false,
    // Reverse DNS of 127.0.0.1 is a needless wait on each connection.
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const mail: ReceivedMail = {
            to: addresses(parsed.to),
            from: addresses(parsed.from),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: parsed.html || null,
          };
          mails.push(mail);
          for (const waiter of waiters) waiter(mail);
          // Acknowledged only once kept, so a sender that saw its mail accepted finds it in `mails`.
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail(predicate, timeoutMs = 10_000) {
      const found = mails.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = (mail: ReceivedMail) => {
          if (!predicate(mail)) return;
          waiters.delete(waiter);
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching mail within ${timeoutMs} ms; received: ${mails.map((m) => `${m.to} "${m.subject}"`).join(", ") || "none"}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addresses(field: AddressObject | AddressObject[] | undefined): string {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects
    .flatMap((o) => o.value)
    .map((a) => a.address ?? "")
    .join(", ");
}
