import type { Route } from "./+types/product-page";
import { appContext, pageContext } from "../routing/contexts";
import { pageMeta } from "../routing/page-meta";
import { loadProduct } from "../product/product-loader.server";
import { ProductSummaryView } from "../product/ProductSummaryView";
import { GuideSections, ProductGuides } from "../product/guides/ProductGuides";

export function loader({ context }: Route.LoaderArgs) {
  return loadProduct(context.get(pageContext), context.get(appContext));
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { page, product, guides } = loaderData;
  return (
    <ProductSummaryView
      page={page}
      product={product}
      guides={guides ? <ProductGuides guides={guides} /> : null}
      footer={guides ? <GuideSections guides={guides} /> : null}
      guideLinks={guides ? { edgeProfiles: guides.edgeProfiles.length > 0, finish: guides.finish !== null } : undefined}
    />
  );
}
