/**
 * Pruning the shared store's renders (BLOB_STORE on S3, against s3rver): once the previous
 * catalogue's grace has passed, the renders the current catalogue no longer links to go, and what
 * it links to, what was written within the grace and what is not a render stay.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookVersion } from "../../core/catalogue/book";
import { DOCUMENT_RENDERER_VERSION, documentVersion, imageVersion } from "../../core/catalogue/media";
import type { Product } from "../../core/catalogue/model";
import type { SharedFiles } from "../../server/blobs/blob-store";
import { openBlobStore } from "../../server/blobs/open-blob-store";
import type { CatalogueSnapshot } from "../../server/catalogue/catalogue-store";
import { RENDERER_VERSION } from "../../server/images/image-service";
import { prerenderMarker } from "../../server/images/prerender-once";
import { pruneRenders } from "../../server/images/prune-renders";
import { startS3Server, type TestS3Server } from "../support/s3-server";

const GRACE_MS = 15 * 60_000;
const product = { contentId: "300001", slug: "arctic-white", swatch: { texture: "solid", base: "#f2f1ed", accent: "#e6e5e0", seed: 21 }, documents: [] } as unknown as Product;
const changed = { ...product, swatch: { ...product.swatch, base: "#ffffff" } } as Product;

/** The part of a catalogue snapshot the pruner reads. */
function snapshot(version: number, updatedAt: number): CatalogueSnapshot {
  return { version, guidesVersion: "g1", updatedAt, products: new Map([[product.contentId, product]]) } as unknown as CatalogueSnapshot;
}

let s3: TestS3Server;
let shared: SharedFiles;
beforeAll(async () => {
  s3 = await startS3Server();
  shared = openBlobStore({ BLOB_STORE: s3.env.BLOB_STORE!, BLOB_DIR: "/nonexistent" }, s3.env).shared!;
});
afterAll(() => s3?.stop());

const docs = `d${DOCUMENT_RENDERER_VERSION}`;
const live = [
  `${RENDERER_VERSION}/300001/${imageVersion(product)}/swatch-320.avif`,
  `${docs}/300001/${documentVersion(product, "g1")}/spec-en.pdf`,
  `${docs}/book/us/himacs/${bookVersion(7, "g1")}/en.pdf`,
  prerenderMarker(7),
];
const dead = [
  `${RENDERER_VERSION}/300001/${imageVersion(changed)}/swatch-320.avif`,
  `${RENDERER_VERSION}/399999/abc123/swatch-320.avif`,
  `${docs}/300001/${documentVersion(changed, "g1")}/spec-en.pdf`,
  `${docs}/book/us/himacs/${bookVersion(6, "g1")}/en.pdf`,
  prerenderMarker(6),
  "r0-m1/300001/old/swatch-320.avif",
  "d1/300001/old/spec-en.pdf",
];
// Material maps and anything else under the prefix are not this pruner's.
const foreign = ["r1-mat1/300001/v1/basecolor-1024.webp", "notes/readme.txt"];

async function keys(): Promise<string[]> {
  const found: string[] = [];
  for await (const entry of shared.list()) found.push(entry.key);
  return found.sort();
}

describe("pruning the shared store's renders", () => {
  it("waits out the grace, then deletes only the renders the catalogue no longer links to", async () => {
    for (const key of [...live, ...dead, ...foreign]) await shared.write(key, new TextEncoder().encode(key));
    const written = Date.now();

    // The catalogue changed a minute ago: the previous version's URLs are still served.
    const early = await pruneRenders(shared, snapshot(7, written - 60_000), GRACE_MS, written);
    expect(early).toMatchObject({ pruned: false });
    expect(await keys()).toHaveLength(live.length + dead.length + foreign.length);

    // The catalogue changed long ago, but every key was written just now (perhaps for a catalogue
    // newer than this process has): all kept.
    const fresh = await pruneRenders(shared, snapshot(7, written - 2 * GRACE_MS), GRACE_MS, written);
    expect(fresh).toMatchObject({ pruned: true, deleted: 0 });

    // A grace later.
    const later = await pruneRenders(shared, snapshot(7, written - 2 * GRACE_MS), GRACE_MS, written + 2 * GRACE_MS);
    expect(later).toMatchObject({ pruned: true, examined: live.length + dead.length + foreign.length, deleted: dead.length });
    expect(await keys()).toEqual([...live, ...foreign].sort());
  });
});
