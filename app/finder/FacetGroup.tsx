import type { ChangeEvent } from "react";
import type { FinderFacet, FinderFacetValue } from "./finder-view";
import { COLOUR_FACETS, chipColour } from "./colour-chips";

export interface FacetGroupProps {
  facet: FinderFacet;
  /** Open when nothing says otherwise (the first groups of the rail). */
  defaultOpen: boolean;
  /** Whether a value is shown ticked (the server's state, or the pending navigation's). */
  isChecked: (value: FinderFacetValue) => boolean;
  /** Instant mode: called on every tick; deferred mode (the phone sheet) passes nothing. */
  onToggle?: (value: FinderFacetValue, event: ChangeEvent<HTMLInputElement>) => void;
  formatCount: (count: number) => string;
}

/**
 * One facet of the filter form. Boolean facets are a single checkbox labelled with the facet;
 * the others a disclosure of checkboxes with counts, colour families as swatch chips.
 */
export function FacetGroup({ facet, defaultOpen, isChecked, onToggle, formatCount }: FacetGroupProps) {
  const checkbox = (value: FinderFacetValue, className: string) => {
    const checked = isChecked(value);
    return onToggle ? (
      <input type="checkbox" className={className} name={facet.name} value={value.code} checked={checked} onChange={(event) => onToggle(value, event)} />
    ) : (
      <input type="checkbox" className={className} name={facet.name} value={value.code} defaultChecked={checked} />
    );
  };

  if (facet.kind === "boolean" && facet.values.length === 1) {
    const value = facet.values[0]!;
    return (
      <div className="facet facet--boolean">
        <label className="facet-option">
          {checkbox(value, "facet-option__box")}
          <span className="facet-option__label">{facet.label}</span>{" "}
          <span className="facet-option__count">{formatCount(value.count)}</span>
        </label>
      </div>
    );
  }

  const colours = COLOUR_FACETS.has(facet.name);
  const selectedCount = facet.values.filter((v) => v.selected).length;
  return (
    <details className="facet" open={facet.active || defaultOpen}>
      <summary className="facet__summary">
        <span className="facet__label">{facet.label}</span>
        {selectedCount > 0 ? (
          <span className="facet__selected" aria-hidden="true">
            {selectedCount}
          </span>
        ) : null}
        <span className="facet__marker" aria-hidden="true" />
      </summary>
      <fieldset className="facet__values">
        <legend className="visually-hidden">{facet.label}</legend>
        <ul className={colours ? "facet__chips" : "facet__list"}>
          {facet.values.map((value) => (
            <li key={value.code}>
              <label className={colours ? "colour-chip" : "facet-option"}>
                {checkbox(value, colours ? "colour-chip__input" : "facet-option__box")}
                {colours ? <span className="colour-chip__swatch" style={{ backgroundColor: chipColour(value) }} aria-hidden="true" /> : null}
                <span className={colours ? "colour-chip__label" : "facet-option__label"}>{value.label}</span>{" "}
                <span className="facet-option__count">{formatCount(value.count)}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </details>
  );
}
