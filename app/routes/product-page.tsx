import type { Route } from "./+types/product-page";
import { loadPage } from "../routing/page.server";
import { pageMeta, publicPageHeaders } from "../routing/page-meta";
import { loadProduct } from "../product/product-loader.server";
import { ProductSummaryView } from "../product/ProductSummaryView";

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const product = loadProduct({ request: args.request, context: args.context, page });
  const origin = new URL(page.canonical).origin;
  return { page: { ...page, documentTitle: page.documentTitle.replace(page.heading, `${product.name} ${product.itemNumber} | ${page.heading}`), canonical: origin + product.canonicalPath }, product };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);
export const headers = publicPageHeaders;

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return <ProductSummaryView page={loaderData.page} product={loaderData.product} />;
}
