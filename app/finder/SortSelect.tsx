import { useId } from "react";
import { Form, useNavigate } from "react-router";
import { useT } from "../i18n/use-i18n";
import type { FinderView } from "./finder-view";

/**
 * Sort order as a native select in a small GET form. With JavaScript choosing an option goes to its
 * canonical link; without, the visitor sends the form (the button lives in <noscript>). The form
 * carries the selected filters, as the filter form does, so sorting never drops them.
 */
export function SortSelect({ view }: { view: FinderView }) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const current = view.sortOptions.find((option) => option.selected)?.code ?? view.sort;
  return (
    <Form method="get" action={view.action} className="sort-form">
      <label htmlFor={id} className="sort-form__label">
        {t("finder.sort")}
      </label>
      <span className="select">
        <select
          id={id}
          name="sort"
          value={current}
          onChange={(event) => {
            const option = view.sortOptions.find((o) => o.code === event.target.value);
            if (option) void navigate(option.href, { preventScrollReset: true });
          }}
        >
          {view.sortOptions.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
      {view.hiddenInputs.map((input) => (
        <input key={`h-${input.name}`} type="hidden" name={input.name} value={input.value} />
      ))}
      {view.keep
        .filter((input) => input.name !== "sort")
        .map((input) => (
          <input key={`k-${input.name}`} type="hidden" name={input.name} value={input.value} />
        ))}
      {view.selected.map((filter) => (
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
