import { useMemo } from "react";
import { Link } from "react-router";
import { useRootData, useT } from "../i18n/use-i18n";
import type { FinderView } from "./finder-view";
import type { FinderLinks } from "./use-finder-links";

/**
 * "Showing 24 of 180", a quiet progress line, and Load more: a plain link to the next page's URL
 * (so it works without JavaScript and survives a reload); with JavaScript the page grows in place.
 */
export function LoadMore({ view, links, onLoadMore }: { view: FinderView; links: FinderLinks; onLoadMore: () => void }) {
  const t = useT();
  const { locale } = useRootData();
  const numbers = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const shown = view.items.length;
  const progress = view.total ? Math.min(1, shown / view.total) : 1;
  return (
    <div className="load-more">
      <p className="load-more__status">{t("finder.showing", { shown: numbers.format(shown), total: numbers.format(view.total) })}</p>
      <span className="load-more__bar" aria-hidden="true">
        <span style={{ transform: `scaleX(${progress})` }} />
      </span>
      {view.canLoadMore ? (
        <Link to={links.loadMore} className="button button--secondary load-more__button" preventScrollReset replace onClick={onLoadMore}>
          {t("finder.loadMore")}
        </Link>
      ) : null}
    </div>
  );
}
