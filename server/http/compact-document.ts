/**
 * Rewrites a streamed HTML document on its way out:
 * - React Router writes its inline route manifest as indented JSON (`JSON.stringify(manifest,
 *   null, 2)`), with every route's flags, most of them false (`"hasClientAction": false`). Written
 *   compactly and without the false flags (React Router reads each flag as true or not), that
 *   script is half the size (decision 0039).
 *   Only the routes the page matched stay in it.
 * - The hydration data's string is written in single quotes, without a backslash before each quote.
 * - Inline scripts lose their lines' indentation where that cannot change what they mean.
 * - React Router's context leaves out its false future flags.
 * - React Router puts the CSP nonce on every `<link>` it writes (module preloads, stylesheets).
 *   The policy allows same-origin scripts and styles ('self'), so a link needs no nonce; only
 *   inline scripts do, and they keep theirs.
 * - The module preloads before the inline module script go, and that script loads the modules
 *   after the first paint instead (./deferred-hydration.ts, decision 0042).
 * The document arrives in chunks that may cut a tag or a script anywhere, so an unfinished tag and
 * an unfinished script are held back until the chunk that completes them.
 */
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { deferRouteModules, MODULE_PRELOAD } from "./deferred-hydration";

const MANIFEST_START = "window.__reactRouterManifest = ";
const MANIFEST_NEXT = "window.__reactRouterRouteModules";
/** The route modules' table after the manifest: it names the routes the page matched. */
const MATCHED_ROUTES = /^window\.__reactRouterRouteModules = \{([^{}]*)\};/;
const LINK_NONCE = /(<link\b[^>]*?) nonce="[^"]*"/g;
/** A module preload, or React Router's inline module script (opening tag, text, closing tag), in document order. */
const PRELOAD_OR_MODULE_SCRIPT = new RegExp(`${MODULE_PRELOAD.source}|(<script\\b[^>]*\\btype="module"[^>]*>)([\\s\\S]*?)(</script>)`, "g");

export function compactDocument(): Transform {
  // A chunk may also end inside a character of several bytes.
  const decoder = new StringDecoder("utf8");
  let held = "";
  // Module preloads met before the module script; after it, preloads are left where they are.
  const preloads: string[] = [];
  let scriptDone = false;

  const ready = (text: string): { out: string; rest: string } => {
    // An unfinished script is held back whole, so the module script is rewritten in one piece.
    const script = text.lastIndexOf("<script");
    if (script >= 0 && text.indexOf("</script>", script) < 0) return { out: text.slice(0, script), rest: text.slice(script) };
    // An unfinished tag is held back whole, so its nonce is seen with the rest of it.
    const open = text.lastIndexOf("<");
    if (open > text.lastIndexOf(">")) return { out: text.slice(0, open), rest: text.slice(open) };
    return { out: text, rest: "" };
  };

  const rewrite = (text: string): string =>
    text.replace(LINK_NONCE, "$1").replace(ENQUEUE, requoteEnqueue).replace(CONTEXT, withoutFalseFutureFlags).replace(INLINE_SCRIPT, unindent).replace(PRELOAD_OR_MODULE_SCRIPT, (whole, href: string | undefined, openTag: string | undefined, body: string, closeTag: string) => {
      if (scriptDone) return whole;
      if (href !== undefined) {
        preloads.push(href);
        return "";
      }
      scriptDone = true;
      const compact = compactManifestIn(body);
      const deferred = deferRouteModules(compact, preloads);
      // A script of another shape loads its modules as written: its preloads go back in before it.
      if (deferred === null) return `${preloadLinks(preloads)}${openTag}${compact}${closeTag}`;
      return `${openTag}${deferred}${closeTag}`;
    });

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const { out, rest } = ready(held + decoder.write(Buffer.from(chunk)));
      held = rest;
      callback(null, rewrite(out));
    },
    flush(callback) {
      const rest = rewrite(held + decoder.end());
      // A document that ended without the module script keeps its preloads.
      callback(null, scriptDone ? rest : rest + preloadLinks(preloads));
    },
  });
}

/**
 * React Router streams the hydration data as a JSON string inside a JSON string literal
 * (`enqueue("[{\"_1\":2,…")`), so every quote of the data costs a backslash: about 650 bytes of a
 * product page. The same string in single quotes needs none. HTML-sensitive characters stay escaped
 * as React Router escapes them (`<`, `>`, `&`, U+2028, U+2029), so the script cannot end early.
 */
const ENQUEUE = /(window\.__reactRouterContext\.streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);<\/script>)/g;
const SINGLE_QUOTED_ESCAPES: Record<string, string> = { "\\": "\\\\", "'": "\\'", "\n": "\\n", "\r": "\\r" };

function requoteEnqueue(whole: string, call: string, literal: string, end: string): string {
  let value: unknown;
  try {
    value = JSON.parse(literal);
  } catch {
    return whole;
  }
  if (typeof value !== "string") return whole;
  const quoted = value.replace(/[\\'\n\r<>&\u2028\u2029\u0000-\u001f]/g, (c) => SINGLE_QUOTED_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `${call}'${quoted}'${end}`;
}

/**
 * React Router's context names every future flag of the build, most of them false. The browser
 * reads each as true or not (React Router spreads them over its own defaults, which are false), so
 * the false ones go, as in the manifest (about 190 bytes).
 */
const CONTEXT = /(window\.__reactRouterContext = )(\{[^<]*?\});(?=window\.__reactRouterContext\.stream = )/;

function withoutFalseFutureFlags(whole: string, assignment: string, json: string): string {
  try {
    const context = JSON.parse(json) as { future?: Record<string, unknown> };
    if (!context.future) return whole;
    context.future = Object.fromEntries(Object.entries(context.future).filter(([, value]) => value !== false));
    return `${assignment}${JSON.stringify(context)};`;
  } catch {
    return whole;
  }
}

/**
 * React Router writes its scroll restoration script from a function's source, indented. A line's
 * leading spaces mean nothing to JavaScript outside a template literal or a string continued over
 * a line break, so a script without either loses them.
 */
// The module script is left to the rewrite below, which reads React Router's shape of it.
const INLINE_SCRIPT = /(<script\b(?![^>]*\btype="module")[^>]*>)([\s\S]*?)(<\/script>)/g;

function unindent(whole: string, open: string, body: string, close: string): string {
  if (!/\n[ \t]/.test(body) || body.includes("`") || body.includes("\\\n")) return whole;
  return `${open}${body.replace(/\n[ \t]+/g, "\n")}${close}`;
}

/** The module script's text with its manifest written compactly (unchanged where there is none). */
function compactManifestIn(script: string): string {
  const start = script.indexOf(MANIFEST_START);
  const next = start < 0 ? -1 : script.indexOf(MANIFEST_NEXT, start);
  if (next < 0) return script;
  const matched = MATCHED_ROUTES.exec(script.slice(next));
  const keep = matched ? new Set([...matched[1]!.matchAll(/"([^"]+)":route\d+/g)].map(([, id]) => id!)) : null;
  return script.slice(0, start) + compactManifest(script.slice(start, next), keep) + script.slice(next);
}

/**
 * `window.__reactRouterManifest = {…};\n  ` written compactly, false flags left out (unchanged if it
 * does not parse). Only the matched routes (`keep`) stay: React Router also lists the routes of the
 * path's ancestors, but the browser discovers any route it lacks before following a link to it
 * (the links it renders are looked up in a batch, and a navigation asks for its own), so those
 * entries only save a request that is made anyway for the page's other links (about 1 kB).
 */
function compactManifest(assignment: string, keep: ReadonlySet<string> | null): string {
  const json = assignment.slice(MANIFEST_START.length);
  const end = json.lastIndexOf(";");
  if (end < 0) return assignment;
  try {
    const manifest = JSON.parse(json.slice(0, end)) as { routes?: Record<string, unknown> };
    if (keep && manifest.routes && [...keep].every((id) => id in manifest.routes!)) {
      manifest.routes = Object.fromEntries(Object.entries(manifest.routes).filter(([id]) => keep.has(id)));
    }
    return `${MANIFEST_START}${JSON.stringify(manifest, (_key, value: unknown) => (value === false ? undefined : value))}${json.slice(end)}`;
  } catch {
    return assignment;
  }
}

const preloadLinks = (hrefs: readonly string[]) => hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("");
