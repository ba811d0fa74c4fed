/** Every language's landing copy, gathered for the resolver (English is complete by type). */
import type { ContentLanguage } from "../../catalogue/enums";
import type { CopyText, GenericKey, IntroKey, TopicId } from "./keys";
import { INTROS_DE } from "./intros/de";
import { INTROS_EN } from "./intros/en";
import { INTROS_ES } from "./intros/es";
import { INTROS_FR } from "./intros/fr";
import { INTROS_IT } from "./intros/it";
import { INTROS_JA } from "./intros/ja";
import { INTROS_NL } from "./intros/nl";
import { INTROS_RU } from "./intros/ru";
import { INTROS_ZH } from "./intros/zh";
import { HIMACS_DE } from "./topics/himacs/de";
import { HIMACS_EN } from "./topics/himacs/en";
import { HIMACS_ES } from "./topics/himacs/es";
import { HIMACS_FR } from "./topics/himacs/fr";
import { HIMACS_IT } from "./topics/himacs/it";
import { HIMACS_JA } from "./topics/himacs/ja";
import { HIMACS_NL } from "./topics/himacs/nl";
import { HIMACS_RU } from "./topics/himacs/ru";
import { HIMACS_ZH } from "./topics/himacs/zh";
import { MATERIALS_DE } from "./topics/materials/de";
import { MATERIALS_EN } from "./topics/materials/en";
import { MATERIALS_ES } from "./topics/materials/es";
import { MATERIALS_FR } from "./topics/materials/fr";
import { MATERIALS_IT } from "./topics/materials/it";
import { MATERIALS_JA } from "./topics/materials/ja";
import { MATERIALS_NL } from "./topics/materials/nl";
import { MATERIALS_RU } from "./topics/materials/ru";
import { MATERIALS_ZH } from "./topics/materials/zh";

/** A language's texts by key; only English must have every one. */
export type Table<K extends string> = Readonly<Record<ContentLanguage, Partial<Readonly<Record<K, CopyText>>>>> & { en: Readonly<Record<K, CopyText>> };

export const HIMACS_TOPICS: Table<TopicId> = { en: HIMACS_EN, de: HIMACS_DE, fr: HIMACS_FR, it: HIMACS_IT, es: HIMACS_ES, nl: HIMACS_NL, ja: HIMACS_JA, zh: HIMACS_ZH, ru: HIMACS_RU };
export const GENERIC_TOPICS: Table<GenericKey> = { en: MATERIALS_EN, de: MATERIALS_DE, fr: MATERIALS_FR, it: MATERIALS_IT, es: MATERIALS_ES, nl: MATERIALS_NL, ja: MATERIALS_JA, zh: MATERIALS_ZH, ru: MATERIALS_RU };
export const INTROS: Table<IntroKey> = { en: INTROS_EN, de: INTROS_DE, fr: INTROS_FR, it: INTROS_IT, es: INTROS_ES, nl: INTROS_NL, ja: INTROS_JA, zh: INTROS_ZH, ru: INTROS_RU };
