/**
 * The two mails of a contact request: to the rep or category team (in the region's language) and
 * the acknowledgement to the visitor (in theirs). Each has a text part and an HTML part in which
 * every value the visitor typed is escaped, so markup in a field is shown, never rendered.
 */
import type { Translate } from "../../core/i18n/translate";
import type { ContactRequestInput } from "../../core/reps/contact-form";
import type { OutgoingMail } from "../mail/outbox";

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ContactMailContext {
  reference: string;
  /** The rep's name, or the category team's name, as the visitor saw it. */
  recipientName: string;
  recipientEmail: string;
  input: ContactRequestInput;
}

function details(t: Translate, input: ContactRequestInput): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    [t("contact.name"), input.name],
    [t("contact.email"), input.email],
    [t("contact.phone"), input.phone],
    [t("contact.company"), input.company],
    [t("contact.postalCode"), input.postalCode],
  ];
  return rows.filter(([, value]) => value !== "");
}

function compose(subject: string, paragraphs: string[], rows: Array<[string, string]>, message: string, to: string): OutgoingMail {
  const text = [...paragraphs, "", ...rows.map(([label, value]) => `${label}: ${value}`), "", message].join("\n");
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>`,
    `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
  ].join("\n");
  return { to, subject, text, html };
}

/** To the rep or team: who asked, how to reach them, and what they wrote. */
export function recipientMail(t: Translate, context: ContactMailContext): OutgoingMail {
  const { reference, input } = context;
  return compose(t("contact.mail.recipientSubject", { reference }), [t("contact.mail.recipientIntro", { reference, recipient: context.recipientName })], details(t, input), input.message, context.recipientEmail);
}

/** To the visitor: the reference, who will answer, and a copy of what they sent. */
export function acknowledgementMail(t: Translate, context: ContactMailContext): OutgoingMail {
  const { reference, input } = context;
  return compose(t("contact.mail.ackSubject", { reference }), [t("contact.mail.ackIntro", { name: input.name, recipient: context.recipientName, reference })], details(t, input), input.message, input.email);
}
