import { useMemo, useState, type ReactNode } from "react";
import { Form, useLocation, useNavigate, useNavigation } from "react-router";
import { useRootData, useT } from "../i18n/use-i18n";
import { FacetGroup } from "./FacetGroup";
import type { FinderFacetValue, FinderView } from "./finder-view";

/** Facets open by default (besides every facet with a selection). */
const OPEN_BY_DEFAULT = 3;

interface FilterFormProps {
  view: FinderView;
  /**
   * "instant": each tick navigates to the value's canonical link (the desktop rail once hydrated);
   * "deferred": ticks are collected and sent with Apply (the phone sheet, and everything without JS).
   */
  mode: "instant" | "deferred";
  className?: string;
  /** Rendered inside the form after the facets: Apply and Clear all. */
  footer?: ReactNode;
  id?: string;
}

/**
 * The filter form: a plain GET form to the finder, so it works without JavaScript (the server
 * redirects the submission to the canonical filter URL).
 */
export function FilterForm({ view, mode, className, footer, id }: FilterFormProps) {
  const t = useT();
  const { locale } = useRootData();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const numbers = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const location = useLocation();
  const here = location.pathname + location.search;
  // While a tick's navigation is under way, show the box as the visitor left it: from the click
  // (before the router reports the navigation) until the new page arrives.
  const [ticked, setTicked] = useState<{ at: string; href: string } | null>(null);
  const pending = ticked?.at === here ? ticked.href : navigation.location ? navigation.location.pathname + navigation.location.search : null;
  const isChecked = (value: FinderFacetValue) => (pending === value.href ? !value.selected : value.selected);
  const onToggle =
    mode === "instant"
      ? (value: FinderFacetValue) => {
          setTicked({ at: here, href: value.href });
          void navigate(value.href, { preventScrollReset: true });
        }
      : undefined;

  return (
    <Form method="get" action={view.action} className={className} id={id} aria-label={t("finder.filtersTitle")}>
      {view.hiddenInputs.map((input) => (
        <input key={`h-${input.name}`} type="hidden" name={input.name} value={input.value} />
      ))}
      {view.keep.map((input) => (
        <input key={`k-${input.name}`} type="hidden" name={input.name} value={input.value} />
      ))}
      <div className="filter-form__facets">
        {view.facets.map((facet, index) => (
          <FacetGroup
            key={facet.name}
            facet={facet}
            defaultOpen={index < OPEN_BY_DEFAULT}
            isChecked={mode === "instant" ? isChecked : (value) => value.selected}
            onToggle={onToggle}
            formatCount={(count) => numbers.format(count)}
          />
        ))}
      </div>
      {footer}
    </Form>
  );
}
