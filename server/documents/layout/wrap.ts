/**
 * Line breaking with the Unicode line breaking algorithm (UAX #14, the `linebreak` package pdfkit
 * itself wraps with): breaks after spaces and hyphens, between CJK characters but never before
 * "、。」" and the like. A piece with no break opportunity that is wider than the column (a long
 * part number) is cut between characters, so no line ever runs past its column.
 */
import LineBreaker from "linebreak";

/** The pieces of `text` between break opportunities, trailing spaces and newlines included. */
function pieces(text: string): { piece: string; required: boolean }[] {
  const breaker = new LineBreaker(text);
  const result: { piece: string; required: boolean }[] = [];
  let start = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    result.push({ piece: text.slice(start, next.position), required: next.required });
    start = next.position;
  }
  return result;
}

/** The words a line cannot be broken inside: what a column must be wide enough for. */
export function unbreakable(text: string): string[] {
  return pieces(text)
    .map(({ piece }) => piece.trim())
    .filter(Boolean);
}

/**
 * Greedy filling, measuring each piece once (pdfkit caches the shaping of each piece, so a line is
 * the sum of its pieces: shaping every candidate line again would cost most of a document's time).
 */
export function wrapLines(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = "";
  let lineWidth = 0;
  const flush = () => {
    lines.push(line.trimEnd());
    line = "";
    lineWidth = 0;
  };
  for (const { piece, required } of pieces(text)) {
    const trailing = piece.slice(piece.trimEnd().length);
    const pieceWidth = measure(piece);
    const inkWidth = trailing ? pieceWidth - measure(trailing) : pieceWidth;
    if (line && lineWidth + inkWidth > width) flush();
    if (inkWidth > width) {
      // Too wide on its own: cut between characters.
      for (const char of piece) {
        const charWidth = measure(char);
        if (line && char.trim() && lineWidth + charWidth > width) flush();
        line += char;
        lineWidth += charWidth;
      }
    } else {
      line += piece;
      lineWidth += pieceWidth;
    }
    if (required) flush();
  }
  if (line.trim()) flush();
  return lines.length > 0 ? lines : [""];
}
