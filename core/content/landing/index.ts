/**
 * Marketing copy of the category landing pages: the Quality, Certification and Sustainability
 * tabs and each landing's intro. Written in en, de, fr, it, es and nl; Japanese, Chinese and
 * Russian have what is written well and fall back to English otherwise, which `lang` reports
 * so the page can mark the element `lang="en"`.
 */
import type { ContentLanguage } from "../../catalogue/enums";
import type { Locale, Region } from "../../regions/regions";
import type { ProductFamily } from "../../catalogue/families";
import { figureValues, fillFigures } from "./figures";
import { GENERIC_TOPICS, HIMACS_TOPICS, INTROS } from "./languages";
import type { Table } from "./languages";
import type { IntroKey, TopicId } from "./keys";
import { topicSource } from "./topic-map";
import { forLocale } from "../../i18n/us-spelling";

export type { TopicId, IntroKey } from "./keys";
export { TOPIC_IDS, TOPIC_TABS } from "./keys";
export { FIGURES } from "./figures";

export interface CopyBlock {
  /** The language actually used: "en" when the requested language has no text for this block. */
  lang: ContentLanguage;
  title: string;
  paragraphs: string[];
}

/**
 * The text of `key` in `language`, or in English (and said so) when that language has none; figures
 * filled for the region and locale, and US spelling for a US visitor.
 */
export function resolveCopy<K extends string>(table: Table<K>, key: K, language: ContentLanguage, region: Region, locale: Locale): CopyBlock {
  const own = table[language][key];
  const lang: ContentLanguage = own ? language : "en";
  const text = own ?? table.en[key];
  const values = figureValues(region, locale);
  const render = (t: string) => (lang === "en" ? forLocale(fillFigures(t, values), locale) : fillFigures(t, values));
  return { lang, title: render(text.title), paragraphs: text.paragraphs.map(render) };
}

/** A tab's copy for a family's landing page; null when the topic does not apply to the family. */
export function topicCopy(topic: TopicId, family: ProductFamily, language: ContentLanguage, region: Region, locale: Locale): CopyBlock | null {
  const source = topicSource(topic, family);
  if (!source) return null;
  return source.set === "himacs" ? resolveCopy(HIMACS_TOPICS, source.key, language, region, locale) : resolveCopy(GENERIC_TOPICS, source.key, language, region, locale);
}

/** The intro key of a landing entry (`himacs.about` takes its about page). */
export function introKey(landingId: string, about?: string): IntroKey | null {
  const key = landingId === "himacs.about" && about ? `himacs.about.${about}` : landingId;
  return Object.hasOwn(INTROS.en, key) ? (key as IntroKey) : null;
}

/** The intro paragraph of a landing page of kind "category" (`title` is a tagline). */
export function categoryIntro(landingId: string, language: ContentLanguage, region: Region, locale: Locale, about?: string): CopyBlock {
  const key = introKey(landingId, about);
  // Every category entry of the manifest has an intro (tests/unit/landing-copy.test.ts); another id is a programming error.
  if (!key) throw new Error(`no landing intro for ${landingId}${about ? ` (${about})` : ""}`);
  return resolveCopy(INTROS, key, language, region, locale);
}
