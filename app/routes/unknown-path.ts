import type { Route } from "./+types/unknown-path";
import { isRegion } from "../../core/regions/regions";
import { parseLocation } from "../../core/routing/region-path";
import { redirectToNotFound } from "../routing/redirect";

/** Any path the manifest does not know goes to the not-found page of its region (GL when none). */
export function loader({ request, params }: Route.LoaderArgs) {
  const location = parseLocation(new URL(request.url));
  if (location) return redirectToNotFound(location.region, location.locale);
  const region = "region" in params && isRegion(params.region) ? params.region : "gl";
  return redirectToNotFound(region);
}
