/**
 * The where-to-buy page's loader: reads the GET form, asks the dealer service, and shapes what the
 * list shows (distances already in the region's units, labels as message keys). A malformed
 * query answers 400 with the form and a message; an unknown place answers 200 with suggestions.
 */
import { data, type RouterContextProvider } from "react-router";
import { CONTENT_ID } from "../../core/catalogue/content-id";
import { localise } from "../../core/catalogue/model";
import { productPagePath } from "../../core/routing/product-path";
import { isDealerBrand, PARTNER_TYPES, type DealerBrand } from "../../core/dealers/partners";
import { MAX_PLACE_LENGTH, parseDealerQuery, type DealerQuery, type DealerQueryProblem } from "../../core/dealers/search-params";
import type { MessageKey } from "../../core/i18n/translate";
import { familyNavLabel } from "../../core/routing/manifest";
import { buildPath, sectionPath } from "../../core/routing/region-path";
import { formatDistance } from "../../core/units/distance";
import { brandsOffered, type DealerSearch } from "../../server/dealers/dealer-service";
import type { Place } from "../../server/dealers/gazetteer/gazetteer";
import { nativeCityName } from "../../server/dealers/gazetteer/extra-names";
import { addressLines } from "../../core/samples/address-lines";
import { appContext, pageContext } from "../routing/contexts";
import { pageData } from "../routing/page-data.server";

const PROBLEM_KEY: Readonly<Record<DealerQueryProblem, MessageKey>> = {
  placeTooLong: "dealers.problem.placeTooLong",
  badLocation: "dealers.problem.badLocation",
  unknownBrand: "dealers.problem.unknownBrand",
  unknownType: "dealers.problem.unknownType",
};

export async function loadWhereToBuy(context: Readonly<RouterContextProvider>, request: Request) {
  const page = context.get(pageContext);
  const { services, publicEnv } = context.get(appContext);
  const url = new URL(request.url);
  const brands = brandsOffered(page.region);
  const parsed = parseDealerQuery(url.searchParams, brands);

  // From a product page: its brand is the first filter, until the visitor chooses another.
  const productId = url.searchParams.get("product");
  const product = productId && CONTENT_ID.test(productId) ? services.catalogue.product(productId, page.region) : undefined;
  const query: DealerQuery = { ...parsed.query };
  if (product && !url.searchParams.has("brand") && isDealerBrand(product.family) && brands.includes(product.family)) query.brand = product.family;

  const search = parsed.ok ? await services.dealers.search(page.region, query) : null;
  const own = (params: Record<string, string>) => sectionPath("contact", page.region, "where-to-buy", page.locale, new URLSearchParams(params));
  const filters = { ...(query.brand ? { brand: query.brand } : {}), ...(query.type ? { type: query.type } : {}) };
  // "Boston, NY" in the link too: the name alone would find Boston, MA again.
  const placeLink = (place: Place) => ({ label: placeLabel(place), href: own({ q: placeLabel(place), ...filters }) });
  const formQuery = new URLSearchParams({ ...(query.place ? { q: query.place } : {}), ...(query.here ? { lat: String(query.here.lat), lon: String(query.here.lon) } : {}), ...filters });

  const body = {
    page: pageData(page),
    form: { place: query.place, brand: query.brand ?? "", type: query.type ?? "", maxPlace: MAX_PLACE_LENGTH },
    brands: brands.map((code) => ({ code, label: familyNavLabel(code) })),
    types: PARTNER_TYPES.map((code) => ({ code, label: `dealers.type.${code}` as const })),
    problem: parsed.ok ? null : { key: PROBLEM_KEY[parsed.problem], max: MAX_PLACE_LENGTH },
    heading: search ? headingOf(search) : null,
    otherPlaces: search?.origin?.kind === "place" ? search.origin.others.map(placeLink) : [],
    notFound: search?.notFound ? { suggestions: suggestionsOf(search, placeLink) } : null,
    results: (search?.results ?? []).map(({ partner, km }, index) => ({
      n: index + 1,
      id: partner.id,
      name: partner.name,
      type: `dealers.type.${partner.partnerType}` as const,
      brands: partner.brands.map((brand: DealerBrand) => familyNavLabel(brand)),
      address: partnerAddress(partner, page.locale),
      phone: partner.phone,
      website: partner.website,
      email: partner.email,
      distance: km === null ? null : formatDistance(km, page.region, page.locale),
      ...(publicEnv.mapTileUrl ? { lat: partner.lat, lon: partner.lon } : {}),
    })),
    total: search?.total ?? 0,
    mapSrc: search?.results.length ? `${sectionPath("contact", page.region, "where-to-buy/map.svg", page.locale, formQuery)}` : null,
    tileUrl: publicEnv.mapTileUrl,
    product: product ? { name: localise(product.name, page.language), itemNumber: product.itemNumber, href: buildPath(page.region, productPagePath(product), page.locale) } : null,
  };
  return data(body, { status: parsed.ok ? 200 : 400 });
}

/** North America writes "Boston, MA 02116"; most of the rest "80331 Munich". */
/**
 * A partner's address in its country's own order and script (decision 0044's addressLines): "〒105-0001 /
 * 東京 / 港区…" in Japan, "200001 / 上海 / 黄浦区…" in China, "Chicago, IL 60601" in the US. State
 * codes that are not names (Japanese prefecture numbers, Chinese and Russian region codes) are left
 * out; in Japan the city stands where the prefecture would. The country goes unsaid: the list is
 * the region's own.
 */
function partnerAddress(partner: { country: string; city: string; stateOrProvince: string; postalCode: string; address: string }, locale: string): string[] {
  const city = nativeCityName(partner.country, partner.city);
  const stateOrProvince = partner.country === "JP" ? city : NATIVE_ORDER.has(partner.country) ? "" : partner.stateOrProvince;
  return addressLines({ addressLine1: partner.address, city, postalCode: partner.postalCode, stateOrProvince, country: partner.country }, locale, { withCountry: false });
}
const NATIVE_ORDER = new Set(["JP", "CN", "RU"]);

function placeLabel(place: Place): string {
  return place.state && !/^\d+$/.test(place.state) ? `${place.name}, ${place.state}` : place.name;
}

function headingOf(search: DealerSearch): { key: MessageKey; place?: string } {
  if (search.origin?.kind === "place") return { key: "dealers.near", place: search.origin.place.name };
  if (search.origin?.kind === "here") return { key: "dealers.nearHere" };
  return { key: "dealers.all" };
}

/** Names that start like the query, else the cities where the region's partners are. */
function suggestionsOf(search: DealerSearch, link: (place: Place) => { label: string; href: string }) {
  const suggestions = search.notFound?.suggestions ?? [];
  if (suggestions.length) return suggestions.map(link);
  const cities = new Map<string, Place>();
  for (const { partner } of search.results) cities.set(partner.city, { name: partner.city, country: partner.country, state: "", lat: partner.lat, lon: partner.lon });
  return [...cities.values()].slice(0, 6).map(link);
}
