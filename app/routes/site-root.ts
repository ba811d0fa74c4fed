import type { Route } from "./+types/site-root";
import { legacyRootRedirect, parseLocation } from "../../core/routing/region-path";
import { redirectToNotFound, redirectToPage } from "../routing/redirect";

/** `/` and `/products/...` (no region) move under GL, keeping the query string. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = legacyRootRedirect(url.pathname);
  const moved = target === null ? null : new URL(target + url.search, url);
  const location = moved && parseLocation(moved);
  if (!moved || !location) return redirectToNotFound("gl");
  return redirectToPage(location.region, location.pagePath, { locale: location.locale, query: moved.searchParams, status: url.pathname === "/" ? 302 : 301 });
}
