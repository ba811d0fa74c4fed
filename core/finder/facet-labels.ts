/** Localised labels of facet values, shared by the finder pages and the finder API. */
import { countryName } from "../regions/country-names";
import type { FacetCounts } from "./engine";
import { localise, type LocalisedText } from "../catalogue/model";
import { isMessageKey } from "../i18n/catalogues";
import type { Translate } from "../i18n/translate";
import type { Locale, Region } from "../regions/regions";
import { formatDimensions, formatLength, parseMetricSize } from "../units/format";
import { catalogueValue } from "../i18n/catalogue-values";
import { NOMINAL_MARK, VOCABULARY_FACETS } from "./facets";

export interface LabelContext {
  t: Translate;
  locale: Locale;
  region: Region;
  language: string;
}

const ENUM_PREFIX: Record<string, string> = { color: "color", finish: "finish", pattern: "pattern", category: "type", feature: "feature" };

export function valueLabel(facet: Pick<FacetCounts, "name" | "kind">, code: string, raw: string | LocalisedText, ctx: LabelContext): string {
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

