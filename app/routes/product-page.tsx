import type { Route } from "./+types/product-page";
import { loadPage } from "../routing/page.server";
import { pageMeta, publicPageHeaders } from "../routing/page-meta";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export function loader(args: Route.LoaderArgs) {
  return { page: loadPage(args) };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);
export const headers = publicPageHeaders;

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage page={loaderData.page} what="placeholder.product" />;
}
