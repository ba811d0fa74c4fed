/**
 * The confirmation mail of a sample order, in the visitor's language: plain text, and HTML in
 * which every value the visitor typed or the catalogue holds is escaped.
 */
import type { Translate } from "../../core/i18n/translate";

export interface OrderMailContent {
  name: string;
  reference: string;
  lines: string[];
  address: string[];
  link: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export function composeOrderMail(t: Translate, content: OrderMailContent): { subject: string; text: string; html: string } {
  const subject = t("mail.sampleOrder.subject", { reference: content.reference });
  const greeting = t("mail.sampleOrder.greeting", { name: content.name });
  const intro = t("mail.sampleOrder.intro", { reference: content.reference });
  const to = t("mail.sampleOrder.to");
  const linkText = t("mail.sampleOrder.link");
  const text = [greeting, "", intro, ...content.lines.map((line) => `- ${line}`), "", to, ...content.address, "", linkText, content.link, ""].join("\n");
  const lines = (values: string[]) => values.map(escapeHtml).join("<br>");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${content.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
    `<p>${escapeHtml(to)}<br>${lines(content.address)}</p>`,
    `<p>${escapeHtml(linkText)}<br><a href="${escapeHtml(content.link)}">${escapeHtml(content.link)}</a></p>`,
  ].join("\n");
  return { subject, text, html };
}
