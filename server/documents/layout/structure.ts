/**
 * The tagged-PDF structure of a document (pdfkit's `tagged: true`): what screen readers and text
 * reflow read. Drawing calls run inside `element("P", …)` and the like; every piece of text drawn
 * there is marked as content of that element, so a paragraph that breaks across pages is still one
 * paragraph. Whatever is drawn outside an element (rules, panels, the swatch, running headers and
 * footers, a table header repeated on a new page) is marked as an artifact and skipped by readers.
 */
export class Structure {
  private readonly root: PDFKit.PDFStructureElement;
  private current: { element: PDFKit.PDFStructureElement; type: string } | undefined;

  constructor(private readonly doc: PDFKit.PDFDocument) {
    this.root = doc.struct("Document");
    doc.addStructure(this.root);
  }

  /** Runs `draw` with what it draws tagged as a `type` element inside the current one. */
  element(type: string, draw: () => void): void {
    const element = this.doc.struct(type);
    (this.current?.element ?? this.root).add(element);
    const outer = this.current;
    this.current = { element, type };
    try {
      draw();
    } finally {
      this.current = outer;
      element.end();
    }
  }

  /** Runs `draw` with what it draws marked as an artifact, even inside an element. */
  artifact(draw: () => void): void {
    const outer = this.current;
    this.current = undefined;
    try {
      draw();
    } finally {
      this.current = outer;
    }
  }

  /** Marks what `draw` puts on the page: content of the current element, or an artifact. */
  mark(draw: () => void, kind: "text" | "decoration" = "text"): void {
    const current = kind === "text" ? this.current : undefined;
    if (current) {
      const content = this.doc.markStructureContent(current.type);
      draw();
      this.doc.endMarkedContent();
      current.element.add(content);
    } else {
      this.doc.markContent("Artifact");
      draw();
      this.doc.endMarkedContent();
    }
  }

  end(): void {
    this.root.end();
  }
}
