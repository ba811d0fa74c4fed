import { HOME_PAGE_PATH } from "../../core/routing/home";
import { Form, Link } from "react-router";
import { LANG_PARAM } from "../../core/routing/region-path";
import { REGION_CONFIG } from "../../core/regions/regions";
import { usePageHref, useRootData, useT } from "../i18n/use-i18n";
import { CategoryNav } from "./CategoryNav";
import { RegionMenu } from "./RegionMenu";
import { HeaderTools } from "./HeaderTools";
import { SearchButton } from "../ui/SearchButton";
import { useCurrentPage } from "../routing/use-page-data";

export function SiteHeader() {
  const t = useT();
  const href = usePageHref();
  const { region, locale } = useRootData();
  const langIsDefault = REGION_CONFIG[region].defaultLocale === locale;
  // A finder has its own search field: one search box per page, not two stacked on a phone.
  const kind = useCurrentPage()?.kind;
  const ownSearch = kind === "finder" || kind === "all-colors";
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("site.skipToContent")}
      </a>
      <div className="site-header__bar">
        <Link to={href(HOME_PAGE_PATH)} className="brand" aria-label={`${t("site.name")}, ${t("site.home")}`}>
          {/* The swatch mark; on the narrowest phones it carries the name's initial as a monogram. */}
          <span className="brand__mark" aria-hidden="true">
            <span className="brand__initial">{t("site.name").charAt(0)}</span>
          </span>
          <span className="brand__name">{t("site.name")}</span>
        </Link>
        {ownSearch ? null : (
        <Form method="get" action={href("all-colors").split("?")[0]} role="search" className="search">
          <label htmlFor="site-search" className="visually-hidden">
            {t("header.search.label")}
          </label>
          <input id="site-search" name="q" type="search" placeholder={t("header.search.placeholder")} autoComplete="off" enterKeyHint="search" maxLength={100} />
          {langIsDefault ? null : <input type="hidden" name={LANG_PARAM} value={locale} />}
          <SearchButton label={t("header.search.submit")} />
        </Form>
        )}
        <HeaderTools />
        <RegionMenu />
      </div>
      <CategoryNav />
    </header>
  );
}
