/**
 * pdf.js, set up once: the parser runs in a web worker (a same-origin script, allowed by the page's
 * `script-src 'self'`), and never evaluates generated code (`isEvalSupported: false`: the CSP
 * allows no eval). Imported only by the viewer, so only the online book loads it.
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy };

export function openBook(url: string): { promise: Promise<PDFDocumentProxy>; destroy: () => void } {
  const task = getDocument({ url, isEvalSupported: false, enableXfa: false, disableAutoFetch: false });
  return { promise: task.promise, destroy: () => void task.destroy() };
}
