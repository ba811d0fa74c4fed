import type { Route } from "./+types/finder-page";
import { appContext, pageContext } from "../routing/contexts";
import { headingWithoutCollection, pageData } from "../routing/page-data.server";
import { pageHead } from "../routing/page-head.server";
import { pageMeta } from "../routing/page-meta";
import { loadFinder } from "../finder/finder-loader.server";
import { collectionViewHead } from "../finder/collection-view.server";
import { FinderPage } from "../finder/FinderPage";
import { useFinderMemory } from "../routing/use-finder-memory";
import { useFinderLinks } from "../finder/use-finder-links";

/** Every finder, its filter shapes (one splat route) and the view-all-colours page. */
export function loader({ context, request }: Route.LoaderArgs) {
  const resolved = context.get(pageContext);
  const app = context.get(appContext);
  const page = pageData(resolved);
  const finder = loadFinder(resolved, app, new URL(request.url), page.heading);
  const view = collectionViewHead(resolved, app, finder, headingWithoutCollection(resolved));
  if (!view) return { page, finder, trail: null };
  // A landing's collection link: its own heading, title and description (decision 0070), and a breadcrumb.
  return { page: { ...page, heading: view.heading, head: pageHead(resolved, view) }, finder: { ...finder, heading: view.heading }, trail: view.trail };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function Finder({ loaderData }: Route.ComponentProps) {
  const links = useFinderLinks(loaderData.finder);
  useFinderMemory(links.action);
  return <FinderPage view={loaderData.finder} trail={loaderData.trail} />;
}
