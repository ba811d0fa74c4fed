import { useEffect, useRef } from "react";
import type { PDFDocumentProxy } from "./pdf";

/**
 * One page of the book drawn on a canvas at `scale` CSS pixels per PDF point, sharp on high-density
 * screens. A newer draw cancels the one under way. The canvas is an image labelled with its page.
 */
export function PageCanvas({ book, page, scale, label, className }: { book: PDFDocumentProxy; page: number; scale: number; label?: string; className?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let task: { cancel(): void } | null = null;
    void book.getPage(page).then((proxy) => {
      const element = canvas.current;
      if (cancelled || !element) return;
      const viewport = proxy.getViewport({ scale });
      const density = Math.min(window.devicePixelRatio || 1, 2);
      element.width = Math.floor(viewport.width * density);
      element.height = Math.floor(viewport.height * density);
      element.style.width = `${Math.floor(viewport.width)}px`;
      element.style.height = `${Math.floor(viewport.height)}px`;
      const render = proxy.render({ canvas: element, viewport, ...(density !== 1 ? { transform: [density, 0, 0, density, 0, 0] } : {}) });
      task = render;
      render.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [book, page, scale]);
  // A thumbnail inside a labelled button needs no label of its own: hidden from assistive technology.
  return label ? <canvas ref={canvas} className={className} role="img" aria-label={label} /> : <canvas ref={canvas} className={className} aria-hidden="true" />;
}
