/**
 * The copy of an automotive or appliance page in the visitor's language. Languages without their
 * own set (ja, ru) fall back to English, which the page marks with `lang="en"` (spec §1).
 */
import type { ContentLanguage } from "../../catalogue/enums";
import { DE } from "./de";
import { EN } from "./en";
import { ES } from "./es";
import { FR } from "./fr";
import { IT } from "./it";
import { NL } from "./nl";
import type { IndustrialCopy, IndustrialCopySet, IndustrialPageId } from "./types";
import { ZH } from "./zh";

const SETS: Readonly<Partial<Record<ContentLanguage, IndustrialCopySet>>> = { en: EN, de: DE, fr: FR, it: IT, es: ES, nl: NL, zh: ZH };

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
