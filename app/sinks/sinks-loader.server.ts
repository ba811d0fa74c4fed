/**
 * The sinks page's loader step: the sinks of the page's brand offered in the region, narrowed by
 * the filter in the query, each with its facts in the region's units. A bad filter value redirects
 * to the same page without it.
 */
import { SINK_COLOURS, SINK_TYPES, SPACES, type SinkColour, type Space } from "../../core/catalogue/enums";
import { imageKey, type ImageKey } from "../../core/catalogue/image-urls";
import { localise } from "../../core/catalogue/model";
import { productPagePath } from "../../core/routing/product-path";
import { buildPath } from "../../core/routing/region-path";
import { isSink, matchesSinkFilter, parseSinkQuery, type SinkFilter, type SinkProduct } from "../../core/sinks/sink-filter";
import { formatDimensions } from "../../core/units/format";
import type { AppContext, ResolvedPage } from "../routing/contexts";
import { redirectToNotFound, redirectToPage } from "../routing/redirect";

export type SinkType = (typeof SINK_TYPES)[number];

export interface SinkItem {
  contentId: string;
  name: string;
  itemNumber: string;
  kind: SinkType;
  colour: SinkColour;
  /** Width × length × depth, formatted in the region's units. */
  overall: string;
  inner: string;
  ada: boolean;
  href: string;
  image: ImageKey;
}

export interface SinksView {
  items: SinkItem[];
  filter: SinkFilter;
  /** The choices this brand's sinks offer in the region (VIATERA has two colours, for instance). */
  spaces: Space[];
  colours: SinkColour[];
}

export function loadSinks(page: ResolvedPage, app: AppContext, url: URL): SinksView {
  const { region, locale, entry, location } = page;
  const { filter, stray } = parseSinkQuery(url.searchParams);
  if (stray.length) {
    const query = new URLSearchParams(url.searchParams);
    for (const name of stray) query.delete(name);
    throw redirectToPage(region, location.pagePath, { locale, query });
  }
  if (!entry.family) throw redirectToNotFound(region, locale);
  const sinks = app.services.catalogue.productsOf(entry.family, region).filter(isSink);
  return {
    items: sinks.filter((p) => matchesSinkFilter(p, filter)).sort(byKindNameColour).map((p) => toItem(p, page)),
    filter,
    spaces: SPACES.filter((space) => sinks.some((p) => p.sink.space === space)),
    colours: SINK_COLOURS.filter((colour) => sinks.some((p) => p.sink.colour === colour)),
  };
}

function toItem(product: SinkProduct, { region, locale, language }: ResolvedPage): SinkItem {
  const { overall, inner } = product.sink;
  const box = (b: typeof overall) => formatDimensions([b.widthMm, b.lengthMm, b.depthMm], region, locale);
  return {
    contentId: product.contentId,
    name: localise(product.name, language),
    itemNumber: product.itemNumber,
    kind: (product.type ?? "SINK") as SinkType,
    colour: product.sink.colour,
    overall: box(overall),
    inner: box(inner),
    ada: product.flags.includes("ada"),
    href: buildPath(region, productPagePath(product), locale),
    image: imageKey(product),
  };
}

/** Kitchen sinks first, then bowls, trays and baths; each model's colours together, in the spec's order. */
function byKindNameColour(a: SinkProduct, b: SinkProduct): number {
  const kind = (p: SinkProduct) => SINK_TYPES.indexOf((p.type ?? "SINK") as SinkType);
  return kind(a) - kind(b) || a.itemNumber.split("-")[0]!.localeCompare(b.itemNumber.split("-")[0]!) || SINK_COLOURS.indexOf(a.sink.colour) - SINK_COLOURS.indexOf(b.sink.colour);
}
