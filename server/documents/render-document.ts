/**
 * Renders one product document (an A4 PDF) in one language. The output depends only on the input:
 * no clock, no randomness, dates taken from the product, so the same product gives the same bytes.
 */
import { fillCopyText } from "../../core/catalogue/copy-measures";
import PDFDocument from "pdfkit";
import type { ContentLanguage, DocumentType } from "../../core/catalogue/enums";
import type { Guides } from "../../core/catalogue/guides";
import { localise, type Collection, type Product } from "../../core/catalogue/model";
import { documentTypeKey, materialKey } from "../../core/i18n/enum-keys";
import { renderImage } from "../images/render";
import { createFormatter } from "./content/format";
import { profileOf } from "./content/material";
import { writeSections } from "./content/sections";
import { wordingFor } from "./content/wording";
import { registerFonts } from "./layout/fonts";
import { drawMasthead } from "./layout/masthead";
import { PageWriter } from "./layout/page-writer";
import { stylesFor } from "./layout/theme";

export interface RenderDocumentInput {
  product: Product;
  collection: Collection | undefined;
  /** The catalogue's guides (from the catalogue store), quoted by the care, installation and warranty sections. */
  guides: Guides;
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

  const swatchImage = input.swatchImage === undefined ? await renderSwatchImage(product) : input.swatchImage;
  const date = new Date(`${product.launchedAt}T00:00:00Z`);
  const doc = new PDFDocument({
    autoFirstPage: false,
    // Every page stays open until finish() has written "page x of y" into its footer.
    bufferPages: true,
    pdfVersion: "1.7",
    lang: language,
    displayTitle: true,
    // A structure tree (layout/structure.ts), so screen readers get headings, lists and tables.
    tagged: true,
    // pdfkit derives the file ID from this dictionary (CreationDate included): fixed dates, fixed ID.
    info: {
      Title: `${documentTitle} – ${name}`,
      Subject: `${profile.brand} ${name} (${product.itemNumber}): ${documentTitle}`,
      Keywords: [profile.brand, name, product.itemNumber, documentTitle, ...(collectionName ? [collectionName] : []), code].join(", "),
      Author: "Surfaces",
      Creator: PRODUCER,
      Producer: PRODUCER,
      CreationDate: date,
      ModDate: date,
    },
  });
  const bytes = collect(doc);
  registerFonts(doc, language);

  const w = new PageWriter(doc, styles, cjk, {
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
  w.paragraph(fillCopyText(localise(product.description, language), product, f.measure), styles.lede, { after: 2 });
  writeSections(type, { w, wording, f, product, collection, guides: input.guides, language });
  w.finish();
  doc.end();
  return bytes;
}

/** The bytes pdfkit streams out, once it has written the whole file. */
function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
}
