import { Outlet } from "react-router";
import type { Route } from "./+types/region-layout";
import { resolvePage } from "../routing/pipeline.server";
import { resolveVisitor } from "../routing/visitor.server";
import { SiteHeader } from "../layout/SiteHeader";
import { SiteFooter } from "../layout/SiteFooter";
import { PostFeedback } from "../layout/PostFeedback";
import { usePageHistory } from "../routing/page-history";
import { headerCountsFor } from "../layout/header-counts.server";

/** Every page under `/{region}/products` is resolved once, here, before any loader runs. */
export const middleware: Route.MiddlewareFunction[] = [resolvePage, resolveVisitor];

/** The header's counts, on private pages only (null on public ones: app/layout/header-counts.server.ts). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { headerCounts: await headerCountsFor(context, request) };
}

export default function RegionLayout() {
  usePageHistory();
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <PostFeedback />
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
