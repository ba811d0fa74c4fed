/**
 * The six HIMACS about pages (`/himacs/about/*`) each tell one part of the story, so that no two
 * of them read alike (issue 26; decision 0062): each shows its own topics of the landing tabs, the
 * design page the collections, and the history page a text of its own. The brand page `/himacs`
 * keeps every tab.
 */
import type { HIMACS_ABOUT_PAGES } from "../../routing/manifest";
import type { CopyText, TopicId } from "./keys";
import type { Table } from "./languages";
import HISTORY_EN from "../../../content/en/landing-about.json" with { type: "json" };
import HISTORY_DE from "../../../content/de/landing-about.json" with { type: "json" };
import HISTORY_FR from "../../../content/fr/landing-about.json" with { type: "json" };
import HISTORY_IT from "../../../content/it/landing-about.json" with { type: "json" };
import HISTORY_ES from "../../../content/es/landing-about.json" with { type: "json" };
import HISTORY_NL from "../../../content/nl/landing-about.json" with { type: "json" };
import HISTORY_JA from "../../../content/ja/landing-about.json" with { type: "json" };
import HISTORY_ZH from "../../../content/zh/landing-about.json" with { type: "json" };
import HISTORY_RU from "../../../content/ru/landing-about.json" with { type: "json" };

export type AboutPage = (typeof HIMACS_ABOUT_PAGES)[number];

/** The landing topics each about page tells, in order; no topic is told on two pages. */
export const ABOUT_TOPICS: Readonly<Record<AboutPage, readonly TopicId[]>> = {
  design: ["quality.design"],
  fabrication: ["quality.fabrication", "certification.process"],
  quality: ["quality.performance", "certification.hygiene"],
  certifications: ["certification.environment", "certification.fireRating", "certification.exteria"],
  sustainability: ["quality.sustainability", "sustainability.commitment", "sustainability.materialSafety", "sustainability.manufacturing", "sustainability.processing", "sustainability.transport"],
  history: [],
};

/** Whether an about page shows the collection cards (the palette is the design page's subject). */
export const aboutShowsCollections = (about: AboutPage): boolean => about === "design";

/** The history page's own text (content/<language>/landing-about.json); written in every language the landings are. */
export const ABOUT_HISTORY: Table<"himacs.history"> = {
  en: HISTORY_EN satisfies Readonly<Record<"himacs.history", CopyText>>,
  de: HISTORY_DE satisfies Readonly<Record<"himacs.history", CopyText>>,
  fr: HISTORY_FR satisfies Readonly<Record<"himacs.history", CopyText>>,
  it: HISTORY_IT satisfies Readonly<Record<"himacs.history", CopyText>>,
  es: HISTORY_ES satisfies Readonly<Record<"himacs.history", CopyText>>,
  nl: HISTORY_NL satisfies Readonly<Record<"himacs.history", CopyText>>,
  ja: HISTORY_JA satisfies Readonly<Record<"himacs.history", CopyText>>,
  zh: HISTORY_ZH satisfies Readonly<Record<"himacs.history", CopyText>>,
  ru: HISTORY_RU satisfies Readonly<Record<"himacs.history", CopyText>>,
};
