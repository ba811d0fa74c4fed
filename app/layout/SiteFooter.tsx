import { Link } from "react-router";
import { sectionPath } from "../../core/routing/region-path";
import { LEGAL_PAGES, legalPagePath } from "../../core/legal/legal-pages";
import { usePageHref, useRootData, useT } from "../i18n/use-i18n";

/**
 * The footer links what the header does not: every colour across the brands, the two ways to a
 * seller, and the legal pages (privacy, terms, imprint, cookies) every region has. The category list is the header's alone; a second copy on every page cost about 0.9 kB
 * of HTML against the product page's 40 kB budget and a screen reader user met it twice.
 */
export function SiteFooter() {
  const t = useT();
  const href = usePageHref();
  const { region, locale } = useRootData();
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
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">{t("footer.help")}</h2>
          <ul>
            <li>
              <Link to={href("all-colors")}>{t("nav.allColors")}</Link>
            </li>
            <li>
              <a href={sectionPath("contact", region, "where-to-buy", locale)}>{t("footer.whereToBuy")}</a>
            </li>
            <li>
              <a href={sectionPath("contact", region, "sales-representatives", locale)}>{t("footer.findSalesRep")}</a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t("legal.footer")}</h2>
          <ul>
            {LEGAL_PAGES.map((page) => (
              <li key={page}>
                <Link to={href(legalPagePath(page))}>{t(`legal.page.${page}`)}</Link>
              </li>
            ))}
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
