import { useId } from "react";
import { Form, useNavigate } from "react-router";
import { useT } from "../i18n/use-i18n";
import type { FinderView } from "../../core/finder/finder-view";
import type { FinderLinks } from "./use-finder-links";
import { selectedFilters } from "./selected-filters";

const SORTS = [
  { code: "az", labelKey: "finder.sort.az" },
  { code: "za", labelKey: "finder.sort.za" },
  { code: "newest", labelKey: "finder.sort.newest" },
  { code: "popular", labelKey: "finder.sort.popular" },
] as const;

/**
 * Sort order as a native select in a small GET form. With JavaScript choosing an option goes to its
 * canonical link; without, the visitor sends the form (the button lives in <noscript>). The form
 * carries the selected filters, as the filter form does, so sorting never drops them.
 */
export function SortSelect({ view, links }: { view: FinderView; links: FinderLinks }) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const current = view.state.sort;
  return (
    <Form method="get" action={links.action} className="sort-form">
      <label htmlFor={id} className="sort-form__label">
        {t("finder.sort")}
      </label>
      <span className="select">
        <select
          id={id}
          name="sort"
          value={current}
          onChange={(event) => void navigate(links.sort(event.target.value), { preventScrollReset: true })}
        >
          {SORTS.map((option) => (
            <option key={option.code} value={option.code}>
              {t(option.labelKey)}
            </option>
          ))}
        </select>
      </span>
      {links.hiddenInputs.map((input) => (
        <input key={`h-${input.name}`} type="hidden" name={input.name} value={input.value} />
      ))}
      {links.keep
        .filter((input) => input.name !== "sort")
        .map((input) => (
          <input key={`k-${input.name}`} type="hidden" name={input.name} value={input.value} />
        ))}
      {selectedFilters(view).map((filter) => (
        <input key={`f-${filter.facet}-${filter.code}`} type="hidden" name={filter.facet} value={filter.code} />
      ))}
      <noscript>
        <button type="submit" className="button button--secondary sort-form__submit">
          {t("finder.apply")}
        </button>
      </noscript>
    </Form>
  );
}
