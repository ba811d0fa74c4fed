/**
 * The keys of landing-page copy (`content/<language>/landing-*.json`). Each language file is
 * typed by them, so a missing English, German, French, Italian, Spanish or Dutch text is a type
 * error; the spec allows English in Japanese, Chinese and Russian, and the API says so through
 * `lang` (their files are complete today and typed so).
 */
import type { HFLOR_CATEGORY_PAGES, HIMACS_ABOUT_PAGES, VIZUON_CATEGORY_PAGES } from "../../routing/manifest";

export const TOPIC_IDS = [
  "quality.design",
  "quality.performance",
  "quality.fabrication",
  "quality.sustainability",
  "certification.environment",
  "certification.fireRating",
  "certification.exteria",
  "certification.hygiene",
  "certification.process",
  "sustainability.commitment",
  "sustainability.materialSafety",
  "sustainability.manufacturing",
  "sustainability.processing",
  "sustainability.transport",
] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

/** The landing tabs of spec §2 and their topics, in display order (the tab is the id's first part). */
export const TOPIC_TABS = {
  quality: ["quality.design", "quality.performance", "quality.fabrication", "quality.sustainability"],
  certification: ["certification.environment", "certification.fireRating", "certification.exteria", "certification.hygiene", "certification.process"],
  sustainability: ["sustainability.commitment", "sustainability.materialSafety", "sustainability.manufacturing", "sustainability.processing", "sustainability.transport"],
} as const satisfies Readonly<Record<string, readonly TopicId[]>>;

/** A piece of copy before its figures are filled: `{placeholder}`s stand for every figure. */
export interface CopyText {
  title: string;
  paragraphs: readonly string[];
}

/** HIMACS has its own copy for every topic (Exteria certificates are HIMACS only). */
export type HimacsTopics = Readonly<Record<TopicId, CopyText>>;

/** The materials of the other families; each reads its own quality copy. */
export const MATERIALS = ["quartz", "porcelain", "panel", "interiorFilm", "exteriorFilm", "signFilm", "flooring"] as const;
export type Material = (typeof MATERIALS)[number];

/** Topics written per material: what the material is, how it performs, how it is worked. */
export const MATERIAL_TOPICS = ["quality.design", "quality.performance", "quality.fabrication"] as const;
export type MaterialTopic = (typeof MATERIAL_TOPICS)[number];
/** Topics written once for the other families (their applicability is in topic-map.ts). */
export type SharedTopic = Exclude<TopicId, MaterialTopic | "certification.exteria">;

export type GenericKey = `${MaterialTopic}.${Material}` | SharedTopic;
export type GenericTopics = Readonly<Record<GenericKey, CopyText>>;

/** One intro per landing page of kind "category"; HIMACS about pages and type pages per value. */
export type IntroKey =
  | "himacs.brand"
  | `himacs.about.${(typeof HIMACS_ABOUT_PAGES)[number]}`
  | "himacs.category"
  | "viatera.category"
  | "teracanto.category"
  | "borte.category"
  | "benif.category"
  | "deco.category"
  | "exterior.category"
  | "vizuon.category"
  | `vizuon.category.${(typeof VIZUON_CATEGORY_PAGES)[number]}`
  | "vizuon.collection"
  | `hflor.category.${(typeof HFLOR_CATEGORY_PAGES)[number]}`
  | "hflor.collection";
export type Intros = Readonly<Record<IntroKey, CopyText>>;
