import { useState, type ReactNode } from "react";
import { useModalDialog } from "../ui/use-modal-dialog";
import { Link, useLocation } from "react-router";
import { useT } from "../i18n/use-i18n";
import { FilterForm } from "./FilterForm";
import type { FinderView } from "./finder-view";
import { useHydrated } from "./use-hydrated";

/**
 * Filters on phones. The server sends a <details> disclosure holding the form (works without
 * JavaScript); once hydrated it becomes a button opening a full-height sheet on the native
 * <dialog> (focus trap, Escape, focus return by the browser). Ticks apply only with Apply.
 */
export function FilterSheet({ view }: { view: FinderView }) {
  const t = useT();
  const hydrated = useHydrated();
  const count = view.selected.length;
  if (view.facets.length === 0) return null;
  const label = (
    <>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
        <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
        <circle cx="16" cy="7" r="2" />
        <circle cx="8" cy="17" r="2" />
      </svg>
      <span>{t("finder.openFilters")}</span>
      {count > 0 ? (
        <>
          <span className="badge-count" aria-hidden="true">
            {count}
          </span>
          <span className="visually-hidden">({t("finder.activeFilters", { count })})</span>
        </>
      ) : null}
    </>
  );

  if (!hydrated) {
    return (
      <details className="filter-disclosure">
        <summary className="filter-trigger">{label}</summary>
        <FilterForm view={view} mode="deferred" className="filter-form filter-form--disclosure" footer={<SheetFooter view={view} apply={t("finder.apply")} />} />
      </details>
    );
  }
  return <FilterDialog view={view} label={label} />;
}

function SheetFooter({ view, apply, onClose }: { view: FinderView; apply: string; onClose?: () => void }) {
  const t = useT();
  return (
    <div className="filter-form__footer">
      <Link to={view.clearAllHref} className="button button--secondary">
        {t("finder.clearAll")}
      </Link>
      {onClose ? (
        <button type="button" className="button button--primary" onClick={onClose}>
          {apply}
        </button>
      ) : (
        <button type="submit" className="button button--primary">
          {apply}
        </button>
      )}
    </div>
  );
}

function FilterDialog({ view, label }: { view: FinderView; label: ReactNode }) {
  const t = useT();
  const location = useLocation();
  const here = location.pathname + location.search;
  // Open for one URL only: applying (or Clear all) navigates, which closes the sheet.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const open = openAt === here;
  const close = () => setOpenAt(null);
  const ref = useModalDialog(open);

  return (
    <div className="filter-disclosure">
      <button
        type="button"
        className="filter-trigger"
        aria-haspopup="dialog"
        onClick={() => {
          setDirty(false);
          setOpenAt(here);
        }}
      >
        {label}
      </button>
      <dialog ref={ref} className="filter-sheet" aria-labelledby="filter-sheet-title" onClose={close}>
        <div className="filter-sheet__head">
          <h2 id="filter-sheet-title" className="filter-sheet__title">
            {t("finder.filtersTitle")}
          </h2>
          <button type="button" className="icon-button filter-sheet__close" onClick={close}>
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="m6 6 12 12M18 6 6 18" />
            </svg>
            <span className="visually-hidden">{t("finder.closeFilters")}</span>
          </button>
        </div>
        {/* Mounted only while open, so a selection that was not applied is forgotten on close. */}
        {open ? (
          <div className="filter-sheet__body" onChange={() => setDirty(true)}>
            <FilterForm
              view={view}
              mode="deferred"
              className="filter-form filter-form--sheet"
              footer={<SheetFooter view={view} apply={dirty ? t("finder.apply") : t("finder.showResults", { count: view.total })} onClose={dirty ? undefined : close} />}
            />
          </div>
        ) : null}
      </dialog>
    </div>
  );
}
