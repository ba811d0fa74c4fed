import type { Route } from "./+types/products-overview-page";
import { localise, type Collection } from "../../core/catalogue/model";
import type { Region } from "../../core/regions/regions";
import { expandPattern } from "../../core/routing/expand-pattern";
import { categoryMenusFor, collectionLandingEntry, type CategoryMenu } from "../../core/routing/navigation";
import { appContext, pageContext } from "../routing/contexts";
import { pageData } from "../routing/page-data.server";
import { pageMeta } from "../routing/page-meta";
import { usePageHref, useT } from "../i18n/use-i18n";
import { Breadcrumb } from "../ui/Breadcrumb";
import { CategoryLinks, type ExtraGroup } from "../layout/CategoryLinks";

/**
 * The products overview (decision 0054): every category the region offers with all of its pages,
 * as the header's menu lists them, plus the collection landings, which are catalogue data. The
 * breadcrumbs' root; a visitor (or a crawler) reaches every page of the region from here.
 */
export function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const catalogue = context.get(appContext).services.catalogue;
  const { region } = page.location;
  const collections = [...catalogue.current.collections.values()].sort((a, b) => a.sortOrder - b.sortOrder);
  const categories = categoryMenusFor(region).map((menu) => ({ menu, extra: collectionGroups(menu, region, collections, page.language) }));
  return { page: pageData(page), categories };
}

/** The category's collection landings (VIZUON, HFLOR), named from the catalogue; none for the others. */
function collectionGroups(menu: CategoryMenu, region: Region, collections: readonly Collection[], language: string): ExtraGroup[] {
  const entry = collectionLandingEntry(menu.family, region);
  if (!entry) return [];
  const listed = new Set(menu.groups.flatMap((group) => group.links.map((link) => link.pagePath)));
  const links = collections.flatMap((collection) => {
    const pagePath = expandPattern(entry, [collection])?.[0];
    // A collection whose code is a fixed page's path is that page (the router ranks fixed paths first).
    return pagePath && !listed.has(pagePath) ? [{ label: localise(collection.name, language), pagePath }] : [];
  });
  return links.length ? [{ name: "collections", links }] : [];
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function ProductsOverviewRoute({ loaderData }: Route.ComponentProps) {
  const { page, categories } = loaderData;
  const t = useT();
  const href = usePageHref();
  return (
    <div className="page products-overview">
      <Breadcrumb items={[{ label: page.heading }]} />
      <h1>{page.heading}</h1>
      <div className="products-overview__grid">
        {categories.map(({ menu, extra }) => (
          <section key={menu.id} id={menu.id} className="products-overview__category" aria-labelledby={`${menu.id}-heading`}>
            <h2 id={`${menu.id}-heading`}>{t(menu.labelKey)}</h2>
            <CategoryLinks menu={menu} extra={extra} headingLevel="h3" />
          </section>
        ))}
      </div>
      {/* The edge profile and finish guides of every category: product pages link their own part. */}
      <p className="products-overview__guides">
        <a href={href("guides")}>{t("guide.heading")}</a>
      </p>
    </div>
  );
}
