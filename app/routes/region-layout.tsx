import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/region-layout";
import { isRegion } from "../../core/regions/regions";
import { notFoundPath } from "../../core/routing/region-path";
import { SiteHeader } from "../layout/SiteHeader";
import { SiteFooter } from "../layout/SiteFooter";
import { usePageHistory } from "../routing/page-history";

/** Every page lives under a known region; anything else is an unknown page of GL. */
export function loader({ params }: Route.LoaderArgs) {
  if (!isRegion(params.region)) throw redirect(notFoundPath("gl"));
  return null;
}

export default function RegionLayout() {
  usePageHistory();
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
