import type { Route } from "./+types/guides-page";
import { appContext, pageContext } from "../routing/contexts";
import { pageData } from "../routing/page-data.server";
import { pageMeta } from "../routing/page-meta";
import { redirectToPage } from "../routing/redirect";
import { localise } from "../../core/catalogue/model";
import { productPagePath } from "../../core/routing/product-path";
import { usePageHref, useT } from "../i18n/use-i18n";
import { Breadcrumb, useHomeCrumb } from "../ui/Breadcrumb";
import { GuideSections } from "../product/guides/ProductGuides";
import { brushedCare, productGuides } from "../product/guides/guides-data.server";
import { GUIDES_PAGE_PATH, GUIDES_PRODUCT_PARAM } from "../product/guides/guides-link";
import "../styles/guides.css";

/**
 * The edge profile and finish guides as a page: where a product page's guide links go without
 * JavaScript (with JavaScript they open as dialogs there). `?product=` names the product whose
 * edges and finish are marked; a product the region does not offer redirects to the bare page, so
 * stray values make no new pages.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const store = context.get(appContext).services.catalogue;
  const { region, locale } = page.location;
  const contentId = new URL(request.url).searchParams.get(GUIDES_PRODUCT_PARAM);
  const product = contentId ? store.product(contentId, region) : undefined;
  if (contentId !== null && !product) throw redirectToPage(region, GUIDES_PAGE_PATH, { locale });
  const own = product ? productGuides(product, store.current.guides, page.language) : null;
  return {
    page: pageData(page),
    guides: { edgeProfiles: own?.edgeProfiles ?? [], finish: own?.finish ?? null, brushedCare: brushedCare(store.current.guides, page.language) },
    // The way back to the product the visitor came from.
    product: product ? { name: localise(product.name, page.language), path: productPagePath(product) } : null,
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function GuidesRoute({ loaderData }: Route.ComponentProps) {
  const { page, guides, product } = loaderData;
  const t = useT();
  const homeCrumb = useHomeCrumb();
  const href = usePageHref();
  return (
    <div className="page guides-page">
      <Breadcrumb items={[homeCrumb, ...(product ? [{ label: product.name, href: href(product.path) }] : []), { label: page.heading }]} />
      <h1>{page.heading}</h1>
      <GuideSections guides={guides} t={t} />
    </div>
  );
}
