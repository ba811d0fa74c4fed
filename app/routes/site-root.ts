import { redirect } from "react-router";
import type { Route } from "./+types/site-root";
import { legacyRootRedirect, notFoundPath } from "../../core/routing/region-path";

/** `/` and `/products/...` (no region) move under GL, keeping the query string. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = legacyRootRedirect(url.pathname);
  if (!target) return redirect(notFoundPath("gl"));
  return redirect(target + url.search, url.pathname === "/" ? 302 : 301);
}
