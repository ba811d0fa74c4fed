/**
 * Renders one product document (an A4 PDF) in one language. The output depends only on the input:
 * no clock, no randomness, dates taken from the product, so the same product gives the same bytes.
 */
import { fillCopyText } from "../../core/catalogue/copy-measures";
import type { ContentLanguage, DocumentType } from "../../core/catalogue/enums";
import type { Guides } from "../../core/catalogue/guides";
import { localise, type Collection, type Product } from "../../core/catalogue/model";
import { documentTypeKey, materialKey } from "../../core/i18n/enum-keys";
import { renderImage } from "../images/sources/procedural";
import { createFormatter } from "./content/format";
import { profileOf } from "./content/material";
import { writeSections } from "./content/sections";
import { wordingFor } from "./content/wording";
import { drawMasthead } from "./layout/masthead";
import { openPdf } from "./pdf-file";

export interface RenderDocumentInput {
  product: Product;
  collection: Collection | undefined;
  /** The catalogue's guides (from the catalogue store), quoted by the care, installation and warranty sections; null: the catalogue has none. */
  guides: Guides | null;
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

export async function renderDocument(input: RenderDocumentInput): Promise<Uint8Array> {
  const { product, collection, type, language } = input;
  const wording = wordingFor(language);
  const { t } = wording;
  const f = createFormatter(wording);
  const profile = profileOf(product.family);
  const name = localise(product.name, language);
  const documentTitle = t(documentTypeKey(type));
  const collectionName = collection ? localise(collection.name, language) : "";
  const code = `${product.contentId}-${type}-${language}`;

  const swatchImage = input.swatchImage === undefined ? await renderSwatchImage(product) : input.swatchImage;
  const date = new Date(`${product.launchedAt}T00:00:00Z`);
  const file = openPdf({
    language,
    title: `${documentTitle} – ${name}`,
    subject: `${profile.brand} ${name} (${product.itemNumber}): ${documentTitle}`,
    keywords: [profile.brand, name, product.itemNumber, documentTitle, ...(collectionName ? [collectionName] : []), code].join(", "),
    // The product's launch: fixed dates, fixed file ID.
    date,
    running: {
      headerLeft: `${profile.brand}   ${name}`,
      headerRight: documentTitle,
      footerLeft: `${code}   ·   ${t("document.issued", { date: f.date(product.launchedAt) })}`,
    },
  });
  const { w, styles } = file;
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
  return file.finish();
}
