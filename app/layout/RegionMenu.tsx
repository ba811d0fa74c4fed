import { REGIONS, REGION_CONFIG } from "../../core/regions/regions";
import { buildPath } from "../../core/routing/region-path";
import { useRootData, useT } from "../i18n/use-i18n";
import { useCurrentPage } from "../routing/use-page-data";
import { languageLinksOf, regionLinksOf, type RegionLink } from "../routing/page-head";
import { useDetailsDismiss } from "../ui/use-details-dismiss";
import { Icon } from "../ui/Icon";

/**
 * Region and language choice as plain links (works before hydration): each goes to the same page
 * in that region when it is offered there, else to that region's start page.
 */
export function RegionMenu() {
  const t = useT();
  const { region, locale } = useRootData();
  const page = useCurrentPage();
  const regionLinks: RegionLink[] = page ? regionLinksOf(page.head) : REGIONS.map((r) => ({ region: r, href: buildPath(r, "") }));
  const languageLinks = page ? languageLinksOf(page.head) : [];
  const menuRef = useDetailsDismiss();
  return (
    <details className="region-menu" ref={menuRef}>
      <summary>
        <Icon name="globe" size={18} />
        <span aria-hidden="true">{region.toUpperCase()}</span>
        <span className="region-menu__lang" aria-hidden="true">
          {locale}
        </span>
        <span className="visually-hidden">{t("header.currentRegion", { region: t(`region.${region}`), language: t(`language.${locale}`) })}</span>
      </summary>
      <div className="region-menu__panel">
        <section aria-labelledby="region-menu-regions">
          <h2 id="region-menu-regions">{t("header.region")}</h2>
          <ul>
            {regionLinks.map((link) => (
              <li key={link.region}>
                <a
                  href={link.href}
                  hrefLang={REGION_CONFIG[link.region].defaultLocale}
                  aria-current={link.region === region ? "true" : undefined}
                  // Where this page is not offered, say where the link goes instead. As the title it is
                  // the link's description: the name stays the region a visitor sees (label in name).
                  title={link.note}
                >
                  {t(`region.${link.region}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
        {languageLinks.length > 1 ? (
          <section aria-labelledby="region-menu-languages">
            <h2 id="region-menu-languages">{t("header.language")}</h2>
            <ul>
              {languageLinks.map((link) => (
                <li key={link.locale}>
                  <a href={link.href} lang={link.locale} hrefLang={link.locale} aria-current={link.locale === locale ? "true" : undefined}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </details>
  );
}
