/**
 * The view of a category landing (DESIGN.md "Category landing"): intro copy, the collection
 * overview, the Quality / Certification / Sustainability tabs and the ways onward (the finder, the
 * online book, the sales team). Copy comes from core/content/landing with figures in the region's
 * units; every text says which language it is in, so English fallbacks are marked `lang="en"`.
 */
import type { ContentLanguage } from "#core/catalogue/enums";
import type { Collection, Product } from "#core/catalogue/model";
import { categoryIntro, introKey, resolveCopy, topicCopy, TOPIC_TABS, type CopyBlock } from "#core/content/landing";
import { ABOUT_HISTORY, ABOUT_TOPICS, aboutShowsCollections, type AboutPage } from "#core/content/landing/about";
import { HIMACS_ABOUT_PAGES } from "#core/routing/manifest";
import type { Params } from "#core/routing/guard";
import type { RouteEntry } from "#core/routing/manifest-types";
import type { Locale, Region } from "#core/regions/regions";
import { resolveCatalogue } from "#core/i18n/catalogues";
import { createTranslator } from "#core/i18n/translate";
import { landingCollections, type CollectionCard } from "./landing-collections";

export interface LandingTopic extends CopyBlock {
  id: string;
  /** The spec's name of the topic ("Design", "Fire Rating") in the page's language; `title` is the marketing heading. */
  name: string;
}

export interface LandingTab {
  id: string;
  topics: LandingTopic[];
}

export interface LandingView {
  intro: CopyBlock | null;
  /** A HIMACS about page's subject: its topics are one list (`tabs[0]`), not tabs. */
  about: AboutPage | null;
  /** The collections (the hero's faces come from them); listed as cards where `showsCollections`. */
  collections: CollectionCard[];
  showsCollections: boolean;
  tabs: LandingTab[];
  /** The tab the page opens on: the first. */
  defaultTab: string | null;
}

const isAboutPage = (value: string | undefined): value is AboutPage => (HIMACS_ABOUT_PAGES as readonly string[]).includes(value ?? "");

export interface LandingRequest {
  entry: RouteEntry;
  params: Params;
  region: Region;
  locale: Locale;
  language: ContentLanguage;
}

export function landingView(request: LandingRequest, catalogue: { collections: ReadonlyMap<string, Collection>; products: readonly Product[] }): LandingView {
  const { entry, params, region, locale, language } = request;
  const about = entry.id === "himacs.about" && isAboutPage(params.about) ? params.about : null;
  const intro = introKey(entry.id, about ?? undefined) ? categoryIntro(entry.id, language, region, locale, about ?? undefined) : null;
  const family = entry.family;
  const tabs: LandingTab[] = [];
  const t = createTranslator(locale, resolveCatalogue(locale));
  if (about && family) {
    // An about page tells its own topics (and the history page its own text), so no two read alike.
    const topics: LandingTopic[] = [];
    for (const topic of ABOUT_TOPICS[about]) {
      const copy = topicCopy(topic, family, language, region, locale);
      if (copy) topics.push({ id: topic, name: t(topic), ...copy });
    }
    if (about === "history") topics.push({ id: "history", name: t("nav.about.history"), ...resolveCopy(ABOUT_HISTORY, "himacs.history", language, region, locale) });
    tabs.push({ id: "about", topics });
  } else if (family) {
    for (const [id, ids] of Object.entries(TOPIC_TABS)) {
      const topics: LandingTopic[] = [];
      for (const topic of ids) {
        const copy = topicCopy(topic, family, language, region, locale);
        if (copy) topics.push({ id: topic, name: t(topic), ...copy });
      }
      if (topics.length) tabs.push({ id, topics });
    }
  }
  return {
    intro,
    about,
    collections: landingCollections(entry, params, { region, locale, language }, catalogue),
    showsCollections: !about || aboutShowsCollections(about),
    tabs,
    defaultTab: tabs[0]?.id ?? null,
  };
}
