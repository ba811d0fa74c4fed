/**
 * React Router's other inline scripts, written more compactly (decision 0043): the hydration data's
 * string in single quotes, the context without its false future flags, and no indentation. Each
 * rewrite leaves a script it cannot read as it was. The caller hands over whole scripts only (the
 * document transform holds back an unfinished one).
 */

/** Every rewrite, in turn, over a piece of the document. */
export function compactInlineScripts(text: string): string {
  return text.replace(ENQUEUE, requoteEnqueue).replace(CONTEXT, withoutFalseFutureFlags).replace(INLINE_SCRIPT, unindent);
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
