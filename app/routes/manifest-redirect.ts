import type { Route } from "./+types/manifest-redirect";
import { loadPage } from "../routing/page.server";

/** Legacy and shortcut paths of the manifest: the guard throws the redirect to their target. */
export function loader(args: Route.LoaderArgs) {
  loadPage(args);
  throw new Response(null, { status: 404 });
}
