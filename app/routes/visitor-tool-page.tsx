import { Link } from "react-router";
import type { Route } from "./+types/visitor-tool-page";
import { appContext, pageContext } from "../routing/contexts";
import { pageData } from "../routing/page-data.server";
import { pageMeta } from "../routing/page-meta";
import { PlaceholderPage } from "../pages/PlaceholderPage";
import { useT } from "../i18n/use-i18n";
import type { MessageKey } from "../../core/i18n/translate";
import { localise } from "../../core/catalogue/model";
import { productPagePath } from "../../core/catalogue/product-path";
import { buildPath } from "../../core/routing/region-path";
import { CONTENT_ID } from "../../core/catalogue/content-id";

/** What each visitor tool will be, said on its page until issue 12 builds it. */
const WHAT: Readonly<Record<string, MessageKey>> = {
  "contact.salesReps": "placeholder.salesReps",
  "contact.whereToBuy": "placeholder.whereToBuy",
  "contact.virtualShowroom": "placeholder.virtualShowroom",
  "samples.cart": "placeholder.sampleCart",
};


/** `?product=` (a content id) names the product the visitor came from; anything else is ignored. */
export function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const id = new URL(request.url).searchParams.get("product");
  const found = id && CONTENT_ID.test(id) ? context.get(appContext).services.catalogue.product(id, page.region) : undefined;
  const product = found ? { name: localise(found.name, page.language), itemNumber: found.itemNumber, href: buildPath(page.region, productPagePath(found), page.locale) } : null;
  return { page: pageData(page), what: WHAT[page.entry.id] ?? "placeholder.salesReps", product };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function VisitorToolPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, what, product } = loaderData;
  return (
    <>
      <PlaceholderPage page={page} what={what} />
      {product ? (
        <p className="page visitor-tool__product">
          {t("visitor.forProduct", { name: product.name, itemNumber: product.itemNumber })} · <Link to={product.href}>{t("visitor.back", { name: product.name })}</Link>
        </p>
      ) : null}
    </>
  );
}
