import { Link } from "react-router";
import { useT } from "../i18n/use-i18n";
import type { FinderView } from "../../core/finder/finder-view";
import { SortSelect } from "./SortSelect";
import type { FinderLinks } from "./use-finder-links";
import { selectedFilters } from "./selected-filters";
import { Icon } from "../ui/Icon";

const GROUPS = [
  { code: "collections", labelKey: "finder.groupByCollections" },
  { code: "all", labelKey: "finder.allProducts" },
] as const;

/** Above the grid: sort, grouping, and the selected filters as removable chips. */
export function FinderToolbar({ view, links }: { view: FinderView; links: FinderLinks }) {
  const t = useT();
  const selected = selectedFilters(view);
  return (
    <div className="finder-toolbar">
      <div className="finder-toolbar__row">
        <SortSelect view={view} links={links} />
        <div className="segmented" role="group" aria-label={t("finder.view")}>
          {GROUPS.map((option) => (
            <Link
              key={option.code}
              to={links.group(option.code)}
              preventScrollReset
              className="segmented__option"
              aria-current={option.code === view.state.group ? "true" : undefined}
            >
              {t(option.labelKey)}
            </Link>
          ))}
        </div>
      </div>
      {selected.length > 0 ? (
        <section className="selected-filters" aria-labelledby="selected-filters-title">
          <h2 id="selected-filters-title" className="visually-hidden">
            {t("finder.selectedFilters")}
          </h2>
          <ul className="selected-filters__list">
            {selected.map((filter) => (
              <li key={`${filter.facet}-${filter.code}`}>
                <Link
                  to={links.toggle(filter.facet, filter.code)}
                  preventScrollReset
                  className="filter-chip"
                  aria-label={t("finder.removeFilter", { name: filter.label })}
                  title={filter.facetLabel}
                >
                  <span>{filter.label}</span>
                  <Icon name="close-bold" size={14} />
                </Link>
              </li>
            ))}
            <li>
              <Link to={links.clearAll} preventScrollReset className="text-link selected-filters__clear">
                {t("finder.clearAll")}
              </Link>
            </li>
          </ul>
        </section>
      ) : null}
    </div>
  );
}
