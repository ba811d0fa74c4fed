import { Link } from "react-router";
import { usePageHref, useRootData, useT } from "../i18n/use-i18n";

export function SiteFooter() {
  const t = useT();
  const href = usePageHref();
  const { nav, region } = useRootData();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          <p className="brand brand--footer">
            <span className="brand__mark" aria-hidden="true" />
            <span className="brand__name">{t("site.name")}</span>
          </p>
          <p className="muted">{t("footer.about")}</p>
        </div>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories">{t("footer.categories")}</h2>
          <ul>
            {nav.map((item) => (
              <li key={item.pagePath}>
                {/* The header links the same pages, and React Router discovers their routes from those. */}
                <Link to={href(item.pagePath)} discover="none">
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={href("all-colors")}>{t("nav.allColors")}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="site-footer__legal">
        <p>{t("footer.regionNote", { region: t(`region.${region}`) })}</p>
        <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
