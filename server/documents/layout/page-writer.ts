/**
 * Flows content down A4 pages of a pdfkit document: a cursor, page breaks that keep headings with
 * what follows, and the running header and footer. Everything is measured with the document's own
 * fonts, so wrapped text never runs past its column.
 *
 * Coordinates are PDF points from the bottom-left corner (y grows upwards, as in the PDF itself and
 * in content/*, which moves the cursor down with `w.y -= …`); pdfkit's top-left origin is applied
 * only where something is drawn.
 */
import { fontName } from "./fonts";
import { Structure } from "./structure";
import { COLOURS, CONTENT_WIDTH, PAGE, leading, type Colour, type Styles, type TextStyle } from "./theme";
import { wrapLines } from "./wrap";

export interface RunningText {
  /** Left of the continuation-page header, e.g. "HIMACS  Alpine White". */
  headerLeft: string;
  /** Right of the continuation-page header: the document title. */
  headerRight: string;
  /** Left of the footer: document code and issue date. */
  footerLeft: string;
  pageOf: (page: number, total: number) => string;
}

export class PageWriter {
  /** Pages so far; pdfkit keeps them all open (bufferPages) until the footers are drawn. */
  pageCount = 0;
  /** Top of the free space on the current page. */
  y = 0;
  readonly structure: Structure;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly styles: Styles,
    readonly cjk: boolean,
    private readonly running: RunningText,
  ) {
    this.structure = new Structure(doc);
  }

  /** Draws with the text tagged as a `type` structure element ("P", "H2", "Table"…). */
  tagged(type: string, draw: () => void): void {
    this.structure.element(type, draw);
  }

  /** A new page; continuation pages get the slim running header. */
  addPage(): void {
    // No margins: pdfkit never breaks a page by itself, this writer decides where pages end.
    this.doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    this.pageCount++;
    if (this.pageCount > 1) this.structure.artifact(() => this.drawRunningHeader());
    this.y = PAGE.top;
  }

  /** Starts a new page unless `height` still fits above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < PAGE.bottom) this.addPage();
  }

  get atPageTop(): boolean {
    return this.y >= PAGE.top - 0.5;
  }

  space(points: number): void {
    if (!this.atPageTop) this.y -= points;
  }

  lineHeight(style: TextStyle): number {
    return leading(style, this.cjk);
  }

  width(text: string, style: TextStyle): number {
    this.useFont(style);
    // Tracking after every character, as text() sets it (Tc applies after the last one too).
    return this.doc.widthOfString(text) + (style.tracking ?? 0) * text.length;
  }

  wrap(text: string, width: number, style: TextStyle): string[] {
    return wrapLines(text, width, (t) => this.width(t, style));
  }

  /** Baseline of a line whose box starts at `top`. */
  baseline(top: number, style: TextStyle): number {
    const height = this.lineHeight(style);
    return top - (height - style.size) / 2 - style.size * 0.8;
  }

  private useFont(style: TextStyle): void {
    this.doc.font(fontName(style.weight)).fontSize(style.size);
  }

  /** One line of text with its baseline at `baseline`. */
  text(text: string, x: number, baseline: number, style: TextStyle): void {
    if (text === "") return;
    this.useFont(style);
    this.structure.mark(() => {
      this.doc.fillColor(style.color).text(text, x, PAGE.height - baseline, { lineBreak: false, baseline: "alphabetic", characterSpacing: style.tracking ?? 0 });
    });
  }

  textRight(text: string, right: number, baseline: number, style: TextStyle): void {
    this.text(text, right - this.width(text, style), baseline, style);
  }

  rule(x: number, y: number, width: number, color: Colour = COLOURS.hairline, thickness = 0.5): void {
    this.line(x, y, x + width, y, color, thickness);
  }

  line(x1: number, y1: number, x2: number, y2: number, color: Colour, thickness: number): void {
    this.structure.mark(() => this.doc.moveTo(x1, PAGE.height - y1).lineTo(x2, PAGE.height - y2).lineWidth(thickness).stroke(color), "decoration");
  }

  /** A filled rectangle whose lower-left corner is (x, y). */
  rect(x: number, y: number, width: number, height: number, color: Colour, opacity = 1): void {
    this.structure.mark(() => this.doc.save().fillOpacity(opacity).rect(x, PAGE.height - y - height, width, height).fill(color).restore(), "decoration");
  }

  frame(x: number, y: number, width: number, height: number, color: Colour, thickness: number): void {
    this.structure.mark(() => this.doc.rect(x, PAGE.height - y - height, width, height).lineWidth(thickness).stroke(color), "decoration");
  }

  image(jpeg: Uint8Array, x: number, y: number, width: number, height: number): void {
    // The swatch shows the colour the text names: decoration for a reader, an artifact.
    this.structure.mark(() => this.doc.image(Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength), x, PAGE.height - y - height, { width, height }), "decoration");
  }

  /** Wrapped text, breaking pages between lines. */
  paragraph(text: string, style: TextStyle, options: { x?: number; width?: number; after?: number; tag?: string } = {}): void {
    const x = options.x ?? PAGE.marginX;
    const width = options.width ?? CONTENT_WIDTH;
    const height = this.lineHeight(style);
    const lines = this.wrap(text, width, style);
    this.tagged(options.tag ?? "P", () => {
      lines.forEach((line, i) => {
        // Avoid a single orphaned first line at the foot of a page.
        this.ensure(i === 0 && lines.length > 1 ? 2 * height : height);
        this.text(line, x, this.baseline(this.y, style), style);
        this.y -= height;
      });
    });
    this.y -= options.after ?? 0;
  }

  /** Section heading with a rule beneath, kept together with at least `keep` points of content. */
  heading(text: string, keep = 72): void {
    const style = this.styles.heading;
    const lines = this.wrap(text, CONTENT_WIDTH, style);
    const height = lines.length * this.lineHeight(style) + 10;
    this.space(22);
    this.ensure(height + keep);
    this.tagged("H2", () => {
      for (const line of lines) {
        this.text(line, PAGE.marginX, this.baseline(this.y, style), style);
        this.y -= this.lineHeight(style);
      }
    });
    this.y -= 4;
    this.rule(PAGE.marginX, this.y, CONTENT_WIDTH, COLOURS.ink, 0.6);
    this.y -= 8;
  }

  subheading(text: string): void {
    const style = this.styles.subheading;
    this.space(8);
    this.ensure(this.lineHeight(style) * 3);
    this.paragraph(text, style, { after: 2, tag: "H3" });
  }

  /** Items with a hanging marker: bullets ("–") or numbers ("01"). */
  list(items: readonly string[], options: { numbered?: boolean; style?: TextStyle; gap?: number } = {}): void {
    const style = options.style ?? this.styles.body;
    const indent = options.numbered ? 26 : 14;
    const markerStyle: TextStyle = options.numbered ? { ...this.styles.cellStrong, size: style.size, color: COLOURS.muted } : { ...style, color: COLOURS.faint };
    this.tagged("L", () => {
      items.forEach((item, index) => {
        const lines = this.wrap(item, CONTENT_WIDTH - indent, style);
        const height = this.lineHeight(style);
        this.ensure(Math.min(lines.length, 2) * height);
        const marker = options.numbered ? String(index + 1).padStart(2, "0") : "–";
        this.tagged("LI", () => {
          this.tagged("Lbl", () => this.text(marker, PAGE.marginX, this.baseline(this.y, style), markerStyle));
          this.tagged("LBody", () => {
            lines.forEach((line, i) => {
              if (i > 0) this.ensure(height);
              this.text(line, PAGE.marginX + indent, this.baseline(this.y, style), style);
              this.y -= height;
            });
          });
        });
        this.y -= options.gap ?? (options.numbered ? 5 : 2);
      });
    });
  }

  private drawRunningHeader(): void {
    const style = this.styles.footer;
    const baseline = PAGE.height - 44;
    const right = PAGE.width - PAGE.marginX;
    const rightWidth = Math.min(this.width(this.running.headerRight, style), CONTENT_WIDTH / 2);
    const left = this.fit(this.running.headerLeft, CONTENT_WIDTH - rightWidth - 16, { ...style, weight: this.styles.cellStrong.weight, color: COLOURS.ink });
    this.text(left, PAGE.marginX, baseline, { ...style, weight: this.styles.cellStrong.weight, color: COLOURS.ink });
    this.textRight(this.fit(this.running.headerRight, CONTENT_WIDTH / 2, style), right, baseline, style);
    this.rule(PAGE.marginX, baseline - 10, CONTENT_WIDTH, COLOURS.rule, 0.5);
  }

  /** Shortens one-line text with an ellipsis to fit `width`. */
  fit(text: string, width: number, style: TextStyle): string {
    if (this.width(text, style) <= width) return text;
    const chars = [...text];
    while (chars.length > 1 && this.width(chars.join("") + "…", style) > width) chars.pop();
    return chars.join("").trimEnd() + "…";
  }

  /** Footers go on last, when the page count is known; they and the rules are artifacts. */
  finish(): void {
    this.structure.end();
    const style = this.styles.footer;
    const { start, count } = this.doc.bufferedPageRange();
    const right = PAGE.width - PAGE.marginX;
    for (let i = 0; i < count; i++) {
      this.doc.switchToPage(start + i);
      const baseline = 40;
      this.rule(PAGE.marginX, baseline + 14, CONTENT_WIDTH, COLOURS.rule, 0.5);
      const pageText = this.running.pageOf(i + 1, count);
      const pageWidth = this.width(pageText, style);
      this.text(this.fit(this.running.footerLeft, CONTENT_WIDTH - pageWidth - 24, style), PAGE.marginX, baseline, style);
      this.textRight(pageText, right, baseline, style);
    }
  }
}
