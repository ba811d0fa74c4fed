/**
 * The view of a category landing (DESIGN.md "Category landing"): intro copy, the collection
 * overview, the Quality / Certification / Sustainability tabs and the ways onward (the finder, the
 * online book, the sales team). Copy comes from core/content/landing with figures in the region's
 * units; every text says which language it is in, so English fallbacks are marked `lang="en"`.
 */
import type { ContentLanguage } from "#core/catalogue/enums";
import type { Collection, Product } from "#core/catalogue/model";
import { categoryIntro, introKey, topicCopy, TOPIC_TABS, type CopyBlock } from "#core/content/landing";
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
  collections: CollectionCard[];
  tabs: LandingTab[];
  /** The tab an about page opens on (its own subject), else the first. */
  defaultTab: string | null;
}

/** The tab that matches a HIMACS about page. */
const ABOUT_TABS: Readonly<Record<string, string>> = { quality: "quality", certifications: "certification", sustainability: "sustainability" };

export interface LandingRequest {
  entry: RouteEntry;
  params: Params;
  region: Region;
  locale: Locale;
  language: ContentLanguage;
}

export function landingView(request: LandingRequest, catalogue: { collections: ReadonlyMap<string, Collection>; products: readonly Product[] }): LandingView {
  const { entry, params, region, locale, language } = request;
  const about = entry.id === "himacs.about" ? params.about : undefined;
  const intro = introKey(entry.id, about) ? categoryIntro(entry.id, language, region, locale, about) : null;
  const family = entry.family;
  const tabs: LandingTab[] = [];
  const t = createTranslator(locale, resolveCatalogue(locale));
  if (family) {
    for (const [id, ids] of Object.entries(TOPIC_TABS)) {
      const topics: LandingTopic[] = [];
      for (const topic of ids) {
        const copy = topicCopy(topic, family, language, region, locale);
        if (copy) topics.push({ id: topic, name: t(topic), ...copy });
      }
      if (topics.length) tabs.push({ id, topics });
    }
  }
  const wanted = about ? ABOUT_TABS[about] : undefined;
  return {
    intro,
    collections: landingCollections(entry, params, { region, locale, language }, catalogue),
    tabs,
    defaultTab: tabs.find((t) => t.id === wanted)?.id ?? tabs[0]?.id ?? null,
  };
}
