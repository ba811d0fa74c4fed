import { Link } from "react-router";
import type { MessageKey } from "../../core/i18n/translate";
import type { PageData } from "../routing/page-data.server";
import { usePageHref, useT } from "../i18n/use-i18n";
import { Breadcrumb } from "../ui/Breadcrumb";
import { SwatchMosaic } from "../ui/SwatchMosaic";

/**
 * The frame of a page whose content a later issue fills in: its real title, breadcrumb and the
 * way into the category's finder, with an honest note of what will be here.
 */
export function PlaceholderPage({ page, what }: { page: PageData; what: MessageKey }) {
  const t = useT();
  const href = usePageHref();
  const finder = page.finderPath && page.kind !== "finder" ? page.finderPath : null;
  return (
    <div className="page">
      <Breadcrumb items={[{ label: t("site.home"), href: href("") }, { label: page.heading }]} />
      <header className="page-hero">
        {page.pageType ? <p className="eyebrow">{page.family?.replace(/_/g, " ")}</p> : null}
        <h1>{page.heading}</h1>
      </header>
      <section className="placeholder" aria-labelledby="placeholder-title">
        <SwatchMosaic />
        <div>
          <h2 id="placeholder-title">{t("placeholder.title")}</h2>
          <p>{t(finder ? "placeholder.body" : "placeholder.bodyShort", { what: t(what) })}</p>
          {finder ? (
            <Link className="button button--primary" to={href(finder)}>
              {t("placeholder.exploreFinder")}
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}
