import { useRef } from "react";
import { Link, useNavigation } from "react-router";
import { usePageHref, useT } from "../i18n/use-i18n";
import { Breadcrumb, useHomeCrumb } from "../ui/Breadcrumb";
import type { CollectionViewTrail } from "./collection-view.server";
import { FilterRail } from "./FilterRail";
import { FinderSearch } from "./FinderSearch";
import { FinderToolbar } from "./FinderToolbar";
import type { FinderView } from "../../core/finder/finder-view";
import { LoadMore } from "./LoadMore";
import { NoResults } from "./NoResults";
import { ProductGrid } from "./ProductGrid";
import { useFinderLinks } from "./use-finder-links";
import { Icon } from "../ui/Icon";

/**
 * A finder page: title, count and search; the filter rail (desktop) or sheet (phones); the
 * toolbar; the grid and Load more. Everything it shows comes from the URL through the loader, so
 * back/forward and reload give the same page, and scroll restoration finds the same layout. A
 * collection view (decision 0070) also has a breadcrumb, through the landing that links it.
 */
export function FinderPage({ view, trail }: { view: FinderView; trail: CollectionViewTrail | null }) {
  const t = useT();
  const navigation = useNavigation();
  const links = useFinderLinks(view);
  const focusFromRef = useRef<number | null>(null);
  const busy = navigation.state === "loading" && navigation.location.pathname.startsWith(links.action);

  return (
    <div className="finder">
      {trail ? <CollectionViewBreadcrumb trail={trail} /> : null}
      <header className="finder-head">
        <div className="finder-head__text">
          <h1 className="finder-head__title">{view.heading}</h1>
          <p className="finder-head__meta">
            <span aria-live="polite" className="finder-head__count">
              {t("finder.results", { count: view.total })}
            </span>
            {view.allColours ? null : (
              <Link to={links.allColours} className="text-link finder-head__all">
                {t("finder.allColours")}
                <Icon name="arrow" size={16} />
              </Link>
            )}
          </p>
        </div>
        <FinderSearch view={view} links={links} />
      </header>
      <div className="finder-layout">
        {view.facets.length > 0 ? <FilterRail view={view} links={links} /> : null}
        <section className="finder-results" aria-labelledby="finder-results-title" aria-busy={busy || undefined}>
          <h2 id="finder-results-title" className="visually-hidden">
            {t("finder.resultsLabel")}
          </h2>
          <FinderToolbar view={view} links={links} />
          {view.items.length > 0 ? (
            <>
              <ProductGrid view={view} focusFromRef={focusFromRef} />
              <LoadMore view={view} links={links} onLoadMore={() => (focusFromRef.current = view.items.length)} />
            </>
          ) : (
            <NoResults links={links} />
          )}
        </section>
      </div>
    </div>
  );
}

function CollectionViewBreadcrumb({ trail }: { trail: CollectionViewTrail }) {
  const homeCrumb = useHomeCrumb();
  const href = usePageHref();
  const landing = trail.landing ? [{ label: trail.landing.label, href: href(trail.landing.pagePath) }] : [];
  return <Breadcrumb items={[homeCrumb, ...landing, { label: trail.collection }]} />;
}
