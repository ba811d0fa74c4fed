/**
 * Tables: wrapped cells, hairlines between rows, a header row repeated after a page break, and
 * rows never split across pages (a row taller than a page is the only exception, and cannot occur
 * with catalogue text lengths).
 */
import type { PageWriter } from "./page-writer";
import { COLOURS, CONTENT_WIDTH, PAGE, type TextStyle } from "./theme";
import { unbreakable } from "./wrap";

export interface Column {
  header?: string;
  /** Share of the table width; shares are normalised. */
  share: number;
  style?: "label" | "cell" | "strong";
  align?: "left" | "right";
}

const PADDING_Y = 5;
const GUTTER = 12;

function styleOf(w: PageWriter, column: Column): TextStyle {
  if (column.style === "label") return w.styles.label;
  if (column.style === "strong") return w.styles.cellStrong;
  return w.styles.cell;
}

export function table(w: PageWriter, columns: readonly Column[], rows: readonly (readonly string[])[], options: { x?: number; width?: number } = {}): void {
  const x0 = options.x ?? PAGE.marginX;
  const width = options.width ?? CONTENT_WIDTH;
  const widths = columnWidths(w, columns, rows, width);
  const lefts = widths.map((_, i) => x0 + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const inner = (i: number) => widths[i]! - (i < columns.length - 1 ? GUTTER : 0);
  const hasHeader = columns.some((c) => c.header);

  const headStyle = w.styles.tableHead;
  const headCells = columns.map((c, i) => w.wrap(w.cjk ? (c.header ?? "") : (c.header ?? "").toLocaleUpperCase(), inner(i), headStyle));
  const headHeight = Math.max(...headCells.map((l) => l.length)) * w.lineHeight(headStyle) + 2 * PADDING_Y;

  const drawCell = (lines: string[], i: number, style: TextStyle) => {
    lines.forEach((line, k) => {
      const baseline = w.baseline(w.y - PADDING_Y - k * w.lineHeight(style), style);
      if (columns[i]!.align === "right") w.textRight(line, lefts[i]! + inner(i), baseline, style);
      else w.text(line, lefts[i]!, baseline, style);
    });
  };
  const drawHeader = () => {
    if (!hasHeader) return;
    w.tagged("TR", () => headCells.forEach((lines, i) => w.tagged("TH", () => drawCell(lines, i, headStyle))));
    w.y -= headHeight;
    w.rule(x0, w.y, width, COLOURS.faint, 0.6);
  };

  const laidOut = rows.map((row) => {
    const cells = row.map((text, i) => w.wrap(text, inner(i), styleOf(w, columns[i]!)));
    const height = Math.max(...cells.map((lines, i) => lines.length * w.lineHeight(styleOf(w, columns[i]!)))) + 2 * PADDING_Y;
    return { cells, height };
  });

  w.tagged("Table", () => {
    // Keep the header with the first row.
    w.ensure((hasHeader ? headHeight : 0) + (laidOut[0]?.height ?? 0));
    drawHeader();
    for (const row of laidOut) {
      if (w.y - row.height < PAGE.bottom) {
        w.addPage();
        // The repeated header is for the eye; a reader has it once.
        w.structure.artifact(drawHeader);
      }
      w.tagged("TR", () => row.cells.forEach((lines, i) => w.tagged("TD", () => drawCell(lines, i, styleOf(w, columns[i]!)))));
      w.y -= row.height;
      w.rule(x0, w.y, width, COLOURS.hairline, 0.5);
    }
  });
}

/**
 * Column widths from the shares, widened where a column's longest word would not fit (so that
 * "Соответствует" is not hyphenated in a narrow verdict column), taking space from columns with slack.
 */
function columnWidths(w: PageWriter, columns: readonly Column[], rows: readonly (readonly string[])[], width: number): number[] {
  const total = columns.reduce((sum, c) => sum + c.share, 0);
  const widths = columns.map((c) => (c.share / total) * width);
  const needs = columns.map((column, i) => {
    const style = styleOf(w, column);
    const words = rows.flatMap((row) => unbreakable(row[i] ?? ""));
    const header = w.cjk ? (column.header ?? "") : (column.header ?? "").toLocaleUpperCase();
    const longest = Math.max(0, ...words.map((word) => w.width(word, style)), ...unbreakable(header).map((word) => w.width(word, w.styles.tableHead)));
    return Math.min(longest, width / 2) + (i < columns.length - 1 ? GUTTER : 0) + 1;
  });
  for (let i = 0; i < columns.length; i++) {
    const deficit = needs[i]! - widths[i]!;
    if (deficit <= 0) continue;
    const slack = widths.map((width_, j) => (j === i ? 0 : Math.max(0, width_ - needs[j]!)));
    const available = slack.reduce((a, b) => a + b, 0);
    if (available <= 0) continue;
    const taken = Math.min(deficit, available);
    for (let j = 0; j < columns.length; j++) widths[j]! -= (slack[j]! / available) * taken;
    widths[i]! += taken;
  }
  return widths;
}

/** Two columns, label and value, no header. */
export function keyValueTable(w: PageWriter, rows: readonly (readonly [string, string])[], options: { x?: number; width?: number } = {}): void {
  if (rows.length === 0) return;
  table(w, [{ share: 0.36, style: "label" }, { share: 0.64 }], rows, options);
}
