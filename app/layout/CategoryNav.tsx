import { useState } from "react";
import { NavLink } from "react-router";
import { overviewAnchor, PRODUCTS_OVERVIEW_PATH } from "../../core/routing/home";
import type { CategoryMenu, ResolvedNavItem } from "../../core/routing/navigation";
import { usePageHref, useRootData, useT } from "../i18n/use-i18n";
import { useDetailsDismiss } from "../ui/use-details-dismiss";
import { useHydrated } from "../finder/use-hydrated";
import { Icon } from "../ui/Icon";
import { CategoryLinks } from "./CategoryLinks";

/**
 * Categories offered in the region, written once: a disclosure menu on phones, and on wide screens
 * the same list shown open as a bar (layout.css opens it with `::details-content`; a browser
 * without it keeps the menu, which works the same).
 *
 * Each category opens its own menu of every page it has (decision 0054). The server's HTML holds
 * only a link per category and "All products", the overview that lists every page: the full
 * menus would add about 6 kB to every page, and product pages have less than 1 kB left under
 * their budget. Once the page is interactive each category becomes a disclosure whose panel is
 * built from the route manifest, loaded when a menu is first opened.
 */
export function CategoryNav() {
  const t = useT();
  const href = usePageHref();
  const { nav } = useRootData();
  const menuRef = useDetailsDismiss();
  const hydrated = useHydrated();
  const menus = useCategoryMenus();
  return (
    <details className="category-nav" ref={menuRef}>
      <summary>
        <Icon name="menu" />
        {t("nav.menu")}
      </summary>
      <nav aria-label={t("nav.primary")} onFocus={menus.load} onPointerEnter={menus.load}>
        <ul className="category-nav__list">
          <li>
            {/* The current page is marked by aria-current, which the style reads: no class needed. */}
            <NavLink to={href(PRODUCTS_OVERVIEW_PATH)} prefetch="intent" className={() => undefined}>
              {t("nav.allProducts")}
            </NavLink>
          </li>
          {nav.map((item) => (
            <li key={item.pagePath}>
              {hydrated ? (
                <CategoryMenuButton item={item} menu={menus.byAnchor?.get(overviewAnchor(item.labelKey))} onOpen={menus.load} />
              ) : (
                // Reserves the chevron's room (layout.css), so the bar does not reflow when the menus arrive.
                <NavLink to={href(item.pagePath)} className={() => "category-nav__landing"}>
                  {t(item.labelKey)}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}

/** One category's menu. Until the menus have loaded it offers the landing and the category's part of the overview. */
function CategoryMenuButton({ item, menu, onOpen }: { item: ResolvedNavItem; menu: CategoryMenu | undefined; onOpen: () => void }) {
  const t = useT();
  const href = usePageHref();
  const ref = useDetailsDismiss();
  const name = t(item.labelKey);
  return (
    // `name` makes the category menus exclusive, as a menu bar's are: opening one closes the other.
    <details className="category-menu" name="category-menu" ref={ref} onToggle={(event) => event.currentTarget.open && onOpen()}>
      <summary>
        {name}
        <Icon name="chevron" size={12} />
      </summary>
      <div className="category-menu__panel">
        {menu ? (
          <CategoryLinks menu={menu} headingLevel="p" />
        ) : (
          <ul>
            <li>
              <NavLink to={href(item.pagePath)}>{t("nav.overview")}</NavLink>
            </li>
          </ul>
        )}
        <p className="category-menu__all">
          <NavLink to={`${href(PRODUCTS_OVERVIEW_PATH)}#${overviewAnchor(item.labelKey)}`}>{t("nav.allPagesOf", { category: name })}</NavLink>
        </p>
      </div>
    </details>
  );
}

/**
 * The region's category menus, built from the route manifest in a chunk of its own, fetched on the
 * first sign of use (pointer or focus on the bar, a menu opened): the manifest would otherwise add
 * to every page's first-load JS.
 */
function useCategoryMenus(): { byAnchor: ReadonlyMap<string, CategoryMenu> | null; load: () => void } {
  const { region } = useRootData();
  const [byAnchor, setByAnchor] = useState<ReadonlyMap<string, CategoryMenu> | null>(null);
  const [loading, setLoading] = useState(false);
  const load = () => {
    if (loading) return;
    setLoading(true);
    void import("../../core/routing/navigation").then(({ categoryMenusFor }) => setByAnchor(new Map(categoryMenusFor(region).map((menu) => [menu.id, menu]))));
  };
  return { byAnchor, load };
}
