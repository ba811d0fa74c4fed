import type { Route } from "./+types/category-page";
import { loadPage } from "../routing/page.server";
import { pageMeta, publicPageHeaders } from "../routing/page-meta";
import { PlaceholderPage } from "../pages/PlaceholderPage";
import { CategoryTopics } from "../pages/CategoryTopics";

export function loader(args: Route.LoaderArgs) {
  return { page: loadPage(args) };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);
export const headers = publicPageHeaders;

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PlaceholderPage page={loaderData.page} what="placeholder.category" />
      <CategoryTopics />
    </>
  );
}
