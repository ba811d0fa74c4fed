import { useId } from "react";
import { Form } from "react-router";
import { useT } from "../i18n/use-i18n";
import type { FinderView } from "../../core/finder/finder-view";
import type { FinderLinks } from "./use-finder-links";
import { SearchButton } from "../ui/SearchButton";

/** Search within this finder: a GET form to the finder, keeping sort and grouping. */
export function FinderSearch({ view, links }: { view: FinderView; links: FinderLinks }) {
  const t = useT();
  const id = useId();
  return (
    <Form method="get" action={links.action} role="search" aria-label={t("finder.searchLabel")} className="search finder-search">
      <label htmlFor={id} className="visually-hidden">
        {t("finder.searchLabel")}
      </label>
      <input
        key={view.state.q}
        id={id}
        name="q"
        type="search"
        defaultValue={view.state.q}
        placeholder={t("header.search.placeholder")}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      {links.hiddenInputs.map((input) => (
        <input key={`h-${input.name}`} type="hidden" name={input.name} value={input.value} />
      ))}
      {links.keep
        .filter((input) => input.name !== "q")
        .map((input) => (
          <input key={`k-${input.name}`} type="hidden" name={input.name} value={input.value} />
        ))}
      <SearchButton label={t("header.search.submit")} />
    </Form>
  );
}
