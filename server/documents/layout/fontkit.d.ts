/** The public part of fontkit 2 (pdfkit's font engine, untyped) that fonts.ts uses. */
declare module "fontkit" {
  export interface FontkitFont {
    readonly characterSet: number[];
    glyphForCodePoint(codePoint: number): unknown;
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array): FontkitFont;
}
