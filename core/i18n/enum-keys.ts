/**
 * The message key of every catalogue enumeration value, for the pages and the PDFs alike. Keys are
 * template literal types checked against the catalogue: a new finish, flag or document type fails the
 * build until messages/en.ts names it (and the i18n tests until every language does).
 */
import type { ColourFamily, DocumentType, EdgeProfile, Finish, ProductFlag, ProductType, SinkColour, Space } from "../catalogue/enums";
import type { Attributes } from "../catalogue/model";
import type { CertificationScope, ResultWord, TestProperty } from "../catalogue/technical-data";
import type { ProductFamily } from "../catalogue/families";
import type { MessageKey } from "./locale-files";

/** Fails to compile unless every member of K is a key of the English catalogue. */
type Checked<K extends MessageKey> = K;

export const documentTypeKey = (type: DocumentType): Checked<`documentType.${DocumentType}`> => `documentType.${type}`;
export const materialKey = (family: ProductFamily): Checked<`material.${ProductFamily}`> => `material.${family}`;
export const finishKey = (finish: Finish): Checked<`finish.${Finish}`> => `finish.${finish}`;
export const colourFamilyKey = (colour: ColourFamily): Checked<`color.${ColourFamily}`> => `color.${colour}`;
/** The finder's category facet names product types by their lower-case code; the PDFs reuse those names. */
export const productTypeKey = (type: ProductType): Checked<`type.${Lowercase<ProductType>}`> => `type.${type.toLowerCase() as Lowercase<ProductType>}`;
export const edgeProfileKey = (profile: EdgeProfile): Checked<`edgeProfile.${EdgeProfile}`> => `edgeProfile.${profile}`;
export const spaceKey = (space: Space): Checked<`space.${Space}`> => `space.${space}`;
export const sinkColourKey = (colour: SinkColour): Checked<`sinkColour.${SinkColour}`> => `sinkColour.${colour}`;
export const testPropertyKey = (property: TestProperty): Checked<`testProperty.${TestProperty}`> => `testProperty.${property}`;
export const testResultKey = (word: ResultWord): Checked<`testResult.${ResultWord}`> => `testResult.${word}`;
export const certificationScopeKey = (scope: CertificationScope): Checked<`certificationScope.${CertificationScope}`> => `certificationScope.${scope}`;

/**
 * Flags as the site names them: launch flags are card badges, looks are finder features, and
 * "recycled" is the finder's recycled filter. Only NeoQ recycled has a key of its own.
 */
export const FLAG_KEYS = {
  new: "badge.new",
  "coming-soon": "badge.comingSoon",
  discontinued: "badge.discontinued",
  outdoor: "feature.outdoor",
  "semi-translucent": "feature.semi-translucent",
  lucent: "feature.lucent",
  recycled: "facet.recycled",
  "neoq-recycled": "flag.neoq-recycled",
  "designer-series": "feature.designer-series",
  veined: "feature.veined",
  ada: "feature.ada",
} as const satisfies Readonly<Record<ProductFlag, MessageKey>>;

/** Product attributes a document lists, plus the enumerations it shows beside them. */
export type AttributeLabelKey = keyof Attributes | "colourFamily" | "finish" | "characteristics" | "productType";

/** Attributes the finder filters by carry the filter's name; the others have `attribute.*` keys. */
export const ATTRIBUTE_KEYS: Readonly<Record<AttributeLabelKey, MessageKey>> = {
  brand: "facet.brand",
  emboss: "attribute.emboss",
  installation: "facet.installation",
  use: "attribute.use",
  remark: "facet.remark",
  format: "facet.format",
  adhesiveType: "facet.adhesiveType",
  adhesiveCode: "attribute.adhesiveCode",
  adhesiveName: "attribute.adhesiveName",
  recycledContentPct: "attribute.recycledContentPct",
  weightReductionPct: "attribute.weightReductionPct",
  glassFibrePct: "attribute.glassFibrePct",
  weatherability: "facet.weatherability",
  application: "facet.application",
  slabSize: "facet.slabSize",
  bookmatch: "feature.bookmatch",
  thruVein: "feature.thru-vein",
  filmType: "attribute.filmType",
  material: "attribute.material",
  liner: "attribute.liner",
  grade: "attribute.grade",
  airFree: "facet.airFree",
  repeatImage: "attribute.repeatImage",
  fireResistance: "facet.fireResistance",
  fireGrade: "attribute.fireGrade",
  pvcClass: "facet.pvc",
  petClass: "facet.pet",
  acrylicClass: "facet.acrylic",
  edgeProfiles: "attribute.edgeProfiles",
  salesChannel: "attribute.salesChannel",
  woodSpecies: "facet.woodSpecies",
  stoneType: "facet.stoneType",
  textileType: "facet.textileType",
  colourGroup: "facet.colorGroup",
  patternGroup: "facet.patternGroup",
  productClassification: "facet.productClassification",
  colourFamily: "facet.color",
  finish: "facet.finish",
  characteristics: "attribute.characteristics",
  productType: "attribute.productType",
};
