/**
 * The text of a PDF made by server/documents, page by page, in drawing order: each TJ of a page's
 * content streams decoded through the ToUnicode map of the font set by the Tf before it. Enough to
 * check that a document says something, without a PDF text tool on the machine.
 */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream } from "pdf-lib";

function unicodeMap(pdf: PDFDocument, font: PDFDict): Map<string, string> {
  const map = new Map<string, string>();
  const stream = pdf.context.lookup(font.get(PDFName.of("ToUnicode")));
  if (!(stream instanceof PDFRawStream)) return map;
  const cmap = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, gid, hex] of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
      let text = "";
      for (let i = 0; i < hex!.length; i += 4) text += String.fromCharCode(parseInt(hex!.slice(i, i + 4), 16));
      map.set(gid!.toLowerCase(), text);
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, start] of block[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
      const width = from!.length;
      for (let g = parseInt(from!, 16), u = parseInt(start!, 16); g <= parseInt(to!, 16); g++, u++) map.set(g.toString(16).padStart(width, "0"), String.fromCodePoint(u));
    }
  }
  return map;
}

function contentOf(pdf: PDFDocument, contents: unknown): string {
  const object = contents instanceof PDFRef ? pdf.context.lookup(contents) : contents;
  if (object instanceof PDFArray) return object.asArray().map((item) => contentOf(pdf, item)).join("\n");
  if (object instanceof PDFRawStream) return Buffer.from(decodePDFRawStream(object).decode()).toString("latin1");
  return "";
}

/** One string per page; lines drawn separately are joined by a newline. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return pdf.getPages().map((page) => {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
    const maps = new Map<string, Map<string, string>>();
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = pdf.context.lookup(ref);
      if (font instanceof PDFDict) maps.set(name.asString(), unicodeMap(pdf, font));
    }
    const lines: string[] = [];
    let current = new Map<string, string>();
    for (const [, font, array] of contentOf(pdf, page.node.get(PDFName.of("Contents"))).matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (font) {
        current = maps.get(font) ?? new Map();
        continue;
      }
      let line = "";
      for (const [, hex] of array!.matchAll(/<([0-9a-fA-F]*)>/g)) {
        for (let i = 0; i < hex!.length; i += 4) line += current.get(hex!.slice(i, i + 4).toLowerCase()) ?? "\ufffd";
      }
      lines.push(line);
    }
    return lines.join("\n");
  });
}
