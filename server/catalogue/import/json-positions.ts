/**
 * Finds the line on which each element of the top-level arrays of a JSON document starts, so an
 * import can say "line 214" rather than "products[12]". A small scanner: JSON.parse gives no positions.
 */
export function arrayElementLines(source: string): Map<string, number[]> {
  const lines = new Map<string, number[]>();
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let lastKey = "";
  let stringStart = -1;
  let currentArray: string | null = null;
  let expectValue = false;

  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === "\n") line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === "\\") escaped = true;
      else if (ch === '"') {
        inString = false;
        if (depth === 1) lastKey = source.slice(stringStart + 1, i);
      }
      continue;
    }
    if (ch === '"') {
      if (currentArray && depth === 2 && expectValue) record(currentArray);
      inString = true;
      stringStart = i;
      continue;
    }
    if (/\s/.test(ch)) continue;
    if (currentArray && depth === 2 && expectValue && ch !== "]") record(currentArray);
    if (ch === "{" || ch === "[") {
      if (depth === 1 && ch === "[") {
        currentArray = lastKey;
        lines.set(currentArray, []);
        expectValue = true;
      }
      depth++;
    } else if (ch === "}" || ch === "]") {
      depth--;
      if (depth === 1) currentArray = null;
    } else if (ch === "," && depth === 2 && currentArray) {
      expectValue = true;
    }
  }
  return lines;

  function record(array: string) {
    lines.get(array)!.push(line);
    expectValue = false;
  }
}

/** The line of a top-level key (`"guides": {`), for errors in a value that is not an array of rows; 0 when absent. */
export function topLevelKeyLine(source: string, key: string): number {
  let line = 1;
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === "\n") line++;
    else if (ch === "{" || ch === "[") depth++;
    else if (ch === "}" || ch === "]") depth--;
    else if (ch === '"') {
      const end = stringEnd(source, i);
      if (depth === 1 && source.slice(i + 1, end) === key && /^\s*:/.test(source.slice(end + 1, end + 64))) return line;
      for (let j = i; j < end; j++) if (source[j] === "\n") line++;
      i = end;
    }
  }
  return 0;
}

/** Index of the quote that closes the string opened at `start`. */
function stringEnd(source: string, start: number): number {
  for (let i = start + 1; i < source.length; i++) {
    if (source[i] === "\\") i++;
    else if (source[i] === '"') return i;
  }
  return source.length;
}
