import { useState, type FormEvent, type MouseEvent } from "react";
import { Link } from "react-router";
import type { Selections } from "../../core/finder/filter-path";
import { useModalDialog } from "../ui/use-modal-dialog";
import { useRootData, useT } from "../i18n/use-i18n";
import { FilterForm } from "./FilterForm";
import type { FinderView } from "../../core/finder/finder-view";
import type { FinderLinks } from "./use-finder-links";
import { Icon } from "../ui/Icon";
import { changedValues, formSelections, selectionsKey } from "./pending-filters";
import { useLiveTotal } from "./use-live-total";

/**
 * Filters on phones once hydrated: a full-height sheet on the native <dialog> (focus trap, Escape,
 * focus return by the browser), opened from the rail's "Filters" summary. Its facets scroll under a
 * sticky footer with Clear all and "Show N products", N counted for the pending ticks.
 *
 * Ticks apply only with that button. ✕ and Escape close the sheet and keep the ticks (decision
 * 0053): the Filters button then says how many changes wait, and the sheet reopens with them.
 * They are dropped only by Clear all, or when the applied filters change.
 */
export function FilterSheet({ view, links, sheet }: { view: FinderView; links: FinderLinks; sheet: FilterSheetState }) {
  const t = useT();
  const { region } = useRootData();
  const ref = useModalDialog(sheet.open);
  const changes = sheet.pending ? changedValues(sheet.pending, view.selections) : 0;
  const total = useLiveTotal(region, view.scope, view.state.q, changes > 0 ? sheet.pending : null, view.total);
  const readForm = (form: HTMLFormElement | null | undefined) => {
    if (form) sheet.setPending(formSelections(form, view.scope.facets.order, view.selections));
  };
  const clearAll = (event: MouseEvent<HTMLAnchorElement>) => {
    const form = event.currentTarget.closest("form");
    form?.querySelectorAll<HTMLInputElement>("input[type=checkbox]").forEach((box) => (box.checked = false));
    // Nothing applied: the link leads to this very page, so clear the ticks here and stay.
    if (Object.keys(view.selections).length === 0) {
      event.preventDefault();
      readForm(form);
    }
  };
  return (
    <dialog ref={ref} className="filter-sheet" aria-labelledby="filter-sheet-title" onClose={sheet.close}>
      <div className="filter-sheet__head">
        <h2 id="filter-sheet-title" className="filter-sheet__title">
          {t("finder.filtersTitle")}
        </h2>
        <button type="button" className="icon-button filter-sheet__close" onClick={sheet.close}>
          <Icon name="close" size={22} />
          <span className="visually-hidden">{t("finder.closeFilters")}</span>
        </button>
      </div>
      {/* Mounted while open, and while closed with pending ticks, so ✕ keeps them; keyed by the
          applied state, so applying or clearing starts afresh from the page's own ticks. */}
      {sheet.open || sheet.pending ? (
        <div className="filter-sheet__body" onChange={(event: FormEvent<HTMLDivElement>) => readForm(event.currentTarget.querySelector("form"))}>
          <FilterForm
            key={sheet.appliedKey}
            view={view}
            links={links}
            mode="deferred"
            className="filter-form filter-form--sheet"
            footer={
              <div className="filter-form__footer">
                <Link to={links.clearAll} className="button button--secondary" onClick={clearAll}>
                  {t("finder.clearAll")}
                </Link>
                {changes > 0 ? (
                  <button type="submit" className="button button--primary">
                    {total === null ? t("finder.apply") : t("finder.showResults", { count: total })}
                  </button>
                ) : (
                  <button type="button" className="button button--primary" onClick={sheet.close}>
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

export interface FilterSheetState {
  open: boolean;
  show: () => void;
  close: () => void;
  /** The applied finder state the sheet belongs to (selections, search, sort, grouping). */
  appliedKey: string;
  /** The ticks in the sheet, when it has been used since the filters were last applied. */
  pending: Selections | null;
  setPending: (selections: Selections) => void;
}

/**
 * The sheet's state, for one applied finder state: applying (or Clear all) changes the filters,
 * which closes the sheet and forgets its ticks; "show all" of a facet or Load more does neither.
 */
export function useFilterSheet(view: FinderView): FilterSheetState {
  const { q, sort, group } = view.state;
  const appliedKey = selectionsKey(view.selections, [q, sort, group]);
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [pending, setPending] = useState<{ at: string; selections: Selections } | null>(null);
  return {
    open: openAt === appliedKey,
    show: () => setOpenAt(appliedKey),
    close: () => setOpenAt(null),
    appliedKey,
    pending: pending?.at === appliedKey ? pending.selections : null,
    setPending: (selections) => setPending({ at: appliedKey, selections }),
  };
}
