/**
 * Renders one product document (an A4 PDF) in one language. The output depends only on the input:
 * no clock, no randomness, dates taken from the product, so the same product gives the same bytes.
 */
import { PDFDocument, type PDFImage } from "pdf-lib";
import type { ContentLanguage, DocumentType } from "../../core/catalogue/enums";
import { localise, type Collection, type Product } from "../../core/catalogue/model";
import { documentTypeKey, materialKey } from "../../core/i18n/enum-keys";
import { renderImage } from "../images/render";
import { createFormatter } from "./content/format";
import { profileOf } from "./content/material";
import { writeSections } from "./content/sections";
import { wordingFor } from "./content/wording";
import { DocumentFonts } from "./fonts/pdf-fonts";
import { drawMasthead } from "./layout/masthead";
import { PageWriter } from "./layout/page-writer";
import { WEIGHTS, stylesFor } from "./layout/theme";

export interface RenderDocumentInput {
  product: Product;
  collection: Collection | undefined;
  type: DocumentType;
  language: ContentLanguage;
  /**
   * JPEG of the product's swatch. Omitted: rendered here from product.swatch (about 0.2 s).
   * null: a flat swatch in the product's colours is drawn instead.
   */
  swatchImage?: Uint8Array | null;
}

export const SWATCH_IMAGE_WIDTH = 480;

export function renderSwatchImage(product: Pick<Product, "swatch">): Promise<Uint8Array> {
  return renderImage(product.swatch, SWATCH_IMAGE_WIDTH, "jpeg");
}

const PRODUCER = "Surfaces document service";

export async function renderDocument(input: RenderDocumentInput): Promise<Uint8Array> {
  const { product, collection, type, language } = input;
  const wording = wordingFor(language);
  const { t } = wording;
  const f = createFormatter(wording);
  const cjk = language === "ja" || language === "zh";
  const styles = stylesFor(cjk);
  const profile = profileOf(product.family);
  const name = localise(product.name, language);
  const documentTitle = t(documentTypeKey(type));
  const collectionName = collection ? localise(collection.name, language) : "";
  const code = `${product.contentId}-${type}-${language}`;

  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = new DocumentFonts(doc, language);
  await fonts.load(WEIGHTS);
  const swatchBytes = input.swatchImage === undefined ? await renderSwatchImage(product) : input.swatchImage;
  const swatchImage: PDFImage | null = swatchBytes ? await doc.embedJpg(swatchBytes) : null;

  const w = new PageWriter(doc, fonts, styles, cjk, {
    headerLeft: `${profile.brand}   ${name}`,
    headerRight: documentTitle,
    footerLeft: `${code}   ·   ${t("document.issued", { date: f.date(product.launchedAt) })}`,
    pageOf: (page, total) => t("document.pageOf", { page, total }),
  });
  w.addPage();
  drawMasthead(w, {
    brand: profile.brand,
    material: t(materialKey(product.family)),
    documentTitle,
    bandNote: t("document.issued", { date: f.date(product.launchedAt) }),
    productName: name,
    facts: [[t("document.itemNumber"), product.itemNumber], ...(collectionName ? [[t("document.collection"), collectionName] as const] : [])],
    swatchBase: product.swatch.base,
    swatchAccent: product.swatch.accent,
    swatchImage,
    swatchSize: type === "catalogue" ? 148 : 104,
  });
  w.paragraph(localise(product.description, language), styles.lede, { after: 2 });
  writeSections(type, { w, wording, f, product, collection, language });
  w.finish();

  const date = new Date(`${product.launchedAt}T00:00:00Z`);
  doc.setTitle(`${documentTitle} – ${name}`, { showInWindowTitleBar: true });
  doc.setSubject(`${profile.brand} ${name} (${product.itemNumber}): ${documentTitle}`);
  doc.setKeywords([profile.brand, name, product.itemNumber, documentTitle, ...(collectionName ? [collectionName] : []), code]);
  doc.setAuthor("Surfaces");
  doc.setCreator(PRODUCER);
  doc.setProducer(PRODUCER);
  doc.setLanguage(language);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  return doc.save();
}
