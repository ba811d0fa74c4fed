/**
 * A row of key figures (value large, label small beneath), each column opened by a thin rule:
 * for the few numbers a reader looks for first, such as warranty periods.
 */
import type { PageWriter } from "./page-writer";
import { COLOURS, CONTENT_WIDTH, PAGE, REGULAR, SEMIBOLD } from "./theme";

export function figures(w: PageWriter, items: readonly (readonly [value: string, label: string])[]): void {
  if (items.length === 0) return;
  const columns = Math.min(items.length, 4);
  const width = CONTENT_WIDTH / Math.max(columns, 2);
  const value = { size: 22, weight: SEMIBOLD, color: COLOURS.ink, tracking: w.cjk ? 0 : -0.2 };
  const label = { size: w.styles.label.size, weight: REGULAR, color: COLOURS.muted };
  const inner = width - 24;
  const laid = items.map(([v, l]) => ({ values: w.wrap(v, inner, value), labels: w.wrap(l, inner, label) }));
  const height = Math.max(...laid.map((f) => f.values.length * value.size * 1.15 + f.labels.length * w.lineHeight(label))) + 6;
  w.space(6);
  w.ensure(height + 8);
  const top = w.y;
  laid.forEach((f, i) => {
    const x = PAGE.marginX + (i % columns) * width;
    w.line(x, top, x, top - height, COLOURS.rule, 0.6);
    let y = top - value.size * 0.95;
    w.tagged("P", () => {
      for (const line of f.values) {
        w.text(line, x + 12, y, value);
        y -= value.size * 1.15;
      }
      y += value.size * 1.15 - 6;
      for (const line of f.labels) {
        y -= w.lineHeight(label);
        w.text(line, x + 12, y + (w.lineHeight(label) - label.size) / 2, label);
      }
    });
  });
  w.y = top - height - 6;
}
