/**
 * Rewrites a streamed HTML document on its way out:
 * - React Router writes its inline route manifest as indented JSON (`JSON.stringify(manifest,
 *   null, 2)`), with every route's flags, most of them false (`"hasClientAction": false`). Written
 *   compactly and without the false flags (React Router reads each flag as true or not), that
 *   script is half the size (decision 0039).
 *   Only the routes the page matched stay in it.
 * - The other inline scripts are written more compactly (./inline-scripts.ts, decision 0043).
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
import { compactInlineScripts } from "./inline-scripts";

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
    compactInlineScripts(text.replace(LINK_NONCE, "$1")).replace(PRELOAD_OR_MODULE_SCRIPT, (whole, href: string | undefined, openTag: string | undefined, body: string, closeTag: string) => {
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
