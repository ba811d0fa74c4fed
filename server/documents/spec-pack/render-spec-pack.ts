/**
 * Renders the likes' spec pack (server/likes/spec-pack.ts) as one A4 PDF, typeset like the product
 * documents and the online book (same fonts, page writer, tables): a cover line with the date and
 * the count, then per product its swatch, name, item number, category and collection, and its
 * specifications group by group. Wording arrives translated; only "page x of y" is worded here.
 */
import type { ContentLanguage } from "../../../core/catalogue/enums";
import type { SpecPackProduct } from "../../likes/spec-pack";
import { keyValueTable } from "../layout/table";
import { COLOURS, CONTENT_WIDTH, PAGE } from "../layout/theme";
import { drawSwatchTile, openPdf } from "../pdf-file";

export interface RenderSpecPackInput {
  language: ContentLanguage;
  /** "Spec pack" in the visitor's language. */
  title: string;
  /** The date and the count, e.g. "2 products · 25 November 2026". */
  cover: string;
  /** Said under the cover line when the pack leaves liked products out. */
  note?: string;
  /** "Download material" in the visitor's language: labels each product's material pack link. */
  materialLabel?: string;
  /** When the pack was made: the PDF's creation date. */
  createdAt: Date;
  products: readonly SpecPackProduct[];
  /** A swatch JPEG per product, asked for one at a time (null: a flat swatch in its colours). */
  swatch: (product: SpecPackProduct) => Promise<Uint8Array | null>;
}

const SWATCH = 84;

export async function renderSpecPack(input: RenderSpecPackInput): Promise<Uint8Array> {
  const file = openPdf({
    language: input.language,
    title: input.title,
    subject: input.cover,
    date: input.createdAt,
    running: { headerLeft: `Surfaces   ${input.title}`, headerRight: input.cover, footerLeft: `${input.title}   ·   ${input.cover}` },
  });
  const { w, styles } = file;

  w.addPage();
  w.tagged("H1", () => w.text(w.fit(input.title, CONTENT_WIDTH, styles.title), PAGE.marginX, w.baseline(w.y, styles.title), styles.title));
  w.y -= w.lineHeight(styles.title);
  w.paragraph(input.cover, styles.subtitle, { after: 2 });
  if (input.note) w.paragraph(input.note, styles.label);
  w.y -= 6;
  w.rule(PAGE.marginX, w.y, CONTENT_WIDTH, COLOURS.ink, 0.6);

  for (const product of input.products) {
    w.space(22);
    // The swatch, the name and the first rows of the table stay on one page.
    w.ensure(SWATCH + 60);
    const top = w.y;
    drawSwatchTile(w, await input.swatch(product), product.swatch, PAGE.marginX, top - SWATCH, SWATCH);

    const x = PAGE.marginX + SWATCH + 16;
    const width = CONTENT_WIDTH - SWATCH - 16;
    const nameStyle = { ...styles.title, size: 17 };
    const nameLines = w.wrap(product.name, width, nameStyle).slice(0, 2);
    w.y = top;
    w.tagged("H2", () => {
      for (const line of nameLines) {
        w.text(line, x, w.baseline(w.y, nameStyle), nameStyle);
        w.y -= w.lineHeight(nameStyle);
      }
    });
    w.paragraph(product.itemNumber, styles.cellStrong, { x, width });
    w.paragraph([product.category, product.collection].filter(Boolean).join("  ·  "), styles.label, { x, width });
    if (input.materialLabel && product.material) w.paragraph(`${input.materialLabel}: ${product.material}`, styles.label, { x, width });
    w.y = Math.min(w.y, top - SWATCH) - 6;

    for (const group of product.groups) {
      w.subheading(group.title);
      keyValueTable(w, group.rows);
    }
  }
  return file.finish();
}
