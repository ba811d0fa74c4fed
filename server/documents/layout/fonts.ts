/**
 * The typefaces of a document: Inter for the Latin and Cyrillic languages, Noto Sans JP for Japanese,
 * Noto Sans SC for Chinese (both also carry Latin glyphs, so a Latin product name in a Japanese
 * document is set in the same face), as static TrueType files from @expo-google-fonts, one per weight.
 * pdfkit shapes and subsets them with fontkit, whose parsed fonts are shared by the documents.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { ContentLanguage } from "../../../core/catalogue/enums";
import { create, type FontkitFont } from "fontkit";
import { WEIGHTS } from "./theme";

const FILES: Record<"inter" | "jp" | "sc", Record<(typeof WEIGHTS)[number], string>> = {
  inter: { 400: "@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf", 600: "@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf" },
  jp: { 400: "@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf", 600: "@expo-google-fonts/noto-sans-jp/600SemiBold/NotoSansJP_600SemiBold.ttf" },
  sc: { 400: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf", 600: "@expo-google-fonts/noto-sans-sc/600SemiBold/NotoSansSC_600SemiBold.ttf" },
};

function faceFor(language: ContentLanguage): keyof typeof FILES {
  if (language === "ja") return "jp";
  if (language === "zh") return "sc";
  return "inter";
}

const require = createRequire(import.meta.url);
/**
 * Parsed faces, kept for the life of the process (a worker thread): parsing a face's shaping tables
 * again for each document was most of a Latin document's render time, and a CJK face is 5-10 MB per
 * weight, so a worker that renders only Latin documents never reads one.
 */
const faces = new Map<string, FontkitFont>();

function parsedFace(specifier: string): FontkitFont {
  let font = faces.get(specifier);
  if (!font) {
    font = create(readFileSync(require.resolve(specifier)));
    // fontkit keeps each glyph with the characters it was first asked for. A glyph first reached
    // as a part of another (the "U" in "Ü", "’" in "“", while pdfkit writes a subset) would keep
    // none, and the next document would show a "U" that copies and searches as nothing: ask for
    // the characters of the documents' scripts first, in WARM_ORDER.
    const ranked = font.characterSet.filter((codePoint) => warmRank(codePoint) >= 0);
    ranked.sort((a, b) => warmRank(a) - warmRank(b) || a - b);
    for (const codePoint of ranked) font.glyphForCodePoint(codePoint);
    faces.set(specifier, font);
  }
  return font;
}

/**
 * The blocks whose characters are cached first, most ordinary first, so that a glyph several
 * characters share stands for the one the documents use: "・" not the hyphenation point "‧", "’"
 * not the modifier "ʼ", "～" (as the Japanese labels write it) not "〜", "長" not the radical "⻑"
 * (radicals, modifier letters and symbols are never asked for here).
 */
const WARM_ORDER: readonly (readonly [number, number])[] = [
  [0x0020, 0x024f], // Latin
  [0x0300, 0x036f], // combining accents
  [0x0400, 0x04ff], // Cyrillic
  [0xff00, 0xffef], // full-width forms
  [0x3000, 0x30ff], // CJK punctuation, kana
  [0x4e00, 0x9fff], // CJK ideographs
  [0x2000, 0x206f], // general punctuation
];

/**
 * Position in WARM_ORDER, or -1 for a character left to be cached when a text first uses it. The
 * figure dash is one: Inter's shaping picks its glyph for "–" between digits, which must then
 * copy as "–".
 */
function warmRank(codePoint: number): number {
  if (codePoint === 0x2012) return -1;
  return WARM_ORDER.findIndex(([from, to]) => codePoint >= from && codePoint <= to);
}

/** pdfkit's registered name of a weight. */
export function fontName(weight: number): string {
  return `w${weight}`;
}

/** Registers the document's weights with pdfkit under fontName(weight). */
export function registerFonts(doc: PDFKit.PDFDocument, language: ContentLanguage): void {
  const face = FILES[faceFor(language)];
  // pdfkit takes a parsed fontkit font as well as file bytes (its types list only the latter).
  for (const weight of WEIGHTS) doc.registerFont(fontName(weight), parsedFace(face[weight]) as unknown as Uint8Array);
}
