/**
 * Flows content down A4 pages: a cursor, page breaks that keep headings with what follows, and the
 * running header and footer. Everything is measured with the document's own fonts, so wrapped text
 * never runs past its column.
 */
import { rgb as pdfRgb, type PDFDocument, type PDFPage } from "pdf-lib";
import type { DocumentFonts, Rgb, TextStyle } from "../fonts/pdf-fonts";
import { breakLines } from "../text/line-break";
import { COLOURS, CONTENT_WIDTH, PAGE, leading, type Styles } from "./theme";

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
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  /** Top of the free space on the current page. */
  y = 0;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: DocumentFonts,
    readonly styles: Styles,
    readonly cjk: boolean,
    private readonly running: RunningText,
  ) {}

  /** A new page; continuation pages get the slim running header. */
  addPage(): PDFPage {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    if (this.pages.length > 1) this.drawRunningHeader();
    this.y = PAGE.top;
    return this.page;
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
    return this.fonts.width(text, style);
  }

  wrap(text: string, width: number, style: TextStyle): string[] {
    return breakLines(text, width, (t) => this.fonts.width(t, style));
  }

  /** Baseline of a line whose box starts at `top`. */
  baseline(top: number, style: TextStyle): number {
    const height = this.lineHeight(style);
    return top - (height - style.size) / 2 - style.size * 0.8;
  }

  text(text: string, x: number, baseline: number, style: TextStyle, page: PDFPage = this.page): void {
    this.fonts.draw(page, text, x, baseline, style);
  }

  textRight(text: string, right: number, baseline: number, style: TextStyle, page: PDFPage = this.page): void {
    this.fonts.draw(page, text, right - this.width(text, style), baseline, style);
  }

  rule(x: number, y: number, width: number, color: Rgb = COLOURS.hairline, thickness = 0.5, page: PDFPage = this.page): void {
    page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness, color: rgb(color) });
  }

  rect(x: number, y: number, width: number, height: number, color: Rgb, page: PDFPage = this.page): void {
    page.drawRectangle({ x, y, width, height, color: rgb(color) });
  }

  /** Wrapped text, breaking pages between lines. */
  paragraph(text: string, style: TextStyle, options: { x?: number; width?: number; after?: number } = {}): void {
    const x = options.x ?? PAGE.marginX;
    const width = options.width ?? CONTENT_WIDTH;
    const height = this.lineHeight(style);
    const lines = this.wrap(text, width, style);
    lines.forEach((line, i) => {
      // Avoid a single orphaned first line at the foot of a page.
      this.ensure(i === 0 && lines.length > 1 ? 2 * height : height);
      this.text(line, x, this.baseline(this.y, style), style);
      this.y -= height;
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
    for (const line of lines) {
      this.text(line, PAGE.marginX, this.baseline(this.y, style), style);
      this.y -= this.lineHeight(style);
    }
    this.y -= 4;
    this.rule(PAGE.marginX, this.y, CONTENT_WIDTH, COLOURS.ink, 0.6);
    this.y -= 8;
  }

  subheading(text: string): void {
    const style = this.styles.subheading;
    this.space(8);
    this.ensure(this.lineHeight(style) * 3);
    this.paragraph(text, style, { after: 2 });
  }

  /** Items with a hanging marker: bullets ("–") or numbers ("01"). */
  list(items: readonly string[], options: { numbered?: boolean; style?: TextStyle; gap?: number } = {}): void {
    const style = options.style ?? this.styles.body;
    const indent = options.numbered ? 26 : 14;
    const markerStyle: TextStyle = options.numbered ? { ...this.styles.cellStrong, size: style.size, color: COLOURS.muted } : { ...style, color: COLOURS.faint };
    items.forEach((item, index) => {
      const lines = this.wrap(item, CONTENT_WIDTH - indent, style);
      const height = this.lineHeight(style);
      this.ensure(Math.min(lines.length, 2) * height);
      const marker = options.numbered ? String(index + 1).padStart(2, "0") : "–";
      this.text(marker, PAGE.marginX, this.baseline(this.y, style), markerStyle);
      lines.forEach((line, i) => {
        if (i > 0) this.ensure(height);
        this.text(line, PAGE.marginX + indent, this.baseline(this.y, style), style);
        this.y -= height;
      });
      this.y -= options.gap ?? (options.numbered ? 5 : 2);
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

  /** Footers go on last, when the page count is known. */
  finish(): void {
    const style = this.styles.footer;
    const total = this.pages.length;
    const right = PAGE.width - PAGE.marginX;
    this.pages.forEach((page, i) => {
      const baseline = 40;
      this.rule(PAGE.marginX, baseline + 14, CONTENT_WIDTH, COLOURS.rule, 0.5, page);
      const pageText = this.running.pageOf(i + 1, total);
      const pageWidth = this.width(pageText, style);
      this.text(this.fit(this.running.footerLeft, CONTENT_WIDTH - pageWidth - 24, style), PAGE.marginX, baseline, style, page);
      this.textRight(pageText, right, baseline, style, page);
    });
  }
}

export function rgb(color: Rgb) {
  return pdfRgb(color[0], color[1], color[2]);
}
