/**
 * Takes two kinds of dead weight out of a streamed HTML document (decision 0039):
 * - React Router writes its inline route manifest as indented JSON (`JSON.stringify(manifest,
 *   null, 2)`), with every route's flags, most of them false (`"hasClientAction": false`). Written
 *   compactly and without the false flags (React Router reads each flag as true or not), that
 *   script is half the size.
 * - React Router puts the CSP nonce on every `<link>` it writes (module preloads, stylesheets).
 *   The policy allows same-origin scripts and styles ('self'), so a link needs no nonce; only
 *   inline scripts do, and they keep theirs.
 * The document arrives in chunks that may cut a tag or the manifest anywhere, so an unfinished tag
 * and an unfinished manifest are held back until the chunk that completes them.
 */
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MANIFEST_START = "window.__reactRouterManifest = ";
const MANIFEST_NEXT = "window.__reactRouterRouteModules";
const LINK_NONCE = /(<link\b[^>]*?) nonce="[^"]*"/g;

export function compactDocument(): Transform {
  // A chunk may also end inside a character of several bytes.
  const decoder = new StringDecoder("utf8");
  let held = "";
  let manifestDone = false;

  const ready = (text: string): { out: string; rest: string } => {
    if (!manifestDone) {
      const start = text.indexOf(MANIFEST_START);
      if (start < 0) {
        // The start of the manifest's marker may end this chunk.
        const keep = partialSuffix(text, MANIFEST_START);
        if (keep > 0) return { out: text.slice(0, -keep), rest: text.slice(-keep) };
      } else {
        const next = text.indexOf(MANIFEST_NEXT, start);
        if (next < 0) return { out: text.slice(0, start), rest: text.slice(start) };
        manifestDone = true;
        text = text.slice(0, start) + compactManifest(text.slice(start, next)) + text.slice(next);
      }
    }
    // An unfinished tag is held back whole, so its nonce is seen with the rest of it.
    const open = text.lastIndexOf("<");
    if (open > text.lastIndexOf(">")) return { out: text.slice(0, open), rest: text.slice(open) };
    return { out: text, rest: "" };
  };

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const { out, rest } = ready(held + decoder.write(Buffer.from(chunk)));
      held = rest;
      callback(null, out.replace(LINK_NONCE, "$1"));
    },
    flush(callback) {
      callback(null, (held + decoder.end()).replace(LINK_NONCE, "$1"));
    },
  });
}

/** `window.__reactRouterManifest = {…};\n  ` written compactly, false flags left out (unchanged if it does not parse). */
function compactManifest(assignment: string): string {
  const json = assignment.slice(MANIFEST_START.length);
  const end = json.lastIndexOf(";");
  if (end < 0) return assignment;
  try {
    return `${MANIFEST_START}${JSON.stringify(JSON.parse(json.slice(0, end)), (_key, value: unknown) => (value === false ? undefined : value))}${json.slice(end)}`;
  } catch {
    return assignment;
  }
}

/** How many characters at the end of text begin marker (0 when none do). */
function partialSuffix(text: string, marker: string): number {
  for (let length = Math.min(marker.length - 1, text.length); length > 0; length--) {
    if (marker.startsWith(text.slice(-length))) return length;
  }
  return 0;
}
