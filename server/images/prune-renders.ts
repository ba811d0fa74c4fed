/**
 * Pruning the shared store's renders (decision 0072). Rendered images and documents are keyed by
 * their URL, whose version changes with the product (images, documents) or the catalogue (online
 * books), so every import leaves the previous keys behind; nothing else ever deletes them.
 *
 * A key is live when the current catalogue links to it. Everything else of ours is deleted, but only
 * once it can no longer be asked for: the previous catalogue's URLs are served for a grace period
 * after the change (version-skew.ts), so nothing is pruned until the current catalogue is older than
 * that; and a key written within the grace is kept whatever it is, since it may belong to a newer
 * catalogue than this process has loaded. Keys this code does not know (material maps, anything
 * else sharing the prefix) are left alone.
 */
import { bookVersion } from "../../core/catalogue/book";
import { DOCUMENT_RENDERER_VERSION, documentVersion, galleryEntries, galleryImageVersion } from "../../core/catalogue/media";
import type { SharedFiles } from "../blobs/blob-store";
import type { CatalogueSnapshot } from "../catalogue/catalogue-store";
import type { AdvisoryLocks } from "../db/advisory-lock";
import { RENDERER_VERSION } from "./image-service";
import { PRERENDER_MARKERS } from "./prerender-once";

export type PruneOutcome = { pruned: true; examined: number; deleted: number; deletedBytes: number } | { pruned: false; reason: string; retryInMs?: number };

/** One pruner at a time across instances and `npm run prerender`; the others skip. */
export const PRUNE_LOCK = "surfaces:prune-renders";

const DOCUMENT_FOLDER = `d${DOCUMENT_RENDERER_VERSION}`;
/** Folders of older renderer versions: every key in them is dead once the grace has passed. */
const OLD_IMAGE_FOLDER = /^r\d+-m\d+$/;
const OLD_DOCUMENT_FOLDER = /^d\d+$/;

/** Whether the current catalogue links to a render key (`false` for ours and dead, `null` for not ours). */
export function liveRenderKey(catalogue: CatalogueSnapshot): (key: string) => boolean | null {
  const images = new Set<string>();
  for (const product of catalogue.products.values()) {
    for (const entry of galleryEntries(product)) images.add(`${entry.index ? `${product.contentId}-${entry.index}` : product.contentId}/${galleryImageVersion(product, entry)}`);
  }
  const book = bookVersion(catalogue.version, catalogue.guidesVersion);
  const marker = `${RENDERER_VERSION}/${catalogue.version}`;
  return (key) => {
    const [folder = "", ...rest] = key.split("/");
    if (folder === RENDERER_VERSION) return images.has(`${rest[0]}/${rest[1]}`);
    if (folder === DOCUMENT_FOLDER) {
      if (rest[0] === "book") return rest[3] === book;
      const product = catalogue.products.get(rest[0] ?? "");
      return product !== undefined && documentVersion(product, catalogue.guidesVersion) === rest[1];
    }
    if (folder === PRERENDER_MARKERS) return rest.join("/") === marker;
    if (OLD_IMAGE_FOLDER.test(folder) || OLD_DOCUMENT_FOLDER.test(folder)) return false;
    return null;
  };
}

/**
 * Deletes the renders the catalogue no longer links to, written more than `graceMs` ago; nothing
 * while the catalogue itself changed less than `graceMs` ago (then `retryInMs` says when to).
 */
export async function pruneRenders(shared: SharedFiles, catalogue: CatalogueSnapshot, graceMs: number, now = Date.now()): Promise<PruneOutcome> {
  const changedAgo = catalogue.updatedAt === null ? Number.POSITIVE_INFINITY : now - catalogue.updatedAt;
  if (changedAgo < graceMs) return { pruned: false, reason: "the catalogue changed within the grace period: the previous version's renders are still served", retryInMs: graceMs - changedAgo };
  const isLive = liveRenderKey(catalogue);
  const dead: string[] = [];
  let examined = 0;
  let deletedBytes = 0;
  for await (const entry of shared.list()) {
    examined++;
    if (now - entry.lastModified.getTime() < graceMs || isLive(entry.key) !== false) continue;
    dead.push(entry.key);
    deletedBytes += entry.size;
  }
  await shared.remove(dead);
  return { pruned: true, examined, deleted: dead.length, deletedBytes };
}

/** `pruneRenders` under the advisory lock, skipped while another process prunes. */
export async function pruneOnce(shared: SharedFiles, locks: AdvisoryLocks, catalogue: CatalogueSnapshot, graceMs: number): Promise<PruneOutcome> {
  const held = await locks.ifFree(PRUNE_LOCK, () => pruneRenders(shared, catalogue, graceMs));
  return held.ran ? held.value : { pruned: false, reason: "another process is pruning" };
}
