import { Outlet } from "react-router";
import type { Route } from "./+types/region-layout";
import { resolvePage } from "../routing/pipeline.server";
import { resolveVisitor } from "../routing/visitor.server";
import { SiteHeader } from "../layout/SiteHeader";
import { SiteFooter } from "../layout/SiteFooter";
import { usePageHistory } from "../routing/page-history";

/** Every page under `/{region}/products` is resolved once, here, before any loader runs. */
export const middleware: Route.MiddlewareFunction[] = [resolvePage, resolveVisitor];

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
