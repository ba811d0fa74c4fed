/** Localised labels of facet values, shared by the finder pages and the finder API. */
import { countryName } from "../regions/country-names";
import type { FacetCounts } from "./engine";
import { localise, type LocalisedText } from "../catalogue/model";
import { isMessageKey } from "../i18n/catalogues";
import type { Translate } from "../i18n/translate";
import type { Locale, Region } from "../regions/regions";
import { formatDimensions, formatLength, parseMetricSize } from "../units/format";
import { catalogueValue, type CatalogueText } from "../i18n/catalogue-values";
import { NOMINAL_MARK, VOCABULARY_FACETS } from "./facets";

export interface LabelContext {
  t: Translate;
  locale: Locale;
  region: Region;
  language: string;
}

const ENUM_PREFIX: Record<string, string> = { color: "color", finish: "finish", pattern: "pattern", category: "type", feature: "feature" };

export function valueLabel(facet: Pick<FacetCounts, "name" | "kind">, code: string, raw: string | LocalisedText, ctx: LabelContext): string {
  return valueText(facet, code, raw, ctx).text;
}

/**
 * A facet value's label and, when it stays English on a page in another language, `lang: "en"`:
 * only untranslated text is marked (a vocabulary value no catalogue names, or catalogue text without
 * the page's language), never names, enumerations or measures, which the page's language reads.
 */
export function valueText(facet: Pick<FacetCounts, "name" | "kind">, code: string, raw: string | LocalisedText, ctx: LabelContext): CatalogueText {
  if (isLabelledElsewhere(facet)) return { text: plainLabel(facet, code, raw, ctx) };
  const text = typeof raw === "string" ? raw : localise(raw, ctx.language);
  if (VOCABULARY_FACETS.has(facet.name)) return catalogueValue(text, ctx.t, ctx.locale);
  // Catalogue text that has no version in the page's language shows its English one.
  const untranslated = typeof raw !== "string" && ctx.language !== "en" && !Object.hasOwn(raw, ctx.language);
  return untranslated ? { text, lang: "en" } : { text };
}

/** Facets whose labels come from enumerations, country names or measures, never from the raw text. */
function isLabelledElsewhere(facet: Pick<FacetCounts, "name" | "kind">): boolean {
  return facet.name in ENUM_PREFIX || facet.kind === "boolean" || ["country", "thickness", "wearLayer", "dimension", "slabSize"].includes(facet.name);
}

function plainLabel(facet: Pick<FacetCounts, "name" | "kind">, code: string, raw: string | LocalisedText, ctx: LabelContext): string {
  const prefix = ENUM_PREFIX[facet.name];
  if (prefix) {
    const key = `${prefix}.${code}`;
    if (isMessageKey(key)) return ctx.t(key);
  }
  if (facet.kind === "boolean") {
    const key = `facet.${facet.name}`;
    return isMessageKey(key) ? ctx.t(key) : key;
  }
  if (facet.name === "country") return countryName(ctx.locale, code);
  if (facet.name === "thickness" || facet.name === "wearLayer") {
    const nominal = typeof raw === "string" ? raw.split(NOMINAL_MARK)[1] : undefined;
    return formatLength(Number.parseFloat(code), ctx.region, ctx.locale, "thickness", nominal === undefined ? undefined : Number(nominal));
  }
  if (facet.name === "dimension") return formatDimensions(code.split("x").map(Number), ctx.region, ctx.locale);
  const text = typeof raw === "string" ? raw : localise(raw, ctx.language);
  if (VOCABULARY_FACETS.has(facet.name)) return catalogueValue(text, ctx.t, ctx.locale).text;
  // Slab sizes are stored as text ("3040 x 1440 mm"); the code stays, the label follows the region.
  const size = facet.name === "slabSize" ? parseMetricSize(text) : undefined;
  return size ? formatDimensions(size.mms, ctx.region, ctx.locale) + size.note : text;
}

