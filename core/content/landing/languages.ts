/**
 * Every language's landing copy, read from `content/<language>/landing-*.json` (the files translators
 * edit, docs/i18n.md), gathered for the resolver. Each file `satisfies` its table's type, so a
 * missing text in any language fails `npm run typecheck`, as it did when the copy was TypeScript.
 */
import type { ContentLanguage } from "../../catalogue/enums";
import type { CopyText, GenericKey, GenericTopics, HimacsTopics, IntroKey, Intros, TopicId } from "./keys";
import INTROS_EN from "../../../content/en/landing-intros.json" with { type: "json" };
import INTROS_DE from "../../../content/de/landing-intros.json" with { type: "json" };
import INTROS_FR from "../../../content/fr/landing-intros.json" with { type: "json" };
import INTROS_IT from "../../../content/it/landing-intros.json" with { type: "json" };
import INTROS_ES from "../../../content/es/landing-intros.json" with { type: "json" };
import INTROS_NL from "../../../content/nl/landing-intros.json" with { type: "json" };
import INTROS_JA from "../../../content/ja/landing-intros.json" with { type: "json" };
import INTROS_ZH from "../../../content/zh/landing-intros.json" with { type: "json" };
import INTROS_RU from "../../../content/ru/landing-intros.json" with { type: "json" };
import HIMACS_EN from "../../../content/en/landing-himacs-topics.json" with { type: "json" };
import HIMACS_DE from "../../../content/de/landing-himacs-topics.json" with { type: "json" };
import HIMACS_FR from "../../../content/fr/landing-himacs-topics.json" with { type: "json" };
import HIMACS_IT from "../../../content/it/landing-himacs-topics.json" with { type: "json" };
import HIMACS_ES from "../../../content/es/landing-himacs-topics.json" with { type: "json" };
import HIMACS_NL from "../../../content/nl/landing-himacs-topics.json" with { type: "json" };
import HIMACS_JA from "../../../content/ja/landing-himacs-topics.json" with { type: "json" };
import HIMACS_ZH from "../../../content/zh/landing-himacs-topics.json" with { type: "json" };
import HIMACS_RU from "../../../content/ru/landing-himacs-topics.json" with { type: "json" };
import MATERIALS_EN from "../../../content/en/landing-material-topics.json" with { type: "json" };
import MATERIALS_DE from "../../../content/de/landing-material-topics.json" with { type: "json" };
import MATERIALS_FR from "../../../content/fr/landing-material-topics.json" with { type: "json" };
import MATERIALS_IT from "../../../content/it/landing-material-topics.json" with { type: "json" };
import MATERIALS_ES from "../../../content/es/landing-material-topics.json" with { type: "json" };
import MATERIALS_NL from "../../../content/nl/landing-material-topics.json" with { type: "json" };
import MATERIALS_JA from "../../../content/ja/landing-material-topics.json" with { type: "json" };
import MATERIALS_ZH from "../../../content/zh/landing-material-topics.json" with { type: "json" };
import MATERIALS_RU from "../../../content/ru/landing-material-topics.json" with { type: "json" };

/** A language's texts by key; only English must have every one. */
export type Table<K extends string> = Readonly<Record<ContentLanguage, Partial<Readonly<Record<K, CopyText>>>>> & { en: Readonly<Record<K, CopyText>> };

export const HIMACS_TOPICS: Table<TopicId> = {
  en: HIMACS_EN satisfies HimacsTopics,
  de: HIMACS_DE satisfies HimacsTopics,
  fr: HIMACS_FR satisfies HimacsTopics,
  it: HIMACS_IT satisfies HimacsTopics,
  es: HIMACS_ES satisfies HimacsTopics,
  nl: HIMACS_NL satisfies HimacsTopics,
  ja: HIMACS_JA satisfies HimacsTopics,
  zh: HIMACS_ZH satisfies HimacsTopics,
  ru: HIMACS_RU satisfies HimacsTopics,
};
export const GENERIC_TOPICS: Table<GenericKey> = {
  en: MATERIALS_EN satisfies GenericTopics,
  de: MATERIALS_DE satisfies GenericTopics,
  fr: MATERIALS_FR satisfies GenericTopics,
  it: MATERIALS_IT satisfies GenericTopics,
  es: MATERIALS_ES satisfies GenericTopics,
  nl: MATERIALS_NL satisfies GenericTopics,
  ja: MATERIALS_JA satisfies GenericTopics,
  zh: MATERIALS_ZH satisfies GenericTopics,
  ru: MATERIALS_RU satisfies GenericTopics,
};
export const INTROS: Table<IntroKey> = {
  en: INTROS_EN satisfies Intros,
  de: INTROS_DE satisfies Intros,
  fr: INTROS_FR satisfies Intros,
  it: INTROS_IT satisfies Intros,
  es: INTROS_ES satisfies Intros,
  nl: INTROS_NL satisfies Intros,
  ja: INTROS_JA satisfies Intros,
  zh: INTROS_ZH satisfies Intros,
  ru: INTROS_RU satisfies Intros,
};
