import { redirect } from "react-router";
import type { Route } from "./+types/unknown-path";
import { isRegion } from "../../core/regions/regions";
import { notFoundPath, parseLocation } from "../../core/routing/region-path";

/** Any path the manifest does not know goes to the not-found page of its region (GL when none). */
export function loader({ request, params }: Route.LoaderArgs) {
  const location = parseLocation(new URL(request.url));
  if (location) return redirect(notFoundPath(location.region, location.locale));
  const region = "region" in params && isRegion(params.region) ? params.region : "gl";
  return redirect(notFoundPath(region));
}
