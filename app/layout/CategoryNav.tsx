import { NavLink } from "react-router";
import { usePageHref, useRootData, useT } from "../i18n/use-i18n";
import { useDetailsDismiss } from "../ui/use-details-dismiss";
import { Icon } from "../ui/Icon";

/**
 * Categories offered in the region, written once: a disclosure menu on phones, and on wide screens
 * the same list shown open as a bar (layout.css opens it with `::details-content`; a browser
 * without it keeps the menu, which works the same).
 */
export function CategoryNav() {
  const t = useT();
  const href = usePageHref();
  const { nav } = useRootData();
  const menuRef = useDetailsDismiss();
  return (
    <details className="category-nav" ref={menuRef}>
      <summary>
        <Icon name="menu" />
        {t("nav.menu")}
      </summary>
      <nav aria-label={t("nav.primary")}>
        <ul>
          {nav.map((item) => (
            <li key={item.pagePath}>
              {/* The current page is marked by aria-current, which the style reads: no class needed. */}
              <NavLink to={href(item.pagePath)} prefetch="intent" className={() => undefined}>
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
