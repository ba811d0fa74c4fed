/**
 * The document transform that writes React Router's inline manifest compactly and drops nonces from
 * links. React streams the document in chunks that can cut it anywhere, so every test feeds the
 * same document cut at every place and expects the same answer as for the whole.
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
    expect(answer).toContain(`window.__reactRouterManifest = ${COMPACT};\n  window.__reactRouterRouteModules`);
    expect(answer).toContain("<title>アビス・グラナイト</title>");
    expect(answer).toContain("<p>寸法 760 × 3,680 mm</p>");
  });

  it("drops the nonce from links only: inline scripts keep theirs", async () => {
    const [answer] = [...(await everyCut(page(JSON.stringify(MANIFEST, null, 2))))];
    expect(answer).toContain('<link rel="modulepreload" href="/assets/shell-B.js"/>');
    expect(answer).toContain('<link rel="stylesheet" href="/assets/shell-C.css"/>');
    expect(answer).toContain('<link rel="modulepreload" href="/assets/late-E.js"/>');
    expect(answer!.match(/<script nonce="c2VjcmV0LW5vbmNl"/g)).toHaveLength(2);
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
