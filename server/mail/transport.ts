/**
 * How mail leaves the process: SMTP when SMTP_URL is set, otherwise `.eml` files in a folder, so a
 * development machine or a demo sends nothing to real people and every mail can be opened and read.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailTransport {
  /** Resolves once the message is accepted (by the SMTP server, or written to disk); rejects otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  smtpUrl?: string | undefined;
  /** Folder for `.eml` files when there is no SMTP server. */
  mailDir: string;
}

// A hung server must fail the attempt (and be retried later), not hold the sender forever.
const SMTP_TIMEOUT_MS = 10_000;

export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl) : fileTransport(options.mailDir);
}

function smtpTransport(url: string): MailTransport {
  // No pool: mail is rare, and a fresh connection a message never sends on a connection gone stale.
  const transporter = nodemailer.createTransport({
    url,
    pool: false,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

function fileTransport(mailDir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const dir = path.resolve(mailDir);
  return {
    async send(message) {
      const info = await transporter.sendMail(message);
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[-:.]/g, "")}-${randomBytes(6).toString("hex")}.eml`;
      // Written aside then renamed, so whoever watches the folder never reads half a message.
      const temporary = path.join(dir, `.${name}.tmp`);
      await writeFile(temporary, info.message as Buffer, { flag: "wx" });
      await rename(temporary, path.join(dir, name));
    },
    close: () => transporter.close(),
  };
}
