/**
 * The body of each document type: which sections it has, in which order, and what each says.
 */
import type { DocumentType } from "../../../core/catalogue/enums";
import { localise, type Collection, type Product } from "../../../core/catalogue/model";
import type { PageWriter } from "../layout/page-writer";
import { figures } from "../layout/figures";
import { keyValueTable, table } from "../layout/table";
import { COLOURS } from "../layout/theme";
import type { Labels } from "../labels/types";
import type { Formatter } from "./format";
import { isThermoformable, profileOf } from "./material";
import { attributeRows, keySpecificationRows } from "./specs";

export interface SectionContext {
  w: PageWriter;
  labels: Labels;
  f: Formatter;
  product: Product;
  collection: Collection | undefined;
  language: string;
}

type Section = (c: SectionContext) => void;

const features: Section = ({ w, labels, product, language }) => {
  if (product.features.length === 0) return;
  w.heading(labels.sections.features);
  w.list(product.features.map((feature) => localise(feature, language)));
};

const keySpecifications: Section = ({ w, labels, f, product }) => {
  const rows = keySpecificationRows(product, labels, f);
  if (rows.length === 0) return;
  w.heading(labels.sections.keySpecifications);
  keyValueTable(w, rows);
};

const attributes: Section = ({ w, labels, f, product }) => {
  w.heading(labels.sections.attributes);
  keyValueTable(w, attributeRows(product, labels, f));
};

const applications: Section = ({ w, labels, product }) => {
  w.heading(labels.catalogue.applications);
  const listed = product.attributes.application;
  w.paragraph(listed?.length ? listed.join(labels.separator) : labels.catalogue.defaultApplications[profileOf(product.family).materialClass], w.styles.body);
};

const availability: Section = ({ w, labels, product }) => {
  if (product.availableCountries.length === 0) return;
  const names = new Intl.DisplayNames([labels.locale], { type: "region" });
  const countries = product.availableCountries
    .map((code) => names.of(code) ?? code)
    .sort((a, b) => a.localeCompare(b, labels.locale));
  w.heading(labels.catalogue.availability);
  w.paragraph(labels.catalogue.availableIn(countries.length), w.styles.subheading, { after: 2 });
  w.paragraph(countries.join(labels.separator), w.styles.body);
};

const technicalProperties: Section = ({ w, labels, f, product }) => {
  const tests = product.technicalData?.tests ?? [];
  if (tests.length === 0) return;
  w.heading(labels.datasheet.heading);
  table(
    w,
    [
      { header: labels.datasheet.property, share: 0.38, style: "strong" },
      { header: labels.datasheet.method, share: 0.3 },
      { header: labels.datasheet.typicalValue, share: 0.32 },
    ],
    tests.map((t) => [labels.properties[t.property], f.standard(t.standard, t.conditions), f.value(t.result)]),
  );
  w.y -= 8;
  w.paragraph(labels.datasheet.note, w.styles.small);
};

const certificates: Section = ({ w, labels, product }) => {
  const list = product.technicalData?.certificates ?? [];
  if (list.length === 0) return;
  w.heading(labels.certification.heading);
  w.paragraph(labels.certification.intro, w.styles.body, { after: 8 });
  table(
    w,
    [
      { header: labels.certification.certificate, share: 0.42, style: "strong" },
      { header: labels.certification.scope, share: 0.58 },
    ],
    list.map((c) => [c.name, labels.certification.scopes[c.scope]]),
  );
  w.y -= 8;
  w.paragraph(labels.certification.note, w.styles.small);
};

const testReport: Section = ({ w, labels, f, product, language }) => {
  const tests = product.technicalData?.tests ?? [];
  if (tests.length === 0) return;
  const name = localise(product.name, language);
  const thickness = product.dimensions.thicknessMm ?? product.dimensions.totalThicknessMm;
  const sample = `${name} (${product.itemNumber})${thickness !== undefined ? `${labels.separator}${f.thickness(thickness)}` : ""}`;
  w.heading(labels.testReport.summary);
  keyValueTable(w, [
    [labels.testReport.reportNumber, `TR-${product.launchedAt.slice(0, 4)}-${product.contentId}`],
    [labels.testReport.sample, sample],
    [labels.testReport.laboratory, labels.testReport.laboratoryName],
    [labels.testReport.dateOfIssue, f.date(product.launchedAt)],
  ]);
  w.heading(labels.testReport.results);
  table(
    w,
    [
      { header: labels.testReport.property, share: 0.27, style: "strong" },
      { header: labels.testReport.standard, share: 0.22 },
      { header: labels.testReport.requirement, share: 0.19 },
      { header: labels.testReport.result, share: 0.19 },
      { header: labels.testReport.verdict, share: 0.13 },
    ],
    tests.map((t) => [
      labels.properties[t.property],
      f.standard(t.standard, t.conditions),
      t.requirement ? f.value(t.requirement) : "—",
      f.value(t.result),
      t.requirement ? labels.values.pass : labels.values.reported,
    ]),
  );
  w.y -= 8;
  w.paragraph(labels.testReport.statement, w.styles.small);
};

const warranty: Section = ({ w, labels, product }) => {
  if (!product.technicalData) return;
  const years = product.technicalData.warranty;
  w.heading(labels.warranty.period);
  figures(
    w,
    years
      ? [
          [labels.warranty.years(years.residentialYears), labels.warranty.residential],
          [labels.warranty.years(years.commercialYears), labels.warranty.commercial],
        ]
      : [[labels.warranty.supplyTerms, labels.warranty.supply]],
  );
  w.y -= 4;
  w.paragraph(labels.warranty.start, w.styles.small);
  w.heading(labels.warranty.terms);
  w.list(labels.warranty.termsList, { gap: 4 });
};

const installation: Section = ({ w, labels, product }) => {
  const kind = profileOf(product.family).materialClass;
  w.heading(labels.installation.before);
  w.paragraph(labels.installation.beforeText[kind], w.styles.body);
  w.heading(labels.installation.steps);
  w.list(labels.installation.stepsList[kind], { numbered: true });
};

const care: Section = ({ w, labels, product }) => {
  const kind = profileOf(product.family).materialClass;
  if (product.finish) {
    w.heading(labels.care.finish(labels.finishes[product.finish]));
    w.list(labels.care.finishList[product.finish], { gap: 4 });
  }
  w.heading(labels.care.daily);
  w.list(labels.care.dailyList[kind], { gap: 4 });
  w.heading(labels.care.stains);
  w.list(labels.care.stainsList[kind], { gap: 4 });
  w.heading(labels.care.avoid);
  w.list(labels.care.avoidList[kind], { gap: 4 });
};

const fabrication: Section = ({ w, labels, product }) => {
  const kind = profileOf(product.family).materialClass;
  w.heading(labels.fabrication.storage);
  w.paragraph(labels.fabrication.storageText[kind], w.styles.body);
  w.heading(labels.fabrication.guidelines);
  w.list(labels.fabrication.guidelinesList[kind], { numbered: true });
  if (isThermoformable(product.family)) {
    w.heading(labels.fabrication.thermoforming);
    w.list(labels.fabrication.thermoformingList, { numbered: true });
  }
};

const notes: Section = ({ w, labels }) => {
  w.heading(labels.sections.notes, 40);
  w.paragraph(labels.disclaimer, { ...w.styles.small, color: COLOURS.muted });
};

const ORDER: Record<DocumentType, Section[]> = {
  catalogue: [features, keySpecifications, attributes, applications, availability, notes],
  "technical-datasheet": [keySpecifications, attributes, technicalProperties, features, notes],
  certification: [certificates, keySpecifications, attributes, features, notes],
  "test-report": [testReport, keySpecifications, attributes, features, notes],
  warranty: [warranty, keySpecifications, attributes, features, notes],
  "installation-guide": [installation, keySpecifications, attributes, features, notes],
  "care-and-maintenance": [care, keySpecifications, attributes, features, notes],
  "fabrication-manual": [fabrication, keySpecifications, attributes, features, notes],
};

export function writeSections(type: DocumentType, context: SectionContext): void {
  for (const section of ORDER[type]) section(context);
}
