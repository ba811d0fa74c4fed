/**
 * The prerender of a catalogue version done once across instances. With a shared store (S3)
 * what one instance renders every instance serves, so one of them renders ahead at a time: the
 * one that takes the advisory lock of the version (`surfaces:prerender:{version}`); the others
 * skip it. A finished run leaves a marker in the shared store, so an instance started later (or
 * `npm run prerender`) does not walk the catalogue again. Without a shared store each instance
 * keeps its own disk, and prerenders for itself as before.
 */
import type { SharedFiles } from "../blobs/blob-store";
import type { AdvisoryLocks } from "../db/advisory-lock";
import { RENDERER_VERSION } from "./image-service";

export type PrerenderOutcome = "done" | "interrupted" | "already-done" | "elsewhere" | "failed";

/** The folder of the markers, beside the renders. */
export const PRERENDER_MARKERS = "prerendered";

/** The marker's key, beside the renders: a new renderer version prerenders again. */
export const prerenderMarker = (catalogueVersion: number) => `${PRERENDER_MARKERS}/${RENDERER_VERSION}/${catalogueVersion}`;

export interface PrerenderOnceOptions {
  shared: SharedFiles | undefined;
  locks: AdvisoryLocks | undefined;
  logger: { info(details: object, message: string): void };
}

export async function prerenderOnce(catalogueVersion: number, run: () => Promise<boolean>, { shared, locks, logger }: PrerenderOnceOptions): Promise<PrerenderOutcome> {
  if (!shared || !locks) return (await run()) ? "done" : "interrupted";
  const marker = prerenderMarker(catalogueVersion);
  const held = await locks.ifFree(`surfaces:prerender:${catalogueVersion}`, async (): Promise<PrerenderOutcome> => {
    if (await shared.has(marker)) return "already-done";
    if (!(await run())) return "interrupted";
    await shared.write(marker, new TextEncoder().encode(new Date().toISOString()));
    return "done";
  });
  const outcome = held.ran ? held.value : "elsewhere";
  if (outcome === "already-done" || outcome === "elsewhere") logger.info({ catalogueVersion, outcome }, "prerender skipped: another instance renders this catalogue version, or did");
  return outcome;
}
