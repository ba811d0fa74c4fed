/**
 * The six HIMACS about pages read as six pages (issue 26, decision 0062): each tells its own
 * topics (no topic on two pages), the history page its own text, and no two bodies are alike.
 */
import { describe, expect, it } from "vitest";
import type { ContentLanguage } from "../../core/catalogue/enums";
import { ABOUT_TOPICS } from "../../core/content/landing/about";
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { createTranslator } from "../../core/i18n/translate";
import type { Locale, Region } from "../../core/regions/regions";
import { HIMACS_ABOUT_PAGES, routeById } from "../../core/routing/manifest";
import { landingView } from "../../app/landing/landing-view";

const ABOUT = routeById("himacs.about")!;
const READ_IN: ReadonlyArray<[Region, Locale, ContentLanguage]> = [
  ["gl", "en", "en"],
  ["gl", "de", "de"],
  ["us", "en-US", "en"],
  ["jp", "ja", "ja"],
  ["ru", "ru", "ru"],
];

function body(about: string, region: Region, locale: Locale, language: ContentLanguage) {
  const view = landingView({ entry: ABOUT, params: { about }, region, locale, language }, { collections: new Map(), products: [] });
  const texts = [view.intro, ...view.tabs.flatMap((tab) => tab.topics)].flatMap((block) => (block ? [block.title, ...block.paragraphs] : []));
  return { view, text: texts.join(" ") };
}

/** Share of word pairs two texts have in common (Jaccard of word bigrams). */
function likeness(a: string, b: string): number {
  const pairs = (s: string) => {
    const words = s.toLowerCase().split(/[\s,.:;!?()「」、。]+/u).filter(Boolean);
    // Japanese has no spaces: pairs of characters stand in for pairs of words.
    const units = words.length < 20 ? [...s.replace(/\s/g, "")] : words;
    return new Set(units.slice(1).map((w, i) => `${units[i]} ${w}`));
  };
  const x = pairs(a);
  const y = pairs(b);
  const shared = [...x].filter((p) => y.has(p)).length;
  return shared / (x.size + y.size - shared);
}

describe("HIMACS about pages", () => {
  it("tell each landing topic on one page at most", () => {
    const told = Object.values(ABOUT_TOPICS).flat();
    expect(new Set(told).size).toBe(told.length);
    expect(Object.keys(ABOUT_TOPICS).sort()).toEqual([...HIMACS_ABOUT_PAGES].sort());
  });

  it.each(READ_IN)("have bodies of their own in %s (%s)", (region, locale, language) => {
    const bodies = HIMACS_ABOUT_PAGES.map((about) => ({ about, ...body(about, region, locale, language) }));
    for (const { about, view, text } of bodies) {
      expect(view.about, about).toBe(about);
      expect(view.tabs, about).toHaveLength(1);
      expect(view.tabs[0]!.topics.length, `${about} tells something`).toBeGreaterThan(0);
      expect(text.length, about).toBeGreaterThan(300);
      // The design page alone lists the collections; the brand page keeps them and every tab.
      expect(view.showsCollections, about).toBe(about === "design");
    }
    for (let i = 0; i < bodies.length; i++) {
      for (let j = i + 1; j < bodies.length; j++) {
        expect(likeness(bodies[i]!.text, bodies[j]!.text), `${bodies[i]!.about} vs ${bodies[j]!.about}`).toBeLessThan(0.1);
      }
    }
  });

  it("give the history page its own text, translated where the landings are", () => {
    for (const [region, locale, language] of READ_IN) {
      const history = body("history", region, locale, language).view.tabs[0]!.topics.find((topic) => topic.id === "history")!;
      expect(history.lang, locale).toBe(language);
      expect(history.paragraphs.length).toBe(2);
    }
  });

  it("are named for their subject in every language", () => {
    for (const locale of ["en", "de", "fr", "it", "es", "nl", "ja", "zh-CN", "ru"] as const) {
      const t = createTranslator(locale, resolveCatalogue(locale));
      const headings = HIMACS_ABOUT_PAGES.map((about) => t("about.heading", { topic: t(`nav.about.${about}`) }));
      expect(new Set(headings).size, locale).toBe(HIMACS_ABOUT_PAGES.length);
      expect(headings.every((h) => h.includes("HIMACS")), locale).toBe(true);
    }
  });

  it("leave the brand page every tab and the collections", () => {
    const view = landingView({ entry: routeById("himacs.brand")!, params: {}, region: "gl", locale: "en", language: "en" }, { collections: new Map(), products: [] });
    expect(view.about).toBeNull();
    expect(view.tabs.map((tab) => tab.id)).toEqual(["quality", "certification", "sustainability"]);
    expect(view.showsCollections).toBe(true);
  });
});
