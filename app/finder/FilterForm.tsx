import { useState, type ReactNode } from "react";
import { Form, useLocation, useNavigate, useNavigation } from "react-router";
import { formatCount } from "../../core/i18n/count-format";
import { useRootData, useT } from "../i18n/use-i18n";
import { FacetGroup } from "./FacetGroup";
import type { FinderFacetValue, FinderView } from "../../core/finder/finder-view";
import type { FinderLinks } from "./use-finder-links";

/** Facets open by default (besides every facet with a selection). */
const OPEN_BY_DEFAULT = 3;

interface FilterFormProps {
  view: FinderView;
  links: FinderLinks;
  /**
   * "instant": each tick navigates to the value's canonical link (the desktop rail once hydrated);
   * "deferred": ticks are collected and sent with Apply (the phone sheet, and everything without JS).
   */
  mode: "instant" | "deferred";
  className?: string;
  /** Rendered inside the form after the facets: Apply and Clear all. */
  footer?: ReactNode;
}

/**
 * The filter form: a plain GET form to the finder, so it works without JavaScript (the server
 * redirects the submission to the canonical filter URL).
 */
export function FilterForm({ view, links, mode, className, footer }: FilterFormProps) {
  const t = useT();
  const { locale } = useRootData();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const here = location.pathname + location.search;
  // While a tick's navigation is under way, show the box as the visitor left it: from the click
  // (before the router reports the navigation) until the new page arrives.
  const [ticked, setTicked] = useState<{ at: string; facet: string; code: string } | null>(null);
  const pendingHref = navigation.location ? navigation.location.pathname + navigation.location.search : null;
  const isPending = (facet: string, value: FinderFacetValue) =>
    ticked?.at === here ? ticked.facet === facet && ticked.code === value.code : pendingHref !== null && pendingHref === links.toggle(facet, value.code);

  return (
    <Form method="get" action={links.action} className={className} aria-label={t("finder.filtersTitle")}>
      {[...links.hiddenInputs, ...links.keep].map((input) => (
        <input key={input.name} type="hidden" name={input.name} value={input.value} />
      ))}
      {view.facets.map((facet, index) => (
        <FacetGroup
          key={facet.name}
          facet={facet}
          defaultOpen={index < OPEN_BY_DEFAULT || facet.name === view.state.show}
          isChecked={mode === "instant" ? (value) => (isPending(facet.name, value) ? !value.selected : value.selected) : (value) => value.selected}
          onToggle={
            mode === "instant"
              ? (value) => {
                  setTicked({ at: here, facet: facet.name, code: value.code });
                  void navigate(links.toggle(facet.name, value.code), { preventScrollReset: true });
                }
              : undefined
          }
          formatCount={(count) => formatCount(locale, count)}
          showAllHref={facet.valueCount > facet.values.length ? links.showAll(facet.name) : undefined}
        />
      ))}
      {footer}
    </Form>
  );
}
