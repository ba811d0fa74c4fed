import { Link } from "react-router";
import { useT } from "../i18n/use-i18n";
import { FilterForm } from "./FilterForm";
import type { FinderView } from "./finder-view";

/**
 * The desktop filter rail. Once hydrated every tick applies at once; without JavaScript the
 * visitor ticks boxes and sends them with Apply (inside <noscript>, so it never shifts the layout).
 */
export function FilterRail({ view }: { view: FinderView }) {
  const t = useT();
  return (
    <aside className="finder-rail" aria-labelledby="finder-rail-title">
      <div className="finder-rail__head">
        <h2 id="finder-rail-title" className="finder-rail__title">
          {t("finder.filters")}
        </h2>
        {view.selected.length > 0 ? (
          <Link to={view.clearAllHref} className="text-link" preventScrollReset>
            {t("finder.clearAll")}
          </Link>
        ) : null}
      </div>
      <FilterForm
        view={view}
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
    </aside>
  );
}
