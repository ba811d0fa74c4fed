import { Link } from "react-router";
import { useT } from "../i18n/use-i18n";
import { FilterSheet } from "./FilterSheet";
import type { FinderView } from "./finder-view";
import { SortSelect } from "./SortSelect";

/** Above the grid: phone filters, sort, grouping, and the selected filters as removable chips. */
export function FinderToolbar({ view }: { view: FinderView }) {
  const t = useT();
  return (
    <div className="finder-toolbar">
      <div className="finder-toolbar__row">
        <FilterSheet view={view} />
        <SortSelect view={view} />
        <div className="segmented" role="group" aria-label={t("finder.view")}>
          {view.groupOptions.map((option) => (
            <Link
              key={option.code}
              to={option.href}
              preventScrollReset
              className="segmented__option"
              aria-current={option.selected ? "true" : undefined}
            >
              {option.label}
            </Link>
          ))}
        </div>
      </div>
      {view.selected.length > 0 ? (
        <section className="selected-filters" aria-labelledby="selected-filters-title">
          <h2 id="selected-filters-title" className="visually-hidden">
            {t("finder.selectedFilters")}
          </h2>
          <ul className="selected-filters__list">
            {view.selected.map((filter) => (
              <li key={`${filter.facet}-${filter.code}`}>
                <Link
                  to={filter.removeHref}
                  preventScrollReset
                  className="filter-chip"
                  aria-label={t("finder.removeFilter", { name: filter.label })}
                  title={filter.facetLabel}
                >
                  <span>{filter.label}</span>
                  <svg aria-hidden="true" width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                    <path d="m6 6 12 12M18 6 6 18" />
                  </svg>
                </Link>
              </li>
            ))}
            <li>
              <Link to={view.clearAllHref} preventScrollReset className="text-link selected-filters__clear">
                {t("finder.clearAll")}
              </Link>
            </li>
          </ul>
        </section>
      ) : null}
    </div>
  );
}
