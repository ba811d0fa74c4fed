/**
 * Renders a category's online book (core/catalogue/book.ts plans its pages): a cover with the
 * category, a mosaic of its collections and the contents, then a page per collection (or two, for
 * a large one) with its description and a grid of swatches, each with its name and item number.
 * Deterministic like the product documents: no clock, no randomness.
 */
import type { BookPage, BookProduct } from "../../../core/catalogue/book";
import type { ContentLanguage } from "../../../core/catalogue/enums";
import { localise } from "../../../core/catalogue/model";
import type { Region } from "../../../core/regions/regions";
import { wordingFor } from "../content/wording";
import { COLOURS, CONTENT_WIDTH, PAGE } from "../layout/theme";
import { drawSwatchTile, openPdf } from "../pdf-file";

export interface RenderBookInput {
  region: Region;
  language: ContentLanguage;
  brand: string;
  /** The category's name in the book's language, e.g. "HIMACS Solid Surface". */
  title: string;
  /** Kept short (the slug and catalogue version): printed in the footer. */
  code: string;
  pages: readonly BookPage[];
  /** A swatch JPEG per product, asked for one at a time (null: a flat swatch in its colours). */
  swatch: (product: BookProduct) => Promise<Uint8Array | null>;
}

const COLUMNS = 6;
const GAP = 12;
const CELL = (CONTENT_WIDTH - (COLUMNS - 1) * GAP) / COLUMNS;
const ROW = CELL + 46;
/** A fixed date: the book changes with the catalogue version in its URL, not with the clock. */
const DATE = new Date("2008-01-01T00:00:00Z");

export async function renderBook(input: RenderBookInput): Promise<Uint8Array> {
  const { language, pages } = input;
  const { t } = wordingFor(language);
  const file = openPdf({
    language,
    title: input.title,
    subject: t("book.pdf.subtitle"),
    date: DATE,
    running: {
      headerLeft: `${input.brand}   ${input.title}`,
      headerRight: t("book.pdf.subtitle"),
      footerLeft: `${input.code}   ·   ${t("book.pdf.region", { region: t(`region.${input.region}`) })}`,
    },
  });
  const { w, styles, cjk } = file;

  // Cover: the band, the title, a mosaic of each collection's first colour, the contents.
  w.addPage();
  w.rect(0, PAGE.height - 300, PAGE.width, 300, COLOURS.band);
  w.tagged("P", () => w.text(input.brand, PAGE.marginX, PAGE.height - 70, styles.brand));
  const titleStyle = { ...styles.title, size: 30, color: COLOURS.onBand };
  const titleLines = w.wrap(input.title, CONTENT_WIDTH, titleStyle).slice(0, 2);
  w.tagged("H1", () => titleLines.forEach((line, i) => w.text(line, PAGE.marginX, PAGE.height - 200 + (titleLines.length - 1 - i) * 36, titleStyle)));
  w.tagged("P", () => w.text(t("book.pdf.subtitle"), PAGE.marginX, PAGE.height - 240, { ...styles.subtitle, color: COLOURS.onBandMuted }));
  const firsts = pages.filter((p) => p.part === 1);
  const mosaic = firsts.slice(0, COLUMNS * 2);
  let y = PAGE.height - 300 - 24 - CELL;
  for (const [i, page] of mosaic.entries()) {
    const product = page.products[0]!;
    drawSwatchTile(w, await input.swatch(product), product.swatch, PAGE.marginX + (i % COLUMNS) * (CELL + GAP), y - Math.floor(i / COLUMNS) * (CELL + GAP), CELL);
  }
  y -= Math.ceil(mosaic.length / COLUMNS) * (CELL + GAP) + 12;
  w.y = y;
  w.tagged("H2", () => w.text(t("book.pdf.contents"), PAGE.marginX, w.baseline(w.y, styles.heading), styles.heading));
  w.y -= w.lineHeight(styles.heading) + 4;
  for (const [i, page] of pages.entries()) {
    if (page.part !== 1 || w.y - w.lineHeight(styles.body) < PAGE.bottom) continue;
    const baseline = w.baseline(w.y, styles.body);
    w.tagged("P", () => {
      w.text(w.fit(localise(page.collection.name, language), CONTENT_WIDTH - 48, styles.body), PAGE.marginX, baseline, styles.body);
      w.textRight(String(i + 2), PAGE.width - PAGE.marginX, baseline, styles.body);
    });
    w.y -= w.lineHeight(styles.body);
  }

  for (const page of pages) {
    w.addPage();
    const name = localise(page.collection.name, language);
    w.heading(page.part === 1 ? name : t("book.pdf.continued", { collection: name }), 0);
    if (page.part === 1) {
      // At most a few lines, so the grid always fits below it.
      const description = page.collection.description ? w.wrap(localise(page.collection.description, language), CONTENT_WIDTH, styles.lede).slice(0, 5) : [];
      if (description.length) w.paragraph(description.join(cjk ? "" : " "), styles.lede, { after: 2 });
      w.paragraph(t("book.pdf.products", { count: page.total }), styles.label, { after: 10 });
    } else w.space(10);
    const top = w.y;
    for (const [i, product] of page.products.entries()) {
      const x = PAGE.marginX + (i % COLUMNS) * (CELL + GAP);
      const cellTop = top - Math.floor(i / COLUMNS) * ROW;
      drawSwatchTile(w, await input.swatch(product), product.swatch, x, cellTop - CELL, CELL);
      // The name on up to two lines, then the item number.
      const nameStyle = { ...styles.cellStrong, size: 7.75 };
      const lines = w.wrap(localise(product.name, language), CELL, nameStyle);
      const shown = lines.length > 2 ? [lines[0]!, w.fit(lines.slice(1).join(cjk ? "" : " "), CELL, nameStyle)] : lines;
      w.tagged("P", () => {
        shown.forEach((line, n) => w.text(line, x, cellTop - CELL - 12 - n * 10, nameStyle));
        w.text(w.fit(product.itemNumber, CELL, styles.small), x, cellTop - CELL - 14 - shown.length * 10, styles.small);
      });
    }
    w.y = top - Math.ceil(page.products.length / COLUMNS) * ROW;
    if (page.omitted > 0) w.paragraph(t("book.pdf.more", { count: page.omitted }), styles.label);
  }
  return file.finish();
}
