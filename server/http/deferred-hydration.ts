/**
 * Scripts after the first paint (decision 0042). React Router's document asks for every module of
 * the page up front: module preloads in the head and static imports in its inline module script.
 * On a slow link those 125 kB of JavaScript share the line with the stylesheets and the product
 * image, and the page paints later than it would without them. Every page works without
 * JavaScript (links, forms), so nothing is lost by painting first: the rewritten script waits for
 * the first paint, then for the page's load (at most LOAD_WAIT_MS more), and only then asks for
 * the modules, with their preloads, and hydrates as before.
 */

/** React Router's module preloads, as the document transform sees them (nonce already dropped). */
export const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/** How long after the first paint hydration may wait for images and fonts before it starts anyway. */
export const LOAD_WAIT_MS = 2_000;

// `;` then `import * as routeN from "…";` lines, the manifest, the route modules' table, and the entry's import.
const SCRIPT_SHAPE = /^;\s*((?:import \* as route\d+ from "[^"]+";\s*)+)(window\.__reactRouterManifest = [\s\S]*?;)\s*(window\.__reactRouterRouteModules = \{[^{}]*\};)\s*import\("([^"]+)"\);\s*$/;
const ROUTE_IMPORT = /import \* as (route\d+) from "([^"]+)";/g;

/**
 * The inline module script's text, rewritten to load its modules (and the preloads taken out of the
 * head) after the first paint and the page's load; null when the script is not in the shape React
 * Router writes, which the caller then leaves as it was.
 */
export function deferRouteModules(script: string, preloads: readonly string[]): string | null {
  const shape = SCRIPT_SHAPE.exec(script);
  if (!shape) return null;
  const [, imports, manifest, routeModules, entry] = shape as unknown as [string, string, string, string, string];
  const routes = [...imports.matchAll(ROUTE_IMPORT)].map(([, name, url]) => ({ name: name!, url: url! }));
  const load =
    `const load=()=>{for(const href of ${preloadList(manifest, routeModules, preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}` +
    `Promise.all([${routes.map((route) => `import(${JSON.stringify(route.url)})`).join(",")}]).then(([${routes.map((route) => route.name).join(",")}])=>{${routeModules}return import(${JSON.stringify(entry)})})};`;
  // Two frames: the first paint, then a task after it. A hidden tab paints when shown.
  const start =
    `let started=false;const start=()=>{if(!started){started=true;load()}};` +
    `const afterPaint=()=>requestAnimationFrame(()=>setTimeout(()=>{if(document.readyState==="complete")start();else{addEventListener("load",start);setTimeout(start,${LOAD_WAIT_MS})}}));` +
    `if(document.readyState==="loading")addEventListener("DOMContentLoaded",afterPaint);else afterPaint();`;
  return `;${manifest}\n{${load}${start}}`;
}

interface ManifestModules {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[] } | undefined>;
}

/**
 * The preloads as script text. React Router's preloads are the entry's and each matched route's
 * module and imports, all of which the manifest beside them already names: where they are exactly
 * that, the script reads them from the manifest instead of naming each file again (about 1 kB of
 * a product page). Anything else is written out as it came.
 */
function preloadList(manifestAssignment: string, routeModules: string, preloads: readonly string[]): string {
  const written = JSON.stringify(preloads);
  const ids = [...routeModules.matchAll(/"([^"]+)":route\d+/g)].map(([, id]) => id!);
  let manifest: ManifestModules;
  try {
    manifest = JSON.parse(manifestAssignment.slice(manifestAssignment.indexOf("=") + 1, manifestAssignment.lastIndexOf(";"))) as ManifestModules;
  } catch {
    return written;
  }
  const named = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const id of ids) {
    const route = manifest.routes[id];
    if (!route) return written;
    named.add(route.module);
    for (const href of route.imports ?? []) named.add(href);
  }
  const same = named.size === new Set(preloads).size && preloads.every((href) => named.has(href));
  if (!same) return written;
  return (
    `(()=>{const m=window.__reactRouterManifest,s=new Set([m.entry.module,...(m.entry.imports||[])]);` +
    `for(const id of ${JSON.stringify(ids)}){const r=m.routes[id];s.add(r.module);for(const h of r.imports||[])s.add(h)}return s})()`
  );
}
