/**
 * Mail a server wrote to its mail folder (MAIL_DIR, used when no SMTP_URL is set), read back like
 * a mail client would: tests that need a usable account follow the verification link it carries.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";

export interface FiledMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML part, or false for a plain-text mail. */
  html: string | false;
}

const parsed = new Map<string, FiledMail>();

export async function filedMails(mailDir: string): Promise<FiledMail[]> {
  const files = (await readdir(mailDir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
  const mails: FiledMail[] = [];
  for (const file of files) {
    const key = path.join(mailDir, file);
    if (!parsed.has(key)) {
      const mail = await simpleParser(await readFile(key));
      const to = [mail.to ?? []].flat().map((a) => a.text).join(", ");
      parsed.set(key, { file, to, subject: mail.subject ?? "", text: mail.text ?? "", html: mail.html ?? false });
    }
    mails.push(parsed.get(key)!);
  }
  return mails;
}

/** The link matching `pattern` in the newest mail to `to` that is not one of `seen` (links). */
export async function mailedLink(mailDir: string, to: string, pattern: RegExp, seen: readonly string[] = [], timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const links = (await filedMails(mailDir)).filter((m) => m.to.includes(to)).map((m) => pattern.exec(m.text)?.[0]).filter((l): l is string => Boolean(l) && !seen.includes(l!));
    if (links.length) return links[links.length - 1]!;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} with ${pattern} in ${mailDir}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const VERIFY_LINK = /https?:\/\/\S+\/account\/verify-email\?\S+/;
