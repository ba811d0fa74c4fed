/**
 * The first page's head: a dark brand band with a stripe of the product's colour, then the title
 * block (collection, product name, document title) beside the swatch.
 */
import type { PageWriter } from "./page-writer";
import { COLOURS, CONTENT_WIDTH, PAGE } from "./theme";

export interface MastheadContent {
  brand: string;
  material: string;
  documentTitle: string;
  /** Right of the band under the document title, e.g. the issue date. */
  bandNote: string;
  productName: string;
  /** Label/value pairs under the title: item number, collection. */
  facts: readonly (readonly [string, string])[];
  swatchBase: string;
  swatchAccent: string;
  /** JPEG bytes, or null for a flat swatch in the product's colours. */
  swatchImage: Uint8Array | null;
  swatchSize: number;
}

const BAND_HEIGHT = 84;
const STRIPE = 4;

export function drawMasthead(w: PageWriter, m: MastheadContent): void {
  const top = PAGE.height;
  const right = PAGE.width - PAGE.marginX;
  w.rect(0, top - BAND_HEIGHT, PAGE.width, BAND_HEIGHT, COLOURS.band);
  w.rect(0, top - BAND_HEIGHT - STRIPE, PAGE.width, STRIPE, m.swatchBase);

  const brandStyle = w.styles.brand;
  const smallOnBand = w.styles.bandMuted;
  const typeStyle = { ...w.styles.eyebrow, color: COLOURS.onBand };
  const documentTitle = w.cjk ? m.documentTitle : m.documentTitle.toLocaleUpperCase();
  const rightWidth = Math.max(w.width(documentTitle, typeStyle), w.width(m.bandNote, smallOnBand));
  const leftWidth = CONTENT_WIDTH - Math.min(rightWidth, CONTENT_WIDTH / 2) - 24;
  w.tagged("P", () => w.text(w.fit(m.brand, leftWidth, brandStyle), PAGE.marginX, top - 42, brandStyle));
  w.tagged("P", () => w.text(w.fit(m.material, leftWidth, smallOnBand), PAGE.marginX, top - 60, smallOnBand));
  // The title block below says it again: for a reader, the band's title is an artifact.
  w.textRight(w.fit(documentTitle, CONTENT_WIDTH / 2, typeStyle), right, top - 41, typeStyle);
  w.tagged("P", () => w.textRight(w.fit(m.bandNote, CONTENT_WIDTH / 2, smallOnBand), right, top - 59, smallOnBand));

  // Title block, with the swatch on the right.
  const blockTop = top - BAND_HEIGHT - STRIPE - 34;
  const size = m.swatchSize;
  drawSwatch(w, right - size, blockTop - size, size, m);
  const textWidth = CONTENT_WIDTH - size - 28;
  w.y = blockTop;
  const title = w.styles.title;
  w.tagged("H1", () => {
    for (const line of w.wrap(m.productName, textWidth, title)) {
      w.text(line, PAGE.marginX, w.y - title.size * 0.9, title);
      w.y -= title.size * 1.2;
    }
  });
  const subtitle = w.styles.subtitle;
  w.tagged("P", () => {
    for (const line of w.wrap(m.documentTitle, textWidth, subtitle)) {
      w.text(line, PAGE.marginX, w.y - subtitle.size * 1.05, subtitle);
      w.y -= subtitle.size * 1.3;
    }
  });
  w.y -= 14;
  const label = w.styles.label;
  const value = w.styles.cellStrong;
  const nameWidth = Math.min(Math.max(0, ...m.facts.map(([name]) => w.width(name, label))), textWidth * 0.4);
  for (const [name, text] of m.facts) {
    w.tagged("P", () => {
      const lines = w.wrap(text, textWidth - nameWidth - 12, value);
      w.text(w.fit(name, nameWidth, label), PAGE.marginX, w.baseline(w.y, label), label);
      for (const line of lines) {
        w.text(line, PAGE.marginX + nameWidth + 12, w.baseline(w.y, value), value);
        w.y -= w.lineHeight(value);
      }
    });
  }

  w.y = Math.min(w.y, blockTop - size) - 14;
}

function drawSwatch(w: PageWriter, x: number, y: number, size: number, m: MastheadContent): void {
  if (m.swatchImage) {
    w.image(m.swatchImage, x, y, size, size);
  } else {
    // Without an image: the base colour with a quiet band of the accent colour.
    w.rect(x, y, size, size, m.swatchBase);
    w.rect(x, y, size, size * 0.18, m.swatchAccent, 0.35);
  }
  w.frame(x, y, size, size, COLOURS.rule, 0.5);
}
