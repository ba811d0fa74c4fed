import type { Route } from "./+types/finder-page";
import { appContext, pageContext } from "../routing/contexts";
import { pageData } from "../routing/page-data.server";
import { pageMeta } from "../routing/page-meta";
import { loadFinder } from "../finder/finder-loader.server";
import { FinderPage } from "../finder/FinderPage";
import { useFinderMemory } from "../routing/use-finder-memory";
import { useFinderLinks } from "../finder/use-finder-links";

/** Every finder, its filter shapes (one splat route) and the view-all-colours page. */
export function loader({ context, request }: Route.LoaderArgs) {
  const resolved = context.get(pageContext);
  const page = pageData(resolved);
  return { page, finder: loadFinder(resolved, context.get(appContext), new URL(request.url), page.heading) };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function Finder({ loaderData }: Route.ComponentProps) {
  const links = useFinderLinks(loaderData.finder);
  useFinderMemory(links.action);
  return <FinderPage view={loaderData.finder} />;
}
