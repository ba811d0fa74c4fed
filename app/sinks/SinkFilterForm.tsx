import { useState, type ChangeEvent } from "react";
import { Form, Link, useLocation, useNavigate, useNavigationType } from "react-router";
import type { SinkColour, Space } from "../../core/catalogue/enums";
import { sinkColourKey, spaceKey } from "../../core/i18n/enum-keys";
import { LANG_PARAM } from "../../core/routing/region-path";
import { SINK_PARAMS, sinkQuery, type SinkFilter } from "../../core/sinks/sink-query";
import { useHydrated } from "../finder/use-hydrated";
import { useT } from "../i18n/use-i18n";
import { choiceState, nextChoiceToken, settledChoice, shownSinkFilter, type PendingChoice } from "./shown-filter";

interface SinkFilterFormProps {
  filter: SinkFilter;
  spaces: readonly Space[];
  colours: readonly SinkColour[];
}

/**
 * A plain GET form to the page itself, so it filters without JavaScript (Apply submits it; the
 * server drops the empty "all" values by redirect). Once hydrated, each change applies at once.
 */
export function SinkFilterForm({ filter, spaces, colours }: SinkFilterFormProps) {
  const t = useT();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const lang = new URLSearchParams(location.search).get(LANG_PARAM);
  const clear = useClearFilters();
  // The visitor's choice shows at once, and until its own page arrives (shown-filter.ts).
  const navigationType = useNavigationType();
  const [pending, setPending] = useState<PendingChoice | null>(null);
  const here = { key: location.key, state: location.state, type: navigationType };
  // Each new location settles the choice (its page arrived, or Back or Forward), during the render
  // that shows the location, so no frame shows a settled choice.
  const [seenKey, setSeenKey] = useState(location.key);
  let choice = pending;
  if (seenKey !== location.key) {
    choice = settledChoice(pending, here);
    setSeenKey(location.key);
    setPending(choice);
  }
  const draft = shownSinkFilter(filter, choice, here);

  const apply = (next: SinkFilter) => {
    const token = nextChoiceToken();
    setPending({ value: next, token, fromKey: location.key });
    const query = sinkQuery(next);
    if (lang) query.set(LANG_PARAM, lang);
    void navigate({ pathname: location.pathname, search: query.size ? `?${query}` : "" }, { preventScrollReset: true, state: choiceState(token) });
  };
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    const data = new FormData(event.currentTarget);
    const value = (name: string) => (data.get(name) as string | null) || null;
    apply({ space: value(SINK_PARAMS.space) as Space | null, ada: data.get(SINK_PARAMS.ada) === "1", colour: value(SINK_PARAMS.colour) as SinkColour | null });
  };

  return (
    <Form method="get" action={location.pathname} className="sink-filters" aria-label={t("sinks.filterTitle")} onChange={onChange}>
      {lang ? <input type="hidden" name={LANG_PARAM} value={lang} /> : null}
      <fieldset className="sink-filters__group">
        <legend>{t("sinks.space")}</legend>
        <label className="sink-filters__choice">
          <input type="radio" name={SINK_PARAMS.space} value="" checked={draft.space === null} onChange={() => {}} />
          {t("sinks.anySpace")}
        </label>
        {spaces.map((space) => (
          <label key={space} className="sink-filters__choice">
            <input type="radio" name={SINK_PARAMS.space} value={space} checked={draft.space === space} onChange={() => {}} />
            {t(spaceKey(space))}
          </label>
        ))}
      </fieldset>
      <label className="sink-filters__choice sink-filters__ada">
        <input type="checkbox" name={SINK_PARAMS.ada} value="1" checked={draft.ada} onChange={() => {}} />
        {t("sinks.adaOnly")}
      </label>
      {colours.length > 1 ? (
        <label className="sink-filters__select">
          <span>{t("sinks.colour")}</span>
          <select name={SINK_PARAMS.colour} value={draft.colour ?? ""} onChange={() => {}}>
            <option value="">{t("sinks.anyColour")}</option>
            {colours.map((colour) => (
              <option key={colour} value={colour}>
                {t(sinkColourKey(colour))}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="sink-filters__actions">
        {hydrated ? null : (
          <button type="submit" className="button button--primary">
            {t("sinks.apply")}
          </button>
        )}
        {filter.space || filter.ada || filter.colour ? (
          <Link className="text-link" to={clear} preventScrollReset>
            {t("sinks.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** The page without filters, in the same language. */
export function useClearFilters(): { pathname: string; search: string } {
  const location = useLocation();
  const lang = new URLSearchParams(location.search).get(LANG_PARAM);
  return { pathname: location.pathname, search: lang ? `?${new URLSearchParams({ [LANG_PARAM]: lang })}` : "" };
}
