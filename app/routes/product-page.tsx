import type { Route } from "./+types/product-page";
import { appContext, pageContext } from "../routing/contexts";
import { loadProduct } from "../product/product-loader.server";
import { ProductSummaryView } from "../product/ProductSummaryView";
import { ProductActions } from "../product/ProductActions";
import { LikeButton } from "../likes/LikeButton";
import { ProductCompareButton } from "../compare/ProductCompareButton";
import { productMeta } from "../product/product-meta";
import { ProductGuides } from "../product/guides/ProductGuides";
import { sampleOptionsOf } from "../../core/samples/options";
import { optionLabel } from "../samples/option-label";
import "../samples/samples.css";

export async function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const loaded = await loadProduct(page, context.get(appContext));
  // Labels written here: formatting their sizes in the browser would build its number formatting
  // data in the middle of hydration (core/i18n/count-format.ts).
  const sampleOptions = page.entry.family ? sampleOptionsOf(page.entry.family).map(({ code }) => ({ code, label: optionLabel(page.t, page.region, page.locale, code) })) : [];
  return { ...loaded, sampleOptions };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? productMeta(data.page, data.product, data.share) : []);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { page, product, sections, share, guides, sampleOptions } = loaderData;
  return (
    <ProductSummaryView
      page={page}
      product={product}
      sections={sections}
      share={share}
      actions={
        <>
          <div className="product-summary__personal">
            <LikeButton contentId={product.contentId} name={product.name} />
            <ProductCompareButton contentId={product.contentId} />
          </div>
          <ProductActions contentId={product.contentId} line={page.family} sampleOptions={sampleOptions} />
        </>
      }
      guides={guides ? <ProductGuides guides={guides} /> : null}
      guideLinks={guides ? { contentId: product.contentId, edgeProfiles: guides.edgeProfiles.length > 0, finish: guides.finish !== null } : undefined}
    />
  );
}
