import type { Route } from "./+types/all-colors-page";
import { loadPage } from "../routing/page.server";
import { pageMeta, publicPageHeaders } from "../routing/page-meta";
import { loadFinder } from "../finder/finder-loader.server";
import { FinderPage } from "../finder/FinderPage";
import { useFinderMemory } from "../routing/use-finder-memory";

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  return { page, finder: loadFinder({ request: args.request, context: args.context, page }) };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);
export const headers = publicPageHeaders;

export default function Finder({ loaderData }: Route.ComponentProps) {
  useFinderMemory(loaderData.finder.action);
  return <FinderPage view={loaderData.finder} />;
}
