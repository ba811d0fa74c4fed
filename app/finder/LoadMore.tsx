import { Link } from "react-router";
import { formatCount } from "../../core/i18n/count-format";
import { useRootData, useT } from "../i18n/use-i18n";
import type { FinderView } from "../../core/finder/finder-view";
import type { FinderLinks } from "./use-finder-links";

/**
 * "Showing 24 of 180", a quiet progress line, and Load more: a plain link to the next page's URL
 * (so it works without JavaScript and survives a reload); with JavaScript the page grows in place.
 * Pages grow only up to `cumulativePages` (decision 0014): past it each page shows alone, with
 * Previous and Next links, so no URL renders more than that many pages of cards.
 */
export function LoadMore({ view, links, onLoadMore }: { view: FinderView; links: FinderLinks; onLoadMore: () => void }) {
  const t = useT();
  const { locale } = useRootData();
  const shown = view.items.length;
  const last = view.offset + shown;
  const progress = view.total ? Math.min(1, last / view.total) : 1;
  const alone = view.offset > 0;
  const nextAlone = view.state.page >= view.cumulativePages;
  const range = alone && shown ? `${formatCount(locale, view.offset + 1)}–${formatCount(locale, last)}` : formatCount(locale, shown);
  return (
    <div className="load-more">
      <p className="load-more__status">{t("finder.showing", { shown: range, total: formatCount(locale, view.total) })}</p>
      <span className="load-more__bar" aria-hidden="true">
        <span style={{ transform: `scaleX(${progress})` }} />
      </span>
      {alone || (nextAlone && view.canLoadMore) ? (
        <div className="load-more__pages">
          {alone ? (
            <Link to={links.previousPage} className="button button--secondary" rel="prev">
              {t("finder.previousPage")}
            </Link>
          ) : null}
          {view.canLoadMore ? (
            <Link to={links.loadMore} className="button button--secondary" rel="next">
              {t("finder.nextPage")}
            </Link>
          ) : null}
        </div>
      ) : view.canLoadMore ? (
        <Link to={links.loadMore} className="button button--secondary load-more__button" preventScrollReset replace onClick={onLoadMore}>
          {t("finder.loadMore")}
        </Link>
      ) : null}
    </div>
  );
}
