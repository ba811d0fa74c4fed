import { useEffect, useRef, type MouseEvent } from "react";
import { Link } from "react-router";
import { useT } from "../i18n/use-i18n";
import { FilterForm } from "./FilterForm";
import { FilterSheet, useFilterSheet } from "./FilterSheet";
import { changedValues } from "./pending-filters";
import type { FinderView } from "../../core/finder/finder-view";
import type { FinderLinks } from "./use-finder-links";
import { selectedFilters } from "./selected-filters";
import { useHydrated } from "./use-hydrated";
import { Icon } from "../ui/Icon";

/** Below this width the rail is a "Filters" disclosure (see finder.css). */
const PHONE_QUERY = "(max-width: 59.99rem)";

/**
 * The filters, once in the page. Desktop: a rail where, once hydrated, every tick applies at once.
 * Phones: a "Filters" disclosure above the results whose form is sent with Apply; once hydrated
 * the same summary opens the full-height sheet instead, so nothing moves when scripts arrive.
 */
export function FilterRail({ view, links }: { view: FinderView; links: FinderLinks }) {
  const t = useT();
  const hydrated = useHydrated();
  const sheet = useFilterSheet(view);
  const count = selectedFilters(view).length;
  // Ticks kept in the closed sheet (✕ keeps them): said on the button that reopens it.
  const waiting = !sheet.open && sheet.pending ? changedValues(sheet.pending, view.selections) : 0;
  const panelRef = useRef<HTMLDetailsElement>(null);
  // On desktop CSS shows the rail's content even while its disclosure is closed; once scripts run,
  // open it for real, so assistive technology sees the facets as the page shows them.
  useEffect(() => {
    if (panelRef.current && !window.matchMedia(PHONE_QUERY).matches) panelRef.current.open = true;
  }, []);
  const openSheet = (event: MouseEvent) => {
    if (!window.matchMedia(PHONE_QUERY).matches) return;
    event.preventDefault();
    sheet.show();
  };
  return (
    <aside className="finder-rail" aria-labelledby="finder-rail-title">
      <div className="finder-rail__head">
        <h2 id="finder-rail-title" className="finder-rail__title">
          {t("finder.filters")}
        </h2>
        {count > 0 ? (
          <Link to={links.clearAll} className="text-link" preventScrollReset>
            {t("finder.clearAll")}
          </Link>
        ) : null}
      </div>
      <details className="filter-panel" ref={panelRef}>
        <summary className="filter-trigger filter-panel__summary" onClick={hydrated ? openSheet : undefined} aria-haspopup={hydrated ? "dialog" : undefined}>
          <Icon name="filters" />
          {t("finder.openFilters")}
          {count > 0 ? (
            <>
              <span className="badge-count" aria-hidden="true">
                {count}
              </span>
              <span className="visually-hidden">({t("finder.activeFilters", { count })})</span>
            </>
          ) : null}
          {waiting > 0 ? <span className="filter-trigger__waiting">{t("finder.ticksNotApplied", { count: waiting })}</span> : null}
        </summary>
        <FilterForm
          view={view}
          links={links}
          mode="instant"
          className="filter-form filter-form--rail"
          footer={
            <noscript>
              <div className="filter-form__footer">
                <button type="submit" className="button button--primary">
                  {t("finder.apply")}
                </button>
              </div>
            </noscript>
          }
        />
      </details>
      {hydrated ? <FilterSheet view={view} links={links} sheet={sheet} /> : null}
    </aside>
  );
}
