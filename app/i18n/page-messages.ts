/**
 * Only the messages a page uses travel to the browser. The root sends the shell's (header, footer,
 * dialogs, errors); each page kind adds its own groups. Keys are grouped by their first segment.
 */
import type { MessageKey } from "../../core/i18n/translate";
import type { Catalogue, CatalogueOverrides } from "../../core/i18n/types";
import type { PageKind } from "../../core/routing/manifest-types";

const SHELL = ["site", "nav", "header", "region", "language", "footer", "ui", "message", "error"];

const BY_KIND: Record<PageKind | "shell", readonly string[]> = {
  shell: SHELL,
  finder: ["finder", "badge", "product"],
  "all-colors": ["finder", "badge", "product"],
  product: ["product", "badge", "spec", "zoom", "guide", "edgeProfile", "finish", "likes"],
  category: ["category", "landing"],
  sinks: ["sinks", "space", "sinkColour"],
  info: ["industrial", "placeholder"],
  "not-found": [],
  "visitor-tool": ["placeholder", "visitor"],
  "online-book": ["book"],
  compare: ["compare", "spec", "badge", "product", "likes", "form"],
  account: ["account", "form"],
  "sign-in": ["account", "form"],
  "sign-up": ["account", "form"],
  "forgot-password": ["account", "form"],
  "reset-password": ["account", "form"],
  likes: ["likes", "account", "badge", "form"],
  redirect: [],
};

const picked = new WeakMap<Catalogue, Map<string, CatalogueOverrides>>();

export function messagesFor(catalogue: Catalogue, kind: PageKind | "shell"): CatalogueOverrides {
  let byKind = picked.get(catalogue);
  if (!byKind) picked.set(catalogue, (byKind = new Map()));
  let messages = byKind.get(kind);
  if (!messages) {
    const groups = new Set(BY_KIND[kind]);
    const entries = Object.entries(catalogue).filter(([key]) => groups.has(key.slice(0, key.indexOf("."))));
    byKind.set(kind, (messages = Object.fromEntries(entries) as Partial<Record<MessageKey, Catalogue[MessageKey]>>));
  }
  return messages;
}
