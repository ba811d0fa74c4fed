/**
 * The CSV layout of products: one row per product, one column per field. Nested fields use dotted
 * names (`dimensions.thicknessMm`), lists are `|`-separated, localised text has one column per
 * language (`name.en`, `name.de`), and the few structured fields are JSON in one cell.
 * Import and export both use this table, so a file exported can be imported unchanged.
 */
import { CONTENT_LANGUAGES } from "../../../core/catalogue/enums";

export type ColumnKind = "text" | "number" | "boolean" | "list" | "json";

export interface Column {
  name: string;
  kind: ColumnKind;
}

const localised = (field: string): Column[] => CONTENT_LANGUAGES.map((lang) => ({ name: `${field}.${lang}`, kind: "text" }));
const texts = (...names: string[]): Column[] => names.map((name) => ({ name, kind: "text" }));
const numbers = (...names: string[]): Column[] => names.map((name) => ({ name, kind: "number" }));
const booleans = (...names: string[]): Column[] => names.map((name) => ({ name, kind: "boolean" }));
const lists = (...names: string[]): Column[] => names.map((name) => ({ name, kind: "list" }));
const json = (...names: string[]): Column[] => names.map((name) => ({ name, kind: "json" }));

export const PRODUCT_COLUMNS: readonly Column[] = [
  ...texts("contentId", "itemNumber", "slug", "family", "type", "collection"),
  ...localised("name"),
  ...localised("description"),
  ...json("features"),
  ...texts("colourFamily", "finish", "swatch.texture", "swatch.base", "swatch.accent"),
  ...numbers("swatch.seed"),
  ...lists("flags"),
  ...numbers(
    "dimensions.thicknessMm",
    "dimensions.totalThicknessMm",
    "dimensions.wearLayerMm",
    "dimensions.widthMm",
    "dimensions.lengthMm",
    "dimensions.heightMm",
    "dimensions.weightKg",
    "dimensions.nominalThicknessIn",
  ),
  ...texts(
    "attributes.brand",
    "attributes.emboss",
    "attributes.installation",
    "attributes.use",
    "attributes.remark",
    "attributes.format",
    "attributes.adhesiveType",
    "attributes.adhesiveCode",
    "attributes.adhesiveName",
  ),
  ...numbers("attributes.recycledContentPct", "attributes.weightReductionPct", "attributes.glassFibrePct"),
  ...texts("attributes.weatherability"),
  ...lists("attributes.application"),
  ...texts("attributes.slabSize"),
  ...booleans("attributes.bookmatch", "attributes.thruVein"),
  ...texts("attributes.filmType", "attributes.material", "attributes.liner", "attributes.grade"),
  ...booleans("attributes.airFree"),
  ...texts("attributes.repeatImage", "attributes.fireResistance", "attributes.fireGrade", "attributes.pvcClass", "attributes.petClass", "attributes.acrylicClass"),
  ...lists("attributes.edgeProfiles"),
  ...texts(
    "attributes.salesChannel",
    "attributes.woodSpecies",
    "attributes.stoneType",
    "attributes.textileType",
    "attributes.colourGroup",
    "attributes.patternGroup",
    "attributes.productClassification",
  ),
  ...json("sink"),
  ...lists("regions", "availableCountries", "related"),
  ...json("images", "documents", "technicalData", "materialMaps"),
  ...texts("launchedAt"),
  ...numbers("popularity"),
];

export const LIST_SEPARATOR = "|";
