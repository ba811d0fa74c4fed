import { useState } from "react";
import { Link, useLocation } from "react-router";
import { useModalDialog } from "../ui/use-modal-dialog";
import { useT } from "../i18n/use-i18n";
import { FilterForm } from "./FilterForm";
import type { FinderView } from "./finder-view";
import type { FinderLinks } from "./use-finder-links";
import { Icon } from "../ui/Icon";

/**
 * Filters on phones once hydrated: a full-height sheet on the native <dialog> (focus trap, Escape,
 * focus return by the browser), opened from the rail's "Filters" summary. Ticks apply only with
 * Apply. The form is mounted only while open, so a selection not applied is forgotten on close.
 */
export function FilterSheet({ view, links, open, onClose }: { view: FinderView; links: FinderLinks; open: boolean; onClose: () => void }) {
  const t = useT();
  const [dirty, setDirty] = useState(false);
  const ref = useModalDialog(open);
  return (
    <dialog ref={ref} className="filter-sheet" aria-labelledby="filter-sheet-title" onClose={onClose}>
      <div className="filter-sheet__head">
        <h2 id="filter-sheet-title" className="filter-sheet__title">
          {t("finder.filtersTitle")}
        </h2>
        <button type="button" className="icon-button filter-sheet__close" onClick={onClose}>
          <Icon name="close" size={22} />
          <span className="visually-hidden">{t("finder.closeFilters")}</span>
        </button>
      </div>
      {open ? (
        <div className="filter-sheet__body" onChange={() => setDirty(true)}>
          <FilterForm
            view={view}
            links={links}
            mode="deferred"
            className="filter-form filter-form--sheet"
            footer={
              <div className="filter-form__footer">
                <Link to={links.clearAll} className="button button--secondary">
                  {t("finder.clearAll")}
                </Link>
                {dirty ? (
                  <button type="submit" className="button button--primary">
                    {t("finder.apply")}
                  </button>
                ) : (
                  <button type="button" className="button button--primary" onClick={onClose}>
                    {t("finder.showResults", { count: view.total })}
                  </button>
                )}
              </div>
            }
          />
        </div>
      ) : null}
    </dialog>
  );
}

/** The sheet opens for one URL only: applying (or Clear all) navigates, which closes it. */
export function useSheetState(): { open: boolean; show: () => void; close: () => void } {
  const location = useLocation();
  const here = location.pathname + location.search;
  const [openAt, setOpenAt] = useState<string | null>(null);
  return { open: openAt === here, show: () => setOpenAt(here), close: () => setOpenAt(null) };
}
