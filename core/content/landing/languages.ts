/** Every language's landing copy, gathered for the resolver (English is complete by type). */
import type { ContentLanguage } from "../../catalogue/enums";
import type { CopyText, GenericKey, IntroKey, TopicId } from "./keys";
import { INTROS_EN } from "./intros/en";
import { HIMACS_EN } from "./topics/himacs/en";
import { MATERIALS_EN } from "./topics/materials/en";

/** A language's texts by key; only English must have every one. */
export type Table<K extends string> = Readonly<Record<ContentLanguage, Partial<Readonly<Record<K, CopyText>>>>> & { en: Readonly<Record<K, CopyText>> };

export const HIMACS_TOPICS: Table<TopicId> = { en: HIMACS_EN, de: {}, fr: {}, it: {}, es: {}, nl: {}, ja: {}, zh: {}, ru: {} };
export const GENERIC_TOPICS: Table<GenericKey> = { en: MATERIALS_EN, de: {}, fr: {}, it: {}, es: {}, nl: {}, ja: {}, zh: {}, ru: {} };
export const INTROS: Table<IntroKey> = { en: INTROS_EN, de: {}, fr: {}, it: {}, es: {}, nl: {}, ja: {}, zh: {}, ru: {} };
