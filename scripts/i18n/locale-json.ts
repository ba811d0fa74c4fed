/**
 * How a locale file is written: one key a line, in the order given (the catalogue's grouping), and a
 * plural message on its own line as `{ "one": …, "other": … }`, so a translator sees each message
 * whole. Every script that writes `locales/*.json` goes through here, so files never churn on format.
 */
type Message = string | Readonly<Record<string, string>>;
export type LocaleMessages = Readonly<Record<string, Message>>;

function messageJson(message: Message): string {
  if (typeof message === "string") return JSON.stringify(message);
  const parts = Object.entries(message).map(([category, text]) => `${JSON.stringify(category)}: ${JSON.stringify(text)}`);
  return `{ ${parts.join(", ")} }`;
}

export function formatLocaleJson(messages: LocaleMessages): string {
  const lines = Object.entries(messages).map(([key, message]) => `  ${JSON.stringify(key)}: ${messageJson(message)}`);
  return lines.length ? `{\n${lines.join(",\n")}\n}\n` : "{}\n";
}

/** A message is a string or a plural object of strings with at least `other` (core/i18n/types.ts). */
export function isMessage(value: unknown): value is Message {
  if (typeof value === "string") return true;
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return Object.hasOwn(value, "other") && entries.every(([, text]) => typeof text === "string");
}
