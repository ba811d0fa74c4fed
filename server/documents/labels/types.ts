/**
 * The wording of the documents, one object per content language. Typed from the catalogue enums,
 * so a new finish, flag or document type fails the build until every language names it.
 */
import type { ColourFamily, DocumentType, EdgeProfile, Finish, ProductFlag, ProductType, SinkColour, Space } from "../../../core/catalogue/enums";
import type { Attributes } from "../../../core/catalogue/model";
import type { CertificationScope, ResultWord, TestProperty } from "../../../core/catalogue/technical-data";
import type { ProductFamily } from "../../../core/routing/manifest-types";

/** Broad kinds of material: they decide installation, care and fabrication advice. */
export type MaterialClass = "surface" | "film" | "flooring";

export type PropertyKey = TestProperty;
export type { CertificationScope, ResultWord };

export type AttributeLabelKey = keyof Attributes | "colourFamily" | "finish" | "characteristics" | "productType";

export interface Labels {
  /** BCP 47 tag used for number and date formatting. */
  locale: string;
  documentTypes: Record<DocumentType, string>;
  materials: Record<ProductFamily, string>;
  productTypes: Record<ProductType, string>;
  sections: {
    features: string;
    keySpecifications: string;
    attributes: string;
    notes: string;
  };
  specs: {
    thickness: string;
    totalThickness: string;
    wearLayer: string;
    dimensions: string;
    height: string;
    weight: string;
    overallDimensions: string;
    innerDimensions: string;
    space: string;
    sinkColour: string;
  };
  attributes: Record<AttributeLabelKey, string>;
  colourFamilies: Record<ColourFamily, string>;
  finishes: Record<Finish, string>;
  edgeProfiles: Record<EdgeProfile, string>;
  flags: Record<ProductFlag, string>;
  spaces: Record<Space, string>;
  sinkColours: Record<SinkColour, string>;
  yes: string;
  no: string;
  /** Between items of an inline list: ", " or "、". */
  separator: string;
  units: { mm: string; kg: string; in: string; lb: string; cycles: string };
  itemNumber: string;
  collection: string;
  issued: (date: string) => string;
  pageOf: (page: number, total: number) => string;
  disclaimer: string;
  values: Record<ResultWord, string> & {
    min: (value: string) => string;
    max: (value: string) => string;
    classOf: (value: string) => string;
  };
  properties: Record<PropertyKey, string>;
  catalogue: {
    applications: string;
    defaultApplications: Record<MaterialClass, string>;
    availability: string;
    availableIn: (count: number) => string;
  };
  certification: {
    heading: string;
    intro: string;
    certificate: string;
    scope: string;
    note: string;
    scopes: Record<CertificationScope, string>;
  };
  datasheet: {
    heading: string;
    property: string;
    method: string;
    typicalValue: string;
    note: string;
  };
  testReport: {
    summary: string;
    reportNumber: string;
    sample: string;
    laboratory: string;
    laboratoryName: string;
    dateOfIssue: string;
    results: string;
    property: string;
    standard: string;
    requirement: string;
    result: string;
    verdict: string;
    statement: string;
  };
  warranty: {
    period: string;
    residential: string;
    commercial: string;
    supply: string;
    supplyTerms: string;
    years: (count: number) => string;
    start: string;
    terms: string;
    termsList: string[];
  };
  installation: {
    before: string;
    beforeText: Record<MaterialClass, string>;
    steps: string;
    stepsList: Record<MaterialClass, string[]>;
  };
  care: {
    daily: string;
    dailyList: Record<MaterialClass, string[]>;
    stains: string;
    stainsList: Record<MaterialClass, string[]>;
    avoid: string;
    avoidList: Record<MaterialClass, string[]>;
    finish: (finish: string) => string;
    finishList: Record<Finish, string[]>;
  };
  fabrication: {
    guidelines: string;
    guidelinesList: Record<MaterialClass, string[]>;
    thermoforming: string;
    thermoformingList: string[];
    storage: string;
    storageText: Record<MaterialClass, string>;
  };
}
