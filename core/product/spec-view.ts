/**
 * Specifications for the product page: every attribute of spec §3 the product has, grouped as a
 * reader looks for them (dimensions, surface, stone, film, flooring, sink, fire, adhesive,
 * sustainability), labelled in the visitor's language. Measurements carry both unit systems so the
 * page can show the visitor's choice without asking the server (docs/decisions/0019-units-switch.md).
 */
import type { Attributes, Product } from "../catalogue/model";
import type { Translate } from "../i18n/translate";
import type { MessageKey } from "../i18n/locale-files";
import { ATTRIBUTE_KEYS, FLAG_KEYS, colourFamilyKey, edgeProfileKey, finishKey, productTypeKey, sinkColourKey, spaceKey } from "../i18n/enum-keys";
import { contentLanguageOf, type Locale } from "../regions/regions";
import { measureBoth, parseMetricSize, type BothUnits, type Measurement } from "../units/format";
import { forLocale } from "../i18n/us-spelling";
import { catalogueValue, catalogueValues, isVocabularyAttribute, type CatalogueText } from "../i18n/catalogue-values";

export type SpecValue = string | BothUnits;
export interface SpecRow {
  label: string;
  value: SpecValue;
  /** Catalogue text no message names (a brand, free text an importer wrote) stays English: pages mark it lang="en". */
  lang?: "en";
  /** One of the few figures shown beside the image as well (DESIGN.md key specifications). */
  key?: true;
  /** The row a guide explains: the page links it to that guide where the product has one. */
  guide?: "edgeProfiles" | "finish";
}

export const SPEC_GROUPS = ["general", "dimensions", "surface", "stone", "film", "flooring", "sink", "fire", "adhesive", "sustainability"] as const;
export type SpecGroupCode = (typeof SPEC_GROUPS)[number];

export interface SpecGroup {
  code: SpecGroupCode;
  title: string;
  rows: SpecRow[];
}

export interface SpecView {
  /** Every attribute the product has, group by group; empty groups are left out. Key rows are flagged, not repeated. */
  groups: SpecGroup[];
}

/** The key specifications, in group order. */
export function keySpecRows(view: SpecView): SpecRow[] {
  return view.groups.flatMap((g) => g.rows.filter((r) => r.key));
}

const GROUP_KEYS: Record<SpecGroupCode, MessageKey> = {
  general: "specTable.group.general",
  dimensions: "specTable.group.dimensions",
  surface: "specTable.group.surface",
  stone: "specTable.group.stone",
  film: "specTable.group.film",
  flooring: "specTable.group.flooring",
  sink: "specTable.group.sink",
  fire: "specTable.group.fire",
  adhesive: "specTable.group.adhesive",
  sustainability: "specTable.group.sustainability",
};

/** Text attributes by group, in reading order. Sizes stored as text and booleans are handled apart. */
const TEXT_GROUPS: ReadonlyArray<[SpecGroupCode, ReadonlyArray<keyof Attributes>]> = [
  ["general", ["brand", "productClassification", "use", "format", "salesChannel", "remark"]],
  ["surface", ["emboss", "colourGroup", "patternGroup", "woodSpecies", "textileType"]],
  ["stone", ["stoneType"]],
  ["film", ["filmType", "material", "liner", "grade", "pvcClass", "petClass", "acrylicClass"]],
  ["fire", ["fireResistance", "fireGrade"]],
  ["adhesive", ["adhesiveType", "adhesiveName", "adhesiveCode"]],
  ["sustainability", ["weatherability"]],
];

const BOOLEAN_GROUPS: ReadonlyArray<[SpecGroupCode, "bookmatch" | "thruVein" | "airFree"]> = [
  ["stone", "bookmatch"],
  ["stone", "thruVein"],
  ["film", "airFree"],
];

export function toSpecView(product: Product, t: Translate, locale: Locale): SpecView {
  const rows = new Map<SpecGroupCode, SpecRow[]>(SPEC_GROUPS.map((g) => [g, []]));
  // English values are marked only where the page is in another language: on an English page the
  // mark would repeat the page's own lang.
  const markEnglish = contentLanguageOf(locale) !== "en";
  // The catalogue's English values ("Kitchen worktops") in US spelling for a US visitor.
  const add = (group: SpecGroupCode, label: string, value: SpecValue, english = false, guide?: SpecRow["guide"]) =>
    rows.get(group)!.push({ label, value: english && typeof value === "string" ? forLocale(value, locale) : value, ...(english && markEnglish ? { lang: "en" as const } : {}), ...(guide ? { guide } : {}) });
  // Vocabulary values (classification, use, look…) in the page's language; free text as written.
  const addText = (group: SpecGroupCode, label: string, value: CatalogueText) => rows.get(group)!.push({ label, value: value.text, ...(value.lang ? { lang: value.lang } : {}) });
  const both = (m: Measurement) => measureBoth(m, locale);
  const attr = (key: keyof typeof ATTRIBUTE_KEYS) => t(ATTRIBUTE_KEYS[key]);
  const join = (values: readonly string[]) => values.join(t("document.separator"));
  const a = product.attributes;
  const d = product.dimensions;
  const flooring = product.family === "PRD_FLOORING";
  const roll = a.format === "Roll";

  if (product.type) add("general", attr("productType"), t(productTypeKey(product.type)));
  for (const [group, keys] of TEXT_GROUPS) {
    for (const key of keys) {
      const value = a[key];
      if (typeof value !== "string") continue;
      if (isVocabularyAttribute(key)) addText(group, attr(key), catalogueValue(value, t, locale));
      else add(group, attr(key), value, true);
    }
  }
  if (a.application?.length) addText("general", attr("application"), catalogueValues(a.application, t, locale, t("document.separator")));
  if (a.installation) addText(flooring ? "flooring" : "general", attr("installation"), catalogueValue(a.installation, t, locale));

  const thickness = (mm: number, nominalIn?: number) => both({ kind: "length", mm, use: "thickness", ...(nominalIn !== undefined ? { nominalIn } : {}) });
  if (d.thicknessMm !== undefined) add("dimensions", t("document.spec.thickness"), thickness(d.thicknessMm, d.nominalThicknessIn));
  if (d.totalThicknessMm !== undefined) add(flooring ? "flooring" : "dimensions", t("document.spec.totalThickness"), thickness(d.totalThicknessMm));
  if (d.wearLayerMm !== undefined) add(flooring ? "flooring" : "dimensions", t("document.spec.wearLayer"), thickness(d.wearLayerMm));
  if (roll) {
    // Films and vinyl come on rolls: a width, and a length in metres or feet.
    if (d.widthMm !== undefined) add("dimensions", t("specTable.width"), both({ kind: "length", mm: d.widthMm }));
    if (d.lengthMm !== undefined) add("dimensions", t("specTable.rollLength"), both({ kind: "length", mm: d.lengthMm, use: "roll" }));
  } else {
    const size = [d.widthMm, d.lengthMm].filter((mm): mm is number => mm !== undefined);
    if (size.length) add("dimensions", t("document.spec.dimensions"), both({ kind: "dimensions", mms: size }));
  }
  if (d.heightMm !== undefined) add("dimensions", t("document.spec.height"), both({ kind: "length", mm: d.heightMm }));
  if (d.weightKg !== undefined) add("dimensions", t("document.spec.weight"), both({ kind: "weight", kg: d.weightKg }));

  add("surface", attr("colourFamily"), t(colourFamilyKey(product.colourFamily)));
  if (product.finish) add("surface", attr("finish"), t(finishKey(product.finish)), false, "finish");
  if (a.edgeProfiles?.length) add("surface", attr("edgeProfiles"), join(a.edgeProfiles.map((p) => t(edgeProfileKey(p)))), false, "edgeProfiles");

  // Sizes the catalogue stores as text ("3040 x 1440 mm") are read as numbers, so they follow the units too.
  for (const [group, key] of [["stone", "slabSize"], ["film", "repeatImage"]] as const) {
    const text = a[key];
    if (text === undefined) continue;
    const size = parseMetricSize(text);
    const measured = size && both({ kind: "dimensions", mms: size.mms });
    add(group, attr(key), measured ? { metric: measured.metric + size.note, imperial: measured.imperial + size.note } : text, !measured);
  }
  for (const [group, key] of BOOLEAN_GROUPS) {
    const value = a[key];
    if (typeof value === "boolean") add(group, attr(key), t(value ? "document.yes" : "document.no"));
  }

  const sink = product.sink;
  if (sink) {
    add("sink", t("document.spec.space"), t(spaceKey(sink.space)));
    add("sink", t("document.spec.sinkColour"), t(sinkColourKey(sink.colour)));
    add("sink", t("document.spec.overallDimensions"), both({ kind: "dimensions", mms: [sink.overall.widthMm, sink.overall.lengthMm, sink.overall.depthMm] }));
    add("sink", t("document.spec.innerDimensions"), both({ kind: "dimensions", mms: [sink.inner.widthMm, sink.inner.lengthMm, sink.inner.depthMm] }));
    if (product.flags.includes("ada")) add("sink", t(FLAG_KEYS.ada), t("document.yes"));
  }

  if (a.recycledContentPct !== undefined) add("sustainability", attr("recycledContentPct"), new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(a.recycledContentPct / 100));
  if (product.flags.includes("neoq-recycled")) add("sustainability", t(FLAG_KEYS["neoq-recycled"]), t("document.yes"));

  const groups = SPEC_GROUPS.flatMap((code) => {
    const groupRows = rows.get(code)!;
    return groupRows.length ? [{ code, title: t(GROUP_KEYS[code]), rows: groupRows }] : [];
  });
  markKeySpecs(rows);
  return { groups };
}

/** Up to four rows: the size and thickness a specifier checks first, then the look. */
function markKeySpecs(rows: Map<SpecGroupCode, SpecRow[]>): void {
  const measuredIn = (group: SpecGroupCode) => rows.get(group)!.filter((r) => typeof r.value !== "string");
  const measured = [...measuredIn("sink"), ...measuredIn("dimensions"), ...measuredIn("flooring")];
  const chosen = [...measured.slice(0, 2), ...measuredIn("stone").slice(0, 1), ...rows.get("surface")!.slice(0, 2)].slice(0, 4);
  for (const row of chosen) row.key = true;
}
