/**
 * The body of each document type: which sections it has, in which order, and what each says.
 */
import { fillCopyText } from "../../../core/catalogue/copy-measures";
import type { DocumentType } from "../../../core/catalogue/enums";
import type { Guides } from "../../../core/catalogue/guides";
import { localise, type Collection, type Product } from "../../../core/catalogue/model";
import type { PageWriter } from "../layout/page-writer";
import { figures } from "../layout/figures";
import { keyValueTable, table } from "../layout/table";
import { COLOURS } from "../layout/theme";
import { certificationScopeKey, testPropertyKey } from "../../../core/i18n/enum-keys";
import type { Formatter } from "./format";
import { isThermoformable, profileOf } from "./material";
import { guideIn } from "./guides";
import { attributeRows, keySpecificationRows } from "./specs";
import type { Wording } from "./wording";
import type { Translate } from "../../../core/i18n/translate";

export interface SectionContext {
  w: PageWriter;
  wording: Wording;
  /** wording.t, for brevity. */
  t: Translate;
  f: Formatter;
  product: Product;
  collection: Collection | undefined;
  /** The catalogue's guides; null when it has none, and then their sections and paragraphs are left out. */
  guides: Guides | null;
  language: string;
}

type Section = (c: SectionContext) => void;

const features: Section = ({ w, t, f, product, language }) => {
  if (product.features.length === 0) return;
  w.heading(t("document.section.features"));
  w.list(product.features.map((feature) => fillCopyText(localise(feature, language), product, f.measure)));
};

const keySpecifications: Section = ({ w, t, wording, f, product }) => {
  const rows = keySpecificationRows(product, wording, f);
  if (rows.length === 0) return;
  w.heading(t("document.section.keySpecifications"));
  keyValueTable(w, rows);
};

const attributes: Section = ({ w, t, wording, f, product }) => {
  w.heading(t("document.section.attributes"));
  keyValueTable(w, attributeRows(product, wording, f));
};

const applications: Section = ({ w, t, wording, product, language, guides }) => {
  const listed = product.attributes.application;
  const text = listed?.length ? wording.join(listed) : guides && guideIn(guides, profileOf(product.family).materialClass, language).applications;
  if (!text) return;
  w.heading(t("document.catalogue.applications"));
  w.paragraph(text, w.styles.body);
};

const availability: Section = ({ w, t, wording, product }) => {
  if (product.availableCountries.length === 0) return;
  const names = new Intl.DisplayNames([wording.locale], { type: "region" });
  const countries = product.availableCountries
    .map((code) => names.of(code) ?? code)
    .sort((a, b) => a.localeCompare(b, wording.locale));
  w.heading(t("document.catalogue.availability"));
  w.paragraph(t("document.catalogue.availableIn", { count: countries.length }), w.styles.subheading, { after: 2 });
  w.paragraph(wording.join(countries), w.styles.body);
};

const technicalProperties: Section = ({ w, t, f, product }) => {
  const tests = product.technicalData?.tests ?? [];
  if (tests.length === 0) return;
  w.heading(t("document.datasheet.heading"));
  table(
    w,
    [
      { header: t("document.datasheet.property"), share: 0.38, style: "strong" },
      { header: t("document.datasheet.method"), share: 0.3 },
      { header: t("document.datasheet.typicalValue"), share: 0.32 },
    ],
    tests.map((test) => [t(testPropertyKey(test.property)), f.standard(test.standard, test.conditions), f.value(test.result)]),
  );
  w.y -= 8;
  w.paragraph(t("document.datasheet.note"), w.styles.small);
};

const certificates: Section = ({ w, t, product }) => {
  const list = product.technicalData?.certificates ?? [];
  if (list.length === 0) return;
  w.heading(t("document.certification.heading"));
  w.paragraph(t("document.certification.intro"), w.styles.body, { after: 8 });
  table(
    w,
    [
      { header: t("document.certification.certificate"), share: 0.42, style: "strong" },
      { header: t("document.certification.scope"), share: 0.58 },
    ],
    list.map((c) => [c.name, t(certificationScopeKey(c.scope))]),
  );
  w.y -= 8;
  w.paragraph(t("document.certification.note"), w.styles.small);
};

const testReport: Section = ({ w, t, f, product, language }) => {
  const tests = product.technicalData?.tests ?? [];
  if (tests.length === 0) return;
  const name = localise(product.name, language);
  const thickness = product.dimensions.thicknessMm ?? product.dimensions.totalThicknessMm;
  const sample = `${name} (${product.itemNumber})${thickness !== undefined ? `${t("document.separator")}${f.thickness(thickness)}` : ""}`;
  w.heading(t("document.testReport.summary"));
  keyValueTable(w, [
    [t("document.testReport.reportNumber"), `TR-${product.launchedAt.slice(0, 4)}-${product.contentId}`],
    [t("document.testReport.sample"), sample],
    [t("document.testReport.laboratory"), t("document.testReport.laboratoryName")],
    [t("document.testReport.dateOfIssue"), f.date(product.launchedAt)],
  ]);
  w.heading(t("document.testReport.results"));
  table(
    w,
    [
      { header: t("document.testReport.property"), share: 0.27, style: "strong" },
      { header: t("document.testReport.standard"), share: 0.22 },
      { header: t("document.testReport.requirement"), share: 0.19 },
      { header: t("document.testReport.result"), share: 0.19 },
      { header: t("document.testReport.verdict"), share: 0.13 },
    ],
    tests.map((test) => [
      t(testPropertyKey(test.property)),
      f.standard(test.standard, test.conditions),
      test.requirement ? f.value(test.requirement) : "—",
      f.value(test.result),
      t(test.requirement ? "testResult.pass" : "testResult.reported"),
    ]),
  );
  w.y -= 8;
  w.paragraph(t("document.testReport.statement"), w.styles.small);
};

const warranty: Section = ({ w, t, product, language, guides }) => {
  if (!product.technicalData) return;
  const years = product.technicalData.warranty;
  w.heading(t("document.warranty.period"));
  figures(
    w,
    years
      ? [
          [t("unit.years", { count: years.residentialYears }), t("document.warranty.residential")],
          [t("unit.years", { count: years.commercialYears }), t("document.warranty.commercial")],
        ]
      : [[t("document.warranty.supplyTerms"), t("document.warranty.supply")]],
  );
  w.y -= 4;
  w.paragraph(t("document.warranty.start"), w.styles.small);
  if (!guides) return;
  w.heading(t("document.warranty.terms"));
  w.list(guideIn(guides, profileOf(product.family).materialClass, language).warrantyTerms, { gap: 4 });
};

const installation: Section = ({ w, t, product, language, guides }) => {
  if (!guides) return;
  const guide = guideIn(guides, profileOf(product.family).materialClass, language);
  w.heading(t("document.installation.before"));
  w.paragraph(guide.installation.before, w.styles.body);
  w.heading(t("document.installation.steps"));
  w.list(guide.installation.steps, { numbered: true });
};

const care: Section = ({ w, t, product, language, guides }) => {
  if (!guides) return;
  const guide = guideIn(guides, profileOf(product.family).materialClass, language);
  if (product.finish) {
    w.heading(t(`document.care.finish.${product.finish}`));
    w.list(guide.finishCare(product.finish), { gap: 4 });
  }
  w.heading(t("document.care.daily"));
  w.list(guide.care.daily, { gap: 4 });
  w.heading(t("document.care.stains"));
  w.list(guide.care.stains, { gap: 4 });
  w.heading(t("document.care.avoid"));
  w.list(guide.care.avoid, { gap: 4 });
};

const fabrication: Section = ({ w, t, product, language, guides }) => {
  if (!guides) return;
  const guide = guideIn(guides, profileOf(product.family).materialClass, language);
  w.heading(t("document.fabrication.storage"));
  w.paragraph(guide.fabrication.storage, w.styles.body);
  w.heading(t("document.fabrication.guidelines"));
  w.list(guide.fabrication.guidelines, { numbered: true });
  if (isThermoformable(product.family)) {
    w.heading(t("document.fabrication.thermoforming"));
    w.list(guide.thermoforming, { numbered: true });
  }
};

const notes: Section = ({ w, t }) => {
  w.heading(t("document.section.notes"), 40);
  w.paragraph(t("document.disclaimer"), { ...w.styles.small, color: COLOURS.muted });
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

export function writeSections(type: DocumentType, context: Omit<SectionContext, "t">): void {
  const full = { ...context, t: context.wording.t };
  for (const section of ORDER[type]) section(full);
}
