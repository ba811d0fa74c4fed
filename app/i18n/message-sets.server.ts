/**
 * The server's side of message sets (app/i18n/message-sets.tsx, decision 0041): a document's loader
 * data names its sets by an address that holds a hash of their content, so the address changes
 * exactly when the messages do and the browser may keep each file for a year.
 */
import { createHash } from "node:crypto";
import type { CatalogueOverrides } from "../../core/i18n/types";
import type { Locale } from "../../core/regions/regions";
import { rememberMessageSet, type MessageSetRef, type SentMessages } from "./message-sets";

const FILE = /^([a-z-]+(?:\.document)?)\.([\w-]{12})\.json$/;

// Picked sets are cached objects (page-messages.ts), so each is hashed once per process.
const refs = new WeakMap<CatalogueOverrides, MessageSetRef>();

export function messageSetRef(locale: Locale, name: string, messages: CatalogueOverrides): MessageSetRef {
  let ref = refs.get(messages);
  if (!ref) {
    const hash = createHash("sha256").update(JSON.stringify(messages)).digest("base64url").slice(0, 12);
    ref = { messageSet: `/i18n/${locale}/${name}.${hash}.json` };
    refs.set(messages, ref);
    // The document's own render reads the set back by its address.
    rememberMessageSet(ref, messages);
  }
  return ref;
}

/** What a loader sends: where the set is for a document, the messages themselves for a client navigation. */
export function sendMessages(documentRequest: boolean, locale: Locale, set: { name: string; messages: CatalogueOverrides }): SentMessages {
  return documentRequest ? messageSetRef(locale, set.name, set.messages) : set.messages;
}

/** A message set file's name, split: the set's name and the content hash it was asked for. */
export function parseMessageSetFile(file: string): { name: string; hash: string } | null {
  const match = FILE.exec(file);
  return match ? { name: match[1]!, hash: match[2]! } : null;
}
