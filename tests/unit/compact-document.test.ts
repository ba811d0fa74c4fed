/**
 * The document transform that writes React Router's inline manifest compactly, drops nonces from
 * links, and moves the module loads after the first paint (decision 0042). React streams the
 * document in chunks that can cut it anywhere, so every test feeds the same document cut at every
 * place and expects the same answer as for the whole. The deferred loader itself runs in a fake
 * browser here: what it asks for, and when.
 */
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { compactDocument } from "../../server/http/compact-document";

const MANIFEST = { entry: { module: "/assets/entry.client-A.js", imports: ["/assets/shell-B.js"] }, routes: { root: { id: "root", path: "", hasLoader: true, hasAction: false, hasClientLoader: false } } };
/** What the browser gets: the same manifest, compact, without its false flags. */
const COMPACT = JSON.stringify({ entry: MANIFEST.entry, routes: { root: { id: "root", path: "", hasLoader: true } } });
const NONCE = "c2VjcmV0LW5vbmNl";

const page = (manifest: string) =>
  `<!DOCTYPE html><html lang="ja"><head><link rel="modulepreload" href="/assets/shell-B.js" nonce="${NONCE}"/>` +
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/shell-C.css"/><title>アビス・グラナイト</title></head>` +
  `<body><p>寸法 760 × 3,680 mm</p><script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">;\nimport * as route0 from "/assets/root-D.js";\n  window.__reactRouterManifest = ${manifest};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-A.js");</script><link rel="modulepreload" href="/assets/late-E.js" nonce="${NONCE}"/></body></html>`;

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(compactDocument()));
}

/** The document as one chunk, and cut in two at every byte (which also cuts characters of several bytes). */
async function everyCut(document: string): Promise<Set<string>> {
  const bytes = Buffer.from(document);
  const answers = new Set([await through([bytes])]);
  for (let cut = 1; cut < bytes.length; cut++) answers.add(await through([bytes.subarray(0, cut), bytes.subarray(cut)]));
  return answers;
}

describe("compactDocument", () => {
  it("writes the manifest as compact JSON without false flags and keeps everything else, wherever the stream is cut", async () => {
    const answers = await everyCut(page(JSON.stringify(MANIFEST, null, 2)));
    expect(answers.size).toBe(1);
    const [answer] = [...answers];
    expect(answer).toContain(`window.__reactRouterManifest = ${COMPACT};`);
    expect(answer).toContain("<title>アビス・グラナイト</title>");
    expect(answer).toContain("<p>寸法 760 × 3,680 mm</p>");
  });

  it("drops the nonce from links only: inline scripts keep theirs", async () => {
    const [answer] = [...(await everyCut(page(JSON.stringify(MANIFEST, null, 2))))];
    expect(answer).toContain('<link rel="stylesheet" href="/assets/shell-C.css"/>');
    expect(answer).toContain('<link rel="modulepreload" href="/assets/late-E.js"/>');
    expect(answer!.match(/<script nonce="c2VjcmV0LW5vbmNl"/g)).toHaveLength(2);
  });

  it("takes the module preloads out of the head and has the module script load everything after the first paint", async () => {
    const [answer] = [...(await everyCut(page(JSON.stringify(MANIFEST, null, 2))))];
    expect(answer).not.toContain('<link rel="modulepreload" href="/assets/shell-B.js"/>');
    const script = /<script nonce="[^"]+" type="module" async="">([\s\S]*?)<\/script>/.exec(answer!)![1]!;
    expect(script).not.toMatch(/^\s*import\b/m);
    const browser = fakeBrowser();
    browser.run(script);
    // Nothing is asked for before the first paint.
    expect(browser.requested).toEqual([]);
    expect(JSON.parse(JSON.stringify(browser.window.__reactRouterManifest))).toEqual(JSON.parse(COMPACT));
    browser.paint();
    // After it, with the page loaded: the preloads, the route modules, then the entry with the route modules' table set.
    await browser.settle();
    expect(browser.preloaded).toEqual(["/assets/shell-B.js"]);
    expect(browser.requested).toEqual(["/assets/root-D.js", "/assets/entry.client-A.js"]);
    expect(browser.modulesWhenEntryLoaded).toEqual({ root: { module: "/assets/root-D.js" } });
  });

  it("keeps only the matched routes in the manifest, and reads the preloads from it instead of naming each file twice", async () => {
    const manifest = {
      entry: { module: "/assets/entry.client-A.js", imports: ["/assets/shell-B.js", "/assets/react-dom-F.js"] },
      routes: {
        root: { id: "root", path: "", module: "/assets/root-D.js", imports: ["/assets/shell-B.js"] },
        product: { id: "product", parentId: "root", path: "detail/:slug", module: "/assets/product-G.js", imports: ["/assets/shell-B.js", "/assets/gallery-H.js"] },
        category: { id: "category", parentId: "root", path: "himacs", module: "/assets/category-I.js", imports: ["/assets/landing-J.js"] },
      },
    };
    const preloads = ["/assets/entry.client-A.js", "/assets/shell-B.js", "/assets/react-dom-F.js", "/assets/root-D.js", "/assets/product-G.js", "/assets/gallery-H.js"];
    const document =
      `<html><head>${preloads.map((href) => `<link rel="modulepreload" href="${href}" nonce="${NONCE}"/>`).join("")}</head><body>` +
      `<script nonce="${NONCE}" type="module" async="">;\nimport * as route0 from "/assets/root-D.js";\nimport * as route1 from "/assets/product-G.js";\n  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  window.__reactRouterRouteModules = {"root":route0,"product":route1};\n\nimport("/assets/entry.client-A.js");</script></body></html>`;
    const answers = await everyCut(document);
    expect(answers.size).toBe(1);
    const script = /type="module" async="">([\s\S]*?)<\/script>/.exec([...answers][0]!)![1]!;
    expect(script).not.toContain("category");
    expect(script.split("/assets/gallery-H.js")).toHaveLength(2);
    const browser = fakeBrowser();
    browser.run(script);
    expect(Object.keys((browser.window.__reactRouterManifest as { routes: object }).routes)).toEqual(["root", "product"]);
    browser.paint();
    await browser.settle();
    expect(new Set(browser.preloaded)).toEqual(new Set(preloads));
    expect(browser.preloaded).toHaveLength(preloads.length);
    expect(browser.requested).toEqual(["/assets/root-D.js", "/assets/product-G.js", "/assets/entry.client-A.js"]);
  });

  it("writes the hydration data's string in single quotes: the same string, without a backslash before each quote", async () => {
    const data = JSON.stringify([{ _1: 2 }, "Abyss Granite", "l'atelier", "C:\\path", "</script><!--", "a & b > c", "line\nbreak\r", "\u2028\u2029", "\u0007", "寸法 760 × 3,680 mm"]) + "\n";
    // As React Router writes it: JSON.stringify, then its HTML escaping.
    const literal = JSON.stringify(data).replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
    const document = `<html><body><p>x</p><script nonce="${NONCE}">window.__reactRouterContext.streamController.enqueue(${literal});</script></body></html>`;
    const answers = await everyCut(document);
    expect(answers.size).toBe(1);
    const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec([...answers][0]!)![1]!;
    expect(script).not.toContain('\\"');
    expect(script).not.toMatch(/<|\u2028|\u2029/);
    expect(script.length).toBeLessThan(`window.__reactRouterContext.streamController.enqueue(${literal});`.length);
    let enqueued: unknown;
    new Function("window", script)({ __reactRouterContext: { streamController: { enqueue: (value: unknown) => (enqueued = value) } } });
    expect(enqueued).toBe(data);
  });

  it("leaves React Router's false future flags out of its context, and the rest as it was", async () => {
    const context = { basename: "/", future: { unstable_optimizeDeps: false, v8_middleware: true, v8_splitRouteModules: false }, routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" }, ssr: true, isSpaMode: false };
    const stream = "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
    const document = `<html><body><p>x</p><script nonce="${NONCE}">window.__reactRouterContext = ${JSON.stringify(context)};${stream}</script></body></html>`;
    const answers = await everyCut(document);
    expect(answers.size).toBe(1);
    expect([...answers][0]).toContain(`window.__reactRouterContext = ${JSON.stringify({ ...context, future: { v8_middleware: true } })};${stream}</script>`);
  });

  it("takes the indentation out of inline scripts where it cannot change their meaning", async () => {
    const restore = `((storageKey2, restoreKey) => {\n    if (!window.history.state) {\n      window.history.replaceState({ key: "a  b" }, "");\n    }\n  })("react-router-scroll-positions", null)`;
    const template = "(() => {\n  const text = `line\n    indented`;\n})()";
    const document = `<html><head><script nonce="${NONCE}">${restore}</script></head><body><script nonce="${NONCE}">${template}</script></body></html>`;
    const answers = await everyCut(document);
    expect(answers.size).toBe(1);
    const [answer] = [...answers];
    expect(answer).toContain(`<script nonce="${NONCE}">((storageKey2, restoreKey) => {\nif (!window.history.state) {\nwindow.history.replaceState({ key: "a  b" }, "");\n}\n})("react-router-scroll-positions", null)</script>`);
    // A template literal's spaces are its text: that script is left as it was.
    expect(answer).toContain(template);
  });

  it("waits for the page's load after the first paint, at most two seconds", async () => {
    const [answer] = [...(await everyCut(page(JSON.stringify(MANIFEST, null, 2))))];
    const script = /type="module" async="">([\s\S]*?)<\/script>/.exec(answer!)![1]!;
    const loaded = fakeBrowser({ readyState: "interactive" });
    loaded.run(script);
    loaded.paint();
    expect(loaded.requested).toEqual([]);
    loaded.fire("load");
    await loaded.settle();
    expect(loaded.requested).toContain("/assets/entry.client-A.js");

    const slow = fakeBrowser({ readyState: "interactive" });
    slow.run(script);
    slow.paint();
    slow.advance(1_999);
    expect(slow.requested).toEqual([]);
    slow.advance(1);
    await slow.settle();
    expect(slow.requested).toContain("/assets/entry.client-A.js");
  });

  it("leaves a module script of another shape as it was, its preloads put back before it", async () => {
    const document = `<html><head><link rel="modulepreload" href="/assets/a.js"/></head><body><script type="module">import "/@vite/client";</script></body></html>`;
    expect([...(await everyCut(document))]).toEqual([`<html><head></head><body><link rel="modulepreload" href="/assets/a.js"/><script type="module">import "/@vite/client";</script></body></html>`]);
  });

  it("leaves a manifest it cannot read as it was", async () => {
    const broken = '{\n  "entry": {\n    "module": ';
    const answers = await everyCut(page(broken));
    expect(answers.size).toBe(1);
    expect([...answers][0]).toContain(`window.__reactRouterManifest = ${broken};`);
  });

  it("passes a document without a manifest through unchanged, apart from link nonces", async () => {
    const document = `<html><head><link rel="icon" href="/favicon.svg"/></head><body><p>window.__reactRouterMani</p></body></html>`;
    expect([...(await everyCut(document))]).toEqual([document]);
  });
});

/**
 * Just enough of a browser to run the deferred loader: frames, timers, events, `<link>`s appended
 * to the head, and `import()` (rewritten to a recorder, since the script is run as a function).
 */
function fakeBrowser({ readyState = "complete" }: { readyState?: string } = {}) {
  const frames: (() => void)[] = [];
  let timers: { at: number; run: () => void }[] = [];
  let now = 0;
  const listeners = new Map<string, (() => void)[]>();
  const state = { requested: [] as string[], preloaded: [] as string[], modulesWhenEntryLoaded: undefined as unknown };
  const window: Record<string, unknown> = {};
  const document = {
    readyState,
    createElement: () => ({}) as { rel?: string; href?: string },
    head: { append: (link: { rel?: string; href?: string }) => link.rel === "modulepreload" && state.preloaded.push(link.href!) },
  };
  const importModule = async (url: string) => {
    state.requested.push(url);
    if (url.includes("entry.client")) state.modulesWhenEntryLoaded = JSON.parse(JSON.stringify(window.__reactRouterRouteModules));
    return { module: url };
  };
  const runTimersUntil = (time: number) => {
    for (;;) {
      const due = timers.filter((timer) => timer.at <= time).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((timer) => timer !== due);
      now = due.at;
      due.run();
    }
    now = time;
  };
  return {
    window,
    get requested() {
      return state.requested;
    },
    get preloaded() {
      return state.preloaded;
    },
    get modulesWhenEntryLoaded() {
      return state.modulesWhenEntryLoaded;
    },
    run(script: string) {
      const body = script.replace(/\bimport\(/g, "importModule(").replace(/\bwindow\./g, "window.");
      new Function("window", "document", "requestAnimationFrame", "setTimeout", "addEventListener", "importModule", body)(
        window,
        document,
        (frame: () => void) => frames.push(frame),
        (run: () => void, ms = 0) => timers.push({ at: now + ms, run }),
        (type: string, listener: () => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
        importModule,
      );
    },
    /** A frame is drawn, then the task queued behind it runs. */
    paint() {
      for (const frame of frames.splice(0)) frame();
      runTimersUntil(now);
    },
    fire(type: string) {
      for (const listener of listeners.get(type) ?? []) listener();
    },
    advance(ms: number) {
      runTimersUntil(now + ms);
    },
    async settle() {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    },
  };
}
