/**
 * Image and document URLs across catalogue versions, when several instances serve one site:
 * - A URL of the previous version (a page rendered, or cached by a CDN, just before an import)
 *   is still served for `PREVIOUS_VERSION_GRACE_MS` after this instance loaded the new one.
 * - A URL of a version this instance has not loaded yet (a fresher instance's page links to it,
 *   and this one's NOTIFY or poll is still on the way) makes it check the database's version and
 *   reload, then answer, instead of a 404.
 * Services ask `which` snapshot a lookup reads; only a miss that names the catalogue (an unknown
 * product, a stale version) tries the others, never a malformed URL.
 */
export type SnapshotChoice = "current" | "previous";

/** How long the replaced catalogue's URLs stay valid: longer than a page stays in a CDN's cache before its revalidation. */
export const PREVIOUS_VERSION_GRACE_MS = 15 * 60_000;

export interface VersionSkew {
  /** Loads a newer catalogue from the database if it holds one; true when the snapshot changed. */
  catchUp(): Promise<boolean>;
}

/**
 * Answers with the current snapshot; on a catalogue miss, with the previous one (in its grace
 * period); failing that, with the current one again once the database had a newer catalogue.
 */
export async function acrossVersions<R>(attempt: (which: SnapshotChoice) => R | Promise<R>, isCatalogueMiss: (result: R) => boolean, skew: VersionSkew | undefined): Promise<R> {
  const first = await attempt("current");
  if (!skew || !isCatalogueMiss(first)) return first;
  const older = await attempt("previous");
  if (!isCatalogueMiss(older)) return older;
  return (await skew.catchUp()) ? attempt("current") : first;
}
