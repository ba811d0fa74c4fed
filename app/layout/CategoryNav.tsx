import { NavLink } from "react-router";
import { usePageHref, useRootData, useT } from "../i18n/use-i18n";
import { useDetailsDismiss } from "../ui/use-details-dismiss";

/** Categories offered in the region: a bar on wide screens, a disclosure menu on phones. */
export function CategoryNav() {
  const t = useT();
  const href = usePageHref();
  const { nav } = useRootData();
  const menuRef = useDetailsDismiss();
  const links = nav.map((item) => (
    <li key={item.pagePath}>
      <NavLink to={href(item.pagePath)} prefetch="intent">
        {t(item.labelKey)}
      </NavLink>
    </li>
  ));
  return (
    <>
      <nav className="category-nav category-nav--bar" aria-label={t("nav.primary")}>
        <ul>{links}</ul>
      </nav>
      <details className="category-nav category-nav--menu" ref={menuRef}>
        <summary>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
          {t("nav.menu")}
        </summary>
        <nav aria-label={t("nav.primary")}>
          <ul>{links}</ul>
        </nav>
      </details>
    </>
  );
}
