import type { MessageKey } from "./locale-files";

export type PluralMessage = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;
export type Message = string | PluralMessage;

/** A full catalogue: every key of the English one, translated. */
export type Catalogue = Readonly<Record<MessageKey, Message>>;
/** A regional variant: only the wording that differs from its base language. */
export type CatalogueOverrides = Readonly<Partial<Record<MessageKey, Message>>>;
