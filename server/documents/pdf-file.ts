/**
 * The set-up and finish every PDF of the site shares (product documents, online books, spec packs).
 * - An A4 pdfkit document, tagged: a structure tree (layout/structure.ts), so screen readers get
 *   headings, lists and tables.
 * - Every page stays open until the end, when the footers get "page x of y".
 * - The language's fonts.
 * - A PageWriter over it.
 * pdfkit derives the file ID from the info dictionary, CreationDate included. A caller passes a
 * date taken from its input (a product's launch, a fixed date for books), so the same input gives
 * the same bytes; only a personal file (the spec pack) carries the time it was made.
 */
import PDFDocument from "pdfkit";
import type { ContentLanguage } from "../../core/catalogue/enums";
import { wordingFor } from "./content/wording";
import { registerFonts } from "./layout/fonts";
import { PageWriter, type RunningText } from "./layout/page-writer";
import { COLOURS, stylesFor, type Styles } from "./layout/theme";

const AUTHOR = "Surfaces";
const PRODUCER = "Surfaces document service";

export interface PdfFileInput {
  language: ContentLanguage;
  title: string;
  subject: string;
  keywords?: string;
  date: Date;
  /** The running header and footer ("page x of y" is added in the file's language). */
  running: Omit<RunningText, "pageOf">;
}

export interface PdfFile {
  w: PageWriter;
  styles: Styles;
  cjk: boolean;
  /** Writes the footers, ends the file and gives its bytes. */
  finish(): Promise<Uint8Array>;
}

export function openPdf(input: PdfFileInput): PdfFile {
  const { language, date } = input;
  const { t } = wordingFor(language);
  const cjk = language === "ja" || language === "zh";
  const styles = stylesFor(cjk);
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    pdfVersion: "1.7",
    lang: language,
    displayTitle: true,
    tagged: true,
    info: {
      Title: input.title,
      Subject: input.subject,
      ...(input.keywords ? { Keywords: input.keywords } : {}),
      Author: AUTHOR,
      Creator: PRODUCER,
      Producer: PRODUCER,
      CreationDate: date,
      ModDate: date,
    },
  });
  const bytes = collect(doc);
  registerFonts(doc, language);
  const w = new PageWriter(doc, styles, cjk, { ...input.running, pageOf: (page, total) => t("document.pageOf", { page, total }) });
  return {
    w,
    styles,
    cjk,
    finish() {
      w.finish();
      doc.end();
      return bytes;
    },
  };
}

/** A product's swatch tile: its image, or (null) a flat swatch in its colours, framed by a hairline. */
export function drawSwatchTile(w: PageWriter, image: Uint8Array | null, colours: { base: string; accent: string }, x: number, y: number, size: number): void {
  if (image) w.image(image, x, y, size, size);
  else {
    w.rect(x, y, size, size, colours.base);
    w.rect(x, y, size, size / 4, colours.accent);
  }
  w.frame(x, y, size, size, COLOURS.hairline, 0.5);
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
