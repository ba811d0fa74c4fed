import { NavLink } from "react-router";
import { usePageHref, useRootData, useT } from "../i18n/use-i18n";
import { useDetailsDismiss } from "../ui/use-details-dismiss";

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
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
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
