import { useEffect, useRef, useState } from "react";
import { useT } from "../i18n/use-i18n";
import { PageCanvas } from "./PageCanvas";
import type { PDFDocumentProxy } from "./pdf";

/** Width of a thumbnail in CSS pixels (an A4 page is 595 points wide). */
const THUMB_SCALE = 96 / 595;

/** The strip of page thumbnails; each is drawn only once it scrolls into view. */
export function Thumbnails({ book, total, current, onSelect }: { book: PDFDocumentProxy; total: number; current: number; onSelect: (page: number) => void }) {
  const t = useT();
  const list = useRef<HTMLOListElement>(null);
  const [visible, setVisible] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    const root = list.current;
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
  // Keep the current page's thumbnail in view as pages turn.
  useEffect(() => {
    list.current?.querySelector(`[data-page="${current}"]`)?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [current]);
  return (
    <nav className="book__thumbs" aria-label={t("book.pages")}>
      <ol ref={list}>
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
