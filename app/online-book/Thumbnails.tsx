import { useEffect, useRef, useState } from "react";
import { useT } from "../i18n/use-i18n";
import { PageCanvas } from "./PageCanvas";
import type { PDFDocumentProxy } from "./pdf";

/** Width of a thumbnail in CSS pixels (an A4 page is 595 points wide). */
const THUMB_SCALE = 96 / 595;

/** The strip of page thumbnails; each is drawn only once it scrolls into view. */
export function Thumbnails({ book, total, current, onSelect }: { book: PDFDocumentProxy; total: number; current: number; onSelect: (page: number) => void }) {
  const t = useT();
  const strip = useRef<HTMLElement>(null);
  const [visible, setVisible] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    const root = strip.current;
    if (!root) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const shown = entries.filter((e) => e.isIntersecting).map((e) => Number((e.target as HTMLElement).dataset.page));
        if (shown.length) setVisible((before) => new Set([...before, ...shown]));
      },
      { root, rootMargin: "200px" },
    );
    for (const item of root.querySelectorAll("li")) observer.observe(item);
    return () => observer.disconnect();
  }, [total]);
  // Keep the current page's thumbnail in view as pages turn, scrolling the strip only (scrollIntoView
  // would scroll the whole page too).
  useEffect(() => {
    const root = strip.current;
    const item = root?.querySelector(`[data-page="${current}"]`);
    if (!root || !item) return;
    const box = item.getBoundingClientRect();
    const view = root.getBoundingClientRect();
    if (box.top < view.top || box.bottom > view.bottom) root.scrollTop += box.top < view.top ? box.top - view.top : box.bottom - view.bottom;
    if (box.left < view.left || box.right > view.right) root.scrollLeft += box.left < view.left ? box.left - view.left : box.right - view.right;
  }, [current]);
  return (
    <nav className="book__thumbs" aria-label={t("book.pages")} ref={strip}>
      <ol>
        {Array.from({ length: total }, (_, i) => i + 1).map((page) => (
          <li key={page} data-page={page}>
            <button type="button" aria-label={t("book.goToPage", { page })} aria-current={page === current ? "page" : undefined} onClick={() => onSelect(page)}>
              {visible.has(page) ? <PageCanvas book={book} page={page} scale={THUMB_SCALE} className="book__thumb-canvas" /> : <span className="book__thumb-blank" />}
              <span aria-hidden="true">{page}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
