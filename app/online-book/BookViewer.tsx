import { useCallback, useEffect, useRef, useState } from "react";
import { useT } from "../i18n/use-i18n";
import { nextZoom, parsePageParam, PAGE_PARAM, withPage } from "./page-param";
import { PageCanvas } from "./PageCanvas";
import { Thumbnails } from "./Thumbnails";
import { openBook, type PDFDocumentProxy } from "./pdf";

/** An A4 page in PDF points: "fit" shows the whole page in the stage. */
const PAGE_POINTS = { width: 595, height: 842 };

/**
 * The viewer: the current page on a canvas, thumbnails, page and zoom buttons, the keyboard
 * (arrows, Page Up/Down, Home/End, + and −) and `?page=` kept in the URL with replaceState.
 */
export default function BookViewer({ pdf }: { pdf: string }) {
  const t = useT();
  const [book, setBook] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [stageSize, setStageSize] = useState({ width: 0, height: 0 });
  const stage = useRef<HTMLDivElement>(null);
  const total = book?.numPages ?? 0;

  useEffect(() => {
    const loading = openBook(pdf);
    loading.promise.then(
      (opened) => {
        setPage(parsePageParam(new URL(window.location.href).searchParams.get(PAGE_PARAM), opened.numPages));
        setBook(opened);
      },
      () => setFailed(true),
    );
    return loading.destroy;
  }, [pdf]);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setStageSize({ width: entry?.contentRect.width ?? 0, height: entry?.contentRect.height ?? 0 }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [book]);

  const go = useCallback((to: number) => setPage((from) => (total ? Math.min(Math.max(1, to), total) : from)), [total]);

  useEffect(() => {
    if (book) window.history.replaceState(window.history.state, "", withPage(window.location.href, page));
  }, [book, page]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if ((event.target as HTMLElement | null)?.closest?.("input, textarea, select, dialog")) return;
      const actions: Record<string, () => void> = {
        ArrowRight: () => go(page + 1),
        ArrowLeft: () => go(page - 1),
        PageDown: () => go(page + 1),
        PageUp: () => go(page - 1),
        Home: () => go(1),
        End: () => go(total),
        "+": () => setZoom((z) => nextZoom(z, 1)),
        "=": () => setZoom((z) => nextZoom(z, 1)),
        "-": () => setZoom((z) => nextZoom(z, -1)),
        "0": () => setZoom(1),
      };
      const action = actions[event.key];
      if (!action || !total) return;
      event.preventDefault();
      action();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [go, page, total]);

  if (failed) return <p className="book__status" role="alert">{t("book.failed")}</p>;
  if (!book) return <p className="book__status" role="status">{t("book.loading")}</p>;

  const label = t("book.pageOf", { page, total });
  const fitScale = stageSize.width > 0 && stageSize.height > 0 ? Math.min(stageSize.width / PAGE_POINTS.width, stageSize.height / PAGE_POINTS.height) : 1;
  return (
    <section className="book__viewer" aria-label={t("book.viewer")}>
      <div className="book__toolbar" role="toolbar" aria-label={t("book.viewer")}>
        <div className="book__group">
          <button type="button" className="book__tool" onClick={() => go(1)} disabled={page === 1} aria-label={t("book.first")} title={t("book.first")}>⇤</button>
          <button type="button" className="book__tool" onClick={() => go(page - 1)} disabled={page === 1} aria-label={t("book.previous")} title={t("book.previous")}>←</button>
          <p className="book__label" aria-live="polite" aria-atomic="true">{label}</p>
          <button type="button" className="book__tool" onClick={() => go(page + 1)} disabled={page === total} aria-label={t("book.next")} title={t("book.next")}>→</button>
          <button type="button" className="book__tool" onClick={() => go(total)} disabled={page === total} aria-label={t("book.last")} title={t("book.last")}>⇥</button>
        </div>
        <div className="book__group">
          <button type="button" className="book__tool" onClick={() => setZoom((z) => nextZoom(z, -1))} aria-label={t("book.zoomOut")} title={t("book.zoomOut")}>−</button>
          <span className="book__zoom">{t("book.zoomLevel", { percent: Math.round(zoom * 100) })}</span>
          <button type="button" className="book__tool" onClick={() => setZoom((z) => nextZoom(z, 1))} aria-label={t("book.zoomIn")} title={t("book.zoomIn")}>+</button>
          <button type="button" className="book__tool book__tool--text" onClick={() => setZoom(1)} aria-pressed={zoom === 1}>{t("book.fit")}</button>
        </div>
      </div>
      <p className="visually-hidden">{t("book.keys")}</p>
      <div className="book__body">
        <Thumbnails book={book} total={total} current={page} onSelect={go} />
        <div className="book__stage" ref={stage} tabIndex={0} aria-label={label}>
          <PageCanvas book={book} page={page} scale={fitScale * zoom} label={label} className="book__page" />
        </div>
      </div>
    </section>
  );
}
