/**
 * Legacy and shortcut paths of the manifest: the page pipeline's guard answers them with a
 * redirect to their target before this loader runs; reaching it means the entry has no target.
 */
export function loader() {
  throw new Response(null, { status: 404 });
}
