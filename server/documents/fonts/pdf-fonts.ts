/**
 * The fonts of one PDF document: a CompositeFont per weight, embedded as a subset through a
 * fontkit adapter, and text drawing with kerning (TJ) and optional letter-spacing.
 */
import {
  PDFOperator,
  PDFOperatorNames,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setCharacterSpacing,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  type PDFDocument,
  type PDFFont,
  type PDFName,
  type PDFPage,
  type PDFObject,
} from "pdf-lib";
import type { ContentLanguage } from "../../../core/catalogue/enums";
import { CompositeFont } from "./composite-font";
import { familyPostscriptName, type FamilyId } from "./font-sources";
import { shortHash } from "../../../core/catalogue/media";

export type Rgb = readonly [number, number, number];

export interface TextStyle {
  size: number;
  weight: number;
  color: Rgb;
  /** Extra space between characters, in points. */
  tracking?: number;
}

function familiesFor(language: ContentLanguage): FamilyId[] {
  if (language === "ja") return ["inter", "noto-sans-jp", "noto-sans-sc"];
  if (language === "zh") return ["inter", "noto-sans-sc", "noto-sans-jp"];
  return ["inter", "noto-sans-sc", "noto-sans-jp"];
}

const WEIGHT_NAMES: Record<number, string> = { 300: "Light", 400: "Regular", 500: "Medium", 600: "SemiBold", 700: "Bold" };

/** pdf-lib calls `fontkit.create(bytes)`; each CompositeFont is found again by its token. */
const fontsByToken = new WeakMap<Uint8Array, CompositeFont>();
const fontkitAdapter = {
  create(bytes: Uint8Array): CompositeFont {
    const font = fontsByToken.get(bytes);
    if (!font) throw new Error("unknown font token");
    return font;
  },
};

interface Embedded {
  shape: CompositeFont;
  pdf: PDFFont;
}

export class DocumentFonts {
  private readonly embedded = new Map<number, Embedded>();
  private readonly families: FamilyId[];
  private readonly pageKeys = new WeakMap<PDFPage, Map<number, PDFName>>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly language: ContentLanguage,
  ) {
    this.families = familiesFor(language);
    doc.registerFontkit(fontkitAdapter as unknown as Parameters<PDFDocument["registerFontkit"]>[0]);
  }

  /** Embeds the weights a document uses; after this, measuring and drawing are synchronous. */
  async load(weights: readonly number[]): Promise<void> {
    for (const weight of weights) {
      if (this.embedded.has(weight)) continue;
      const name = this.families.map(familyPostscriptName).slice(0, this.usesCjk ? 2 : 1).join("") + `-${WEIGHT_NAMES[weight] ?? weight}`;
      const tag = subsetTag(`${this.language}:${weight}`);
      const shape = new CompositeFont(name, this.families, weight, this.usesCjk);
      const token = new Uint8Array(1);
      fontsByToken.set(token, shape);
      const pdf = await this.doc.embedFont(token, { subset: true, customName: `${tag}+${name}` });
      this.embedded.set(weight, { shape, pdf });
    }
  }

  private get usesCjk(): boolean {
    return this.language === "ja" || this.language === "zh";
  }

  private get(weight: number): Embedded {
    const font = this.embedded.get(weight);
    if (!font) throw new Error(`font weight ${weight} was not loaded`);
    return font;
  }

  width(text: string, style: Pick<TextStyle, "size" | "weight" | "tracking">): number {
    const base = this.get(style.weight).shape.widthOf(text, style.size);
    return style.tracking ? base + style.tracking * [...text].length : base;
  }

  /** Draws one line of text with its baseline at y. */
  draw(page: PDFPage, text: string, x: number, y: number, style: TextStyle): void {
    if (text === "") return;
    const { shape, pdf } = this.get(style.weight);
    const key = this.fontKey(page, style.weight, pdf);
    const { glyphs, advances, texts } = shape.shape(text);
    // TJ array: text segments separated by kerning adjustments (thousandths of an em, inverted).
    const items: PDFObject[] = [];
    let segment = "";
    glyphs.forEach((glyph, i) => {
      segment += texts[i]!;
      const kern = advances[i]! - glyph.advanceWidth;
      if (Math.abs(kern) > 0.5 && i < glyphs.length - 1) {
        items.push(pdf.encodeText(segment), this.doc.context.obj(-Math.round(kern)));
        segment = "";
      }
    });
    if (segment) items.push(pdf.encodeText(segment));
    page.pushOperators(
      pushGraphicsState(),
      beginText(),
      setFillingRgbColor(style.color[0], style.color[1], style.color[2]),
      setFontAndSize(key, style.size),
      ...(style.tracking ? [setCharacterSpacing(style.tracking)] : []),
      setTextMatrix(1, 0, 0, 1, x, y),
      PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [this.doc.context.obj(items)]),
      endText(),
      popGraphicsState(),
    );
  }

  private fontKey(page: PDFPage, weight: number, pdf: PDFFont): PDFName {
    let keys = this.pageKeys.get(page);
    if (!keys) this.pageKeys.set(page, (keys = new Map()));
    let key = keys.get(weight);
    if (!key) {
      key = page.node.newFontDictionary(pdf.name, pdf.ref);
      keys.set(weight, key);
    }
    return key;
  }
}

/** The six upper-case letters PDF subsets carry before their name, derived, not random. */
function subsetTag(seed: string): string {
  const hash = parseInt(shortHash(seed), 36);
  let tag = "";
  let n = hash;
  for (let i = 0; i < 6; i++) {
    tag += String.fromCharCode(65 + (n % 26));
    n = Math.floor(n / 26) + (i + 1) * 7;
  }
  return tag;
}
