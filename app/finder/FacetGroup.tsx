import type { ChangeEvent } from "react";
import { Link } from "react-router";
import { useT } from "../i18n/use-i18n";
import type { FinderFacet, FinderFacetValue } from "../../core/finder/finder-view";
import { chipColour } from "./colour-chips";

export interface FacetGroupProps {
  facet: FinderFacet;
  /** Open when nothing says otherwise (the first groups of the rail). */
  defaultOpen: boolean;
  /** Whether a value is shown ticked (the server's state, or the pending navigation's). */
  isChecked: (value: FinderFacetValue) => boolean;
  /** Instant mode: called on every tick; deferred mode (the phone sheet) passes nothing. */
  onToggle?: (value: FinderFacetValue, event: ChangeEvent<HTMLInputElement>) => void;
  formatCount: (count: number) => string;
  /** Link listing every value of this facet, when only the top ones are shown. */
  showAllHref?: string;
}

/**
 * One facet of the filter form. Boolean facets are a single checkbox labelled with the facet;
 * the others a disclosure of checkboxes with counts, colour families as swatch chips. Long lists
 * show their top values and a "show all" link (a plain link: it works without JavaScript).
 */
export function FacetGroup({ facet, defaultOpen, isChecked, onToggle, formatCount, showAllHref }: FacetGroupProps) {
  const t = useT();
  const checkbox = (value: FinderFacetValue, className: string) => {
    const checked = isChecked(value);
    return onToggle ? (
      <input type="checkbox" className={className} name={facet.name} value={value.code} checked={checked} onChange={(event) => onToggle(value, event)} />
    ) : (
      <input type="checkbox" className={className} name={facet.name} value={value.code} defaultChecked={checked} />
    );
  };

  if (facet.control === "toggle" && facet.values.length === 1) {
    const value = facet.values[0]!;
    return (
      <label className="facet facet--boolean facet-option">
        {checkbox(value, "facet-option__box")}
        {facet.label} <span className="facet-option__count">{formatCount(value.count)}</span>
      </label>
    );
  }

  if (facet.values.length === 0 && showAllHref) {
    // A folded facet: a link that opens it (its values load with the page it leads to).
    return (
      <Link to={showAllHref} className="facet facet__summary facet--folded" preventScrollReset replace>
        {facet.label}
      </Link>
    );
  }

  const chips = facet.control === "chips";
  const selectedCount = facet.values.filter((v) => v.selected).length;
  return (
    <details className="facet" open={selectedCount > 0 || defaultOpen}>
      <summary className="facet__summary">
        {facet.label}
        {selectedCount > 0 ? (
          <span className="facet__selected" aria-hidden="true">
            {selectedCount}
          </span>
        ) : null}
      </summary>
      <fieldset className={chips ? "facet__values facet__chips" : "facet__values facet__list"}>
        <legend className="visually-hidden">{facet.label}</legend>
        {facet.values.map((value) => (
          <label key={value.code} className={chips ? "colour-chip" : "facet-option"}>
            {checkbox(value, chips ? "colour-chip__input" : "facet-option__box")}
            {chips ? <span className="colour-chip__swatch" style={{ backgroundColor: chipColour(value) }} aria-hidden="true" /> : null}
            {value.lang ? <span lang={value.lang}>{value.label}</span> : value.label} <span className="facet-option__count">{formatCount(value.count)}</span>
          </label>
        ))}
        {showAllHref && facet.values.length > 0 ? (
          <Link to={showAllHref} className="text-link facet__more" preventScrollReset replace>
            {t("finder.facet.showAll", { count: facet.valueCount })}
          </Link>
        ) : null}
      </fieldset>
    </details>
  );
}
