/**
 * The copy of an automotive or appliance page in the visitor's language, read from
 * `content/<language>/industrial.json` (docs/i18n.md). Languages without their own file (ja, ru)
 * fall back to English, which the page marks with `lang="en"` (spec §1).
 */
import type { ContentLanguage } from "../../catalogue/enums";
import DE from "../../../content/de/industrial.json" with { type: "json" };
import EN from "../../../content/en/industrial.json" with { type: "json" };
import ES from "../../../content/es/industrial.json" with { type: "json" };
import FR from "../../../content/fr/industrial.json" with { type: "json" };
import IT from "../../../content/it/industrial.json" with { type: "json" };
import NL from "../../../content/nl/industrial.json" with { type: "json" };
import ZH from "../../../content/zh/industrial.json" with { type: "json" };
import type { IndustrialCopy, IndustrialCopySet, IndustrialPageId } from "./types";

// `satisfies`: a page missing from a language's file fails the typecheck.
const SETS: Readonly<Partial<Record<ContentLanguage, IndustrialCopySet>>> = {
  en: EN satisfies IndustrialCopySet,
  de: DE satisfies IndustrialCopySet,
  fr: FR satisfies IndustrialCopySet,
  it: IT satisfies IndustrialCopySet,
  es: ES satisfies IndustrialCopySet,
  nl: NL satisfies IndustrialCopySet,
  zh: ZH satisfies IndustrialCopySet,
};

export interface ResolvedCopy extends IndustrialCopy {
  /** The language the copy is written in: the visitor's, or English where it has none. */
  language: ContentLanguage;
}

/** `{name}` placeholders replaced by the page's formatted figures; an unknown name is left out. */
export function fillFigures(text: string, figures: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => figures[name] ?? "");
}

export function industrialCopy(page: IndustrialPageId, language: ContentLanguage, figures: Readonly<Record<string, string>>): ResolvedCopy {
  const own = SETS[language];
  const copy = (own ?? EN)[page];
  return {
    language: own ? language : "en",
    intro: copy.intro.map((paragraph) => fillFigures(paragraph, figures)),
    applications: copy.applications,
  };
}
