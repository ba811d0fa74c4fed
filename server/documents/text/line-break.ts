/**
 * Greedy line breaking for Latin, Cyrillic and CJK text. Latin breaks at spaces (and after a
 * hyphen or slash inside long words); CJK may break between any two characters except where
 * kinsoku rules forbid it (no closing punctuation or small kana at a line start, no opening bracket
 * at a line end). A word longer than the line is split by character, with a hyphen for letters.
 */

export type Measure = (text: string) => number;

const NO_LINE_START = new Set([..."、。，．,.:;：；！？!?)）]］}｝」』】〕〉》〙〗・ー～ゝゞヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々〻‐゠–〜%％"]);
const NO_LINE_END = new Set([..."（([［{｛「『【〔〈《〘〖"]);

function isCjk(codePoint: number): boolean {
  return (
    (codePoint >= 0x2e80 && codePoint <= 0x9fff) ||
    (codePoint >= 0xac00 && codePoint <= 0xd7af) ||
    (codePoint >= 0xf900 && codePoint <= 0xfaff) ||
    (codePoint >= 0xfe30 && codePoint <= 0xfe4f) ||
    (codePoint >= 0xff00 && codePoint <= 0xffef) ||
    (codePoint >= 0x20000 && codePoint <= 0x3134f)
  );
}

/** Units that may not be split, each with the whitespace that follows it. */
function units(text: string): string[] {
  const result: string[] = [];
  let word = "";
  const chars = [...text];
  const push = (unit: string) => {
    if (unit === "") return;
    const first = [...unit][0]!;
    const previous = result[result.length - 1];
    // Kinsoku: a closing mark joins the unit before it; an opening mark waits for the next one.
    if (previous !== undefined && (NO_LINE_START.has(first) || NO_LINE_END.has([...previous.trimEnd()].pop() ?? ""))) {
      result[result.length - 1] = previous + unit;
    } else result.push(unit);
  };
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    const codePoint = char.codePointAt(0)!;
    if (char === " ") {
      word += char;
      continue;
    }
    if (word.endsWith(" ")) {
      push(word);
      word = "";
    }
    if (isCjk(codePoint)) {
      push(word);
      word = "";
      push(char);
      continue;
    }
    // A Latin word directly after a CJK character starts a new unit.
    const previous = chars[i - 1];
    if (word === "" && previous !== undefined && isCjk(previous.codePointAt(0)!) && !NO_LINE_START.has(char)) {
      word = char;
      continue;
    }
    word += char;
  }
  push(word);
  return result;
}

/** The pieces of text a line may not be broken inside (words, CJK characters with their punctuation). */
export function unbreakable(text: string): string[] {
  return units(text.replace(/\s+/g, " ").trim()).flatMap((unit) => softSplit(unit.trimEnd()));
}

/** Soft break points inside a long Latin word: after "-" or "/" with at least 3 letters either side. */
function softSplit(word: string): string[] {
  const parts = word.split(/(?<=[\p{L}\p{N}]{3}[-/])(?=[\p{L}\p{N}]{3})/u);
  return parts.length > 1 ? parts : [word];
}

function hardSplit(unit: string, maxWidth: number, measure: Measure): string[] {
  const chars = [...unit.trimEnd()];
  const trailing = unit.slice(unit.trimEnd().length);
  const pieces: string[] = [];
  let current = "";
  for (const char of chars) {
    const letter = /\p{L}/u.test(char);
    const candidate = current + char;
    const suffix = letter && !isCjk(char.codePointAt(0)!) ? "-" : "";
    if (current !== "" && measure(candidate + suffix) > maxWidth) {
      const hyphen = /\p{L}$/u.test(current) && !isCjk(current.codePointAt(current.length - 1)!) ? "-" : "";
      pieces.push(current + hyphen);
      current = char;
    } else current = candidate;
  }
  pieces.push(current + trailing);
  return pieces;
}

/** Lines of at most `maxWidth` (as measured), trailing spaces removed. Explicit newlines are kept. */
export function breakLines(text: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  // Units are measured one by one and summed: kerning across a break opportunity is negligible.
  const widths = new Map<string, number>();
  const widthOf = (t: string) => {
    let width = widths.get(t);
    if (width === undefined) widths.set(t, (width = measure(t)));
    return width;
  };
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    let lineWidth = 0;
    const pending = units(paragraph.replace(/[\t ]+/g, " ").trim());
    while (pending.length > 0) {
      const unit = pending.shift()!;
      if (lineWidth + widthOf(unit.trimEnd()) <= maxWidth) {
        line += unit;
        lineWidth += widthOf(unit);
        continue;
      }
      if (line !== "") {
        lines.push(line.trimEnd());
        line = "";
        lineWidth = 0;
        pending.unshift(unit);
        continue;
      }
      // The unit alone is too wide: try its soft break points, then split it by character.
      const soft = softSplit(unit);
      if (soft.length > 1) {
        pending.unshift(...soft);
        continue;
      }
      const pieces = hardSplit(unit, maxWidth, measure);
      lines.push(...pieces.slice(0, -1));
      line = pieces[pieces.length - 1] ?? "";
      lineWidth = widthOf(line);
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
