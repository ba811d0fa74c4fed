/**
 * The finder facets of spec §3 as a config table: each has the name used in filter paths and the
 * API, and a function giving a product's values. Value codes are the path tokens
 * (`filter/color/white`); a boolean facet has the single value `true` (`filter/new`).
 */
import { FAMILIES, PRODUCT_FAMILIES } from "../catalogue/families";
import type { LocalisedText, Product } from "../catalogue/model";
import { valueCode } from "../catalogue/normalise";

export interface FacetValue {
  code: string;
  /** Display text: plain, or localised (collection names). Enumerations are labelled by the UI. */
  label: string | LocalisedText;
  /** Sort key when values are listed in a natural order (thickness, wear layer). */
  order?: number;
}

export interface FacetDefinition {
  name: string;
  kind: "enum" | "text" | "boolean" | "measure";
  values(product: Product, context: FacetContext): FacetValue[];
  /** Facets used to scope a finder (region, family…), filtered on but never shown or counted. */
  hidden?: boolean;
  /** Values from the catalogue's vocabulary, named by the messages (core/i18n/catalogue-values.ts). */
  vocabulary?: true;
}

/** How a shown facet is presented: the same for the finder page and the finder API. */
export interface FacetDisplay {
  /** Message key of the facet's label. */
  labelKey: `facet.${string}`;
  /** `toggle`: one checkbox labelled with the facet (booleans); `chips`: colour swatches. */
  control: "checkboxes" | "chips" | "toggle";
  /** Position in the filter rail: what a visitor scans first comes first. */
  order: number;
}

export interface FacetContext {
  collectionName(code: string): LocalisedText | undefined;
  collectionParent(code: string): string | undefined;
  collectionSortOrder?(code: string): number | undefined;
}

const TRUE: FacetValue[] = [{ code: "true", label: "true" }];
const none: FacetValue[] = [];
const text = (value: string | undefined): FacetValue[] => (value ? [{ code: valueCode(value), label: value }] : none);
const bool = (on: boolean | undefined): FacetValue[] => (on ? TRUE : none);
/** A thickness; its label carries the manufacturer's nominal inches where stated, for the imperial label (facet-labels.ts). */
const millimetres = (mm: number | undefined, nominalIn?: number): FacetValue[] =>
  mm === undefined ? none : [{ code: `${mm}mm`, label: nominalIn === undefined ? `${mm} mm` : `${mm} mm${NOMINAL_MARK}${nominalIn}`, order: mm }];
export const NOMINAL_MARK = " = in ";

const FEATURE_FLAGS = ["outdoor", "semi-translucent", "lucent", "designer-series", "veined", "ada"] as const;
const FAMILY_SHORT: Readonly<Record<string, string>> = Object.fromEntries(PRODUCT_FAMILIES.map((family) => [family, FAMILIES[family].short]));

export const FACETS: readonly FacetDefinition[] = [
  { name: "region", kind: "enum", hidden: true, values: (p) => p.regions.map((r) => ({ code: r, label: r })) },
  { name: "family", kind: "enum", hidden: true, values: (p) => [{ code: FAMILY_SHORT[p.family] ?? p.family.toLowerCase(), label: p.family }] },
  {
    name: "root",
    kind: "enum",
    hidden: true,
    values: (p, ctx) => {
      const root = ctx.collectionParent(p.collection) ?? p.collection;
      return [{ code: root, label: ctx.collectionName(root) ?? root }];
    },
  },
  { name: "category", kind: "enum", values: (p) => [{ code: p.type ? p.type.toLowerCase() : FAMILY_SHORT[p.family]!, label: p.type ?? p.family }] },
  { name: "brand", kind: "text", values: (p) => text(p.attributes.brand) },
  { name: "color", kind: "enum", values: (p) => [{ code: p.colourFamily, label: p.colourFamily }] },
  { name: "collection", kind: "text", values: (p, ctx) => [{ code: p.collection, label: ctx.collectionName(p.collection) ?? p.collection }] },
  { name: "pattern", kind: "enum", values: (p) => [{ code: p.swatch.texture, label: p.swatch.texture }] },
  { name: "finish", kind: "enum", values: (p) => (p.finish ? [{ code: p.finish, label: p.finish }] : none) },
  { name: "country", kind: "enum", values: (p) => p.availableCountries.map((c) => ({ code: c.toLowerCase(), label: c })) },
  { name: "new", kind: "boolean", values: (p) => bool(p.flags.includes("new")) },
  { name: "recycled", kind: "boolean", values: (p) => bool(p.flags.includes("recycled") || p.flags.includes("neoq-recycled")) },
  { name: "thickness", kind: "measure", values: (p) => (p.dimensions.thicknessMm !== undefined ? millimetres(p.dimensions.thicknessMm, p.dimensions.nominalThicknessIn) : millimetres(p.dimensions.totalThicknessMm)) },
  { name: "format", kind: "text", vocabulary: true, values: (p) => text(p.attributes.format) },
  { name: "wearLayer", kind: "measure", values: (p) => millimetres(p.dimensions.wearLayerMm) },
  {
    name: "dimension",
    kind: "measure",
    values: (p) =>
      p.dimensions.widthMm && p.dimensions.lengthMm
        ? [{ code: `${p.dimensions.widthMm}x${p.dimensions.lengthMm}`, label: `${p.dimensions.widthMm} × ${p.dimensions.lengthMm} mm`, order: p.dimensions.widthMm * 1e6 + p.dimensions.lengthMm }]
        : none,
  },
  { name: "installation", kind: "text", vocabulary: true, values: (p) => text(p.attributes.installation) },
  { name: "adhesiveType", kind: "text", vocabulary: true, values: (p) => text(p.attributes.adhesiveType) },
  { name: "productClassification", kind: "text", vocabulary: true, values: (p) => text(p.attributes.productClassification) },
  { name: "airFree", kind: "boolean", values: (p) => bool(p.attributes.airFree) },
  { name: "colorGroup", kind: "text", vocabulary: true, values: (p) => text(p.attributes.colourGroup) },
  { name: "patternGroup", kind: "text", vocabulary: true, values: (p) => text(p.attributes.patternGroup) },
  { name: "pvc", kind: "text", vocabulary: true, values: (p) => text(p.attributes.pvcClass) },
  { name: "pet", kind: "text", vocabulary: true, values: (p) => text(p.attributes.petClass) },
  { name: "acrylic", kind: "text", vocabulary: true, values: (p) => text(p.attributes.acrylicClass) },
  { name: "woodSpecies", kind: "text", vocabulary: true, values: (p) => text(p.attributes.woodSpecies) },
  { name: "fireResistance", kind: "text", values: (p) => text(p.attributes.fireResistance ?? p.attributes.fireGrade) },
  { name: "stoneType", kind: "text", vocabulary: true, values: (p) => text(p.attributes.stoneType) },
  { name: "textileType", kind: "text", vocabulary: true, values: (p) => text(p.attributes.textileType) },
  { name: "slabSize", kind: "text", values: (p) => text(p.attributes.slabSize) },
  { name: "application", kind: "text", vocabulary: true, values: (p) => (p.attributes.application ?? []).flatMap(text) },
  { name: "weatherability", kind: "text", vocabulary: true, values: (p) => text(p.attributes.weatherability) },
  { name: "remark", kind: "text", vocabulary: true, values: (p) => text(p.attributes.remark) },
  {
    name: "feature",
    kind: "enum",
    values: (p) => [
      ...FEATURE_FLAGS.filter((f) => p.flags.includes(f)).map((f) => ({ code: f, label: f })),
      ...(p.attributes.bookmatch ? [{ code: "bookmatch", label: "bookmatch" }] : []),
      ...(p.attributes.thruVein ? [{ code: "thru-vein", label: "thru-vein" }] : []),
    ],
  },
];

export const VISIBLE_FACETS = FACETS.filter((f) => !f.hidden).map((f) => f.name);

/** Facets whose values the messages name, as a value's label looks them up. */
export const VOCABULARY_FACETS: ReadonlySet<string> = new Set(FACETS.filter((f) => f.vocabulary).map((f) => f.name));

/** Facet names for the filter codec and the links a finder page builds (FinderLinkScope). */
export const FACET_NAMES = {
  order: VISIBLE_FACETS,
  booleans: FACETS.filter((f) => f.kind === "boolean").map((f) => f.name),
} as const;

/** Facets a visitor scans first; the rest follow in table order. */
const RAIL_ORDER = ["category", "collection", "color", "pattern", "finish", "thickness", "new", "feature", "application", "installation", "wearLayer", "dimension", "slabSize", "recycled"];

export const FACET_DISPLAY: Readonly<Record<string, FacetDisplay>> = Object.fromEntries(
  FACETS.filter((f) => !f.hidden).map((f, i) => {
    const ranked = RAIL_ORDER.indexOf(f.name);
    const display: FacetDisplay = {
      labelKey: `facet.${f.name}`,
      control: f.kind === "boolean" ? "toggle" : f.name === "color" ? "chips" : "checkboxes",
      order: ranked >= 0 ? ranked : RAIL_ORDER.length + i,
    };
    return [f.name, display];
  }),
);

/**
 * Whether a facet is worth showing for a result: one with a selection always (so it can be
 * cleared), a boolean with its one value, anything else only when it offers a choice.
 */
export function isFacetShown(facet: { name: string; values: ReadonlyArray<{ selected: boolean }> }): boolean {
  const display = FACET_DISPLAY[facet.name];
  if (!display) return false;
  if (facet.values.some((v) => v.selected)) return true;
  return display.control === "toggle" ? facet.values.length === 1 : facet.values.length >= 2;
}

/** Shown facets in rail order. */
export function shownFacets<T extends { name: string; values: ReadonlyArray<{ selected: boolean }> }>(facets: readonly T[]): T[] {
  return facets.filter(isFacetShown).sort((a, b) => FACET_DISPLAY[a.name]!.order - FACET_DISPLAY[b.name]!.order);
}
