import type { Route } from "./+types/visualiser-page";
import { appContext, pageContext } from "../routing/contexts";
import { pageData } from "../routing/page-data.server";
import { pageMeta } from "../routing/page-meta";
import { redirectToPage } from "../routing/redirect";
import { productShareImage } from "../routing/share-image.server";
import { parseVisualiserQuery, visualiserQuery, VISUALISER_PATH } from "../../core/visualiser/state";
import { scenesFor } from "../../core/visualiser/scenes";
import { visualiserProduct } from "../visualiser/visualiser-data.server";
import { VisualiserPage } from "../visualiser/VisualiserPage";
import "../visualiser/visualiser.css";

/**
 * The room visualiser (issue 28 item 2, decision 0067): `?product=` in a 3D scene its uses allow,
 * with the scene, view, light and a second product for the split compare in the query, so a shared
 * link restores it. A value that is not ours, a product the region does not offer or a scene the
 * product is not made for redirects to the URL without it: stray values make no new pages.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const app = context.get(appContext);
  const store = app.services.catalogue;
  const { region, locale } = page.location;
  const query = new URL(request.url).searchParams;
  const parsed = parseVisualiserQuery(query);
  const found = parsed.product ? store.product(parsed.product, region) : undefined;
  if (!found) {
    // Without a product the page offers only the search; anything else in the query is stray.
    if ([...query.keys()].some((key) => key !== "lang")) throw redirectToPage(region, VISUALISER_PATH, { locale });
    return { page: pageData(page), product: null, compare: null, scenes: [], state: null };
  }
  const scenes = scenesFor(found);
  const other = parsed.compare && parsed.compare !== found.contentId ? store.product(parsed.compare, region) : undefined;
  const scene = parsed.scene && scenes.includes(parsed.scene) ? parsed.scene : scenes[0];
  const state = { product: found.contentId, scene: scene ?? "kitchen", view: parsed.view ?? "overview", light: parsed.light ?? "day", compare: other?.contentId ?? null } as const;
  const stray = parsed.dirty || (parsed.scene !== null && parsed.scene !== scene) || (parsed.compare !== null && !other);
  if (stray) throw redirectToPage(region, VISUALISER_PATH, { locale, query: visualiserQuery(state, { scene: state.scene }) });
  const imageBase = app.publicEnv.imageBaseUrl;
  const product = visualiserProduct(found, page.language, imageBase);
  const heading = page.t("visualiser.heading", { name: product.name });
  return {
    page: pageData(page, {
      heading,
      description: page.t("visualiser.description", { name: product.name, itemNumber: product.itemNumber }),
      // A page about one product shares that product's picture.
      share: { type: "product", image: productShareImage(found, app.publicEnv.imageBaseUrl, page.origin, page.language) },
    }),
    product,
    compare: other ? visualiserProduct(other, page.language, imageBase) : null,
    scenes,
    state,
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function VisualiserRoute({ loaderData }: Route.ComponentProps) {
  return <VisualiserPage {...loaderData} />;
}
