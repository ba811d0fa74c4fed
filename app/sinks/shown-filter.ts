/**
 * Which sinks filter the form shows while a visitor's choice is on its way (SinkFilterForm).
 *
 * Each choice navigates with a token in the history entry's state. The choice shows until the page
 * that carries its token arrives, also when the page of an earlier choice arrives first: a visitor
 * who ticks Bathroom and then ADA before Bathroom's page has rendered must not see ADA untick
 * itself when that page lands (the click's handler saw the page before it, so the choice cannot be
 * tied to the page data it was made on). Back, Forward and any other navigation show the page's own
 * filter, and once a choice's page has arrived or the visitor went Back or Forward, it is settled
 * (`settledChoice`): going Back to the page a choice was made on shows that page's own filter.
 */
import type { SinkFilter } from "../../core/sinks/sink-query";

export interface PendingChoice {
  value: SinkFilter;
  /** Carried by the choice's history entry (`choiceState`); later choices have larger tokens. */
  token: number;
  /** The key of the history entry the choice was made on. */
  fromKey: string;
}

/** Where the visitor is: the router's location and how it was reached. */
export interface Here {
  key: string;
  state: unknown;
  type: "POP" | "PUSH" | "REPLACE";
}

const STATE_FIELD = "sinkChoice";

let lastToken = 0;

/**
 * A token larger than every earlier one, also than those in history entries of an earlier load of
 * the page (they were taken from the clock then): a settled choice's token is never given again.
 */
export function nextChoiceToken(): number {
  lastToken = Math.max(lastToken + 1, Date.now());
  return lastToken;
}

/** The history state a choice's navigation carries. */
export function choiceState(token: number): Record<string, number> {
  return { [STATE_FIELD]: token };
}

function tokenOf(state: unknown): number | undefined {
  const token = state && typeof state === "object" ? (state as Record<string, unknown>)[STATE_FIELD] : undefined;
  return typeof token === "number" ? token : undefined;
}

export function shownSinkFilter(filter: SinkFilter, pending: PendingChoice | null, here: Here): SinkFilter {
  if (!pending) return filter;
  const arrived = tokenOf(here.state);
  if (arrived === pending.token) return filter;
  if (here.key === pending.fromKey) return pending.value;
  if (here.type !== "POP" && arrived !== undefined && arrived < pending.token) return pending.value;
  return filter;
}

/** The choice still on its way after the visitor reached `here`: none once its page arrived, or after Back or Forward. */
export function settledChoice(pending: PendingChoice | null, here: Here): PendingChoice | null {
  if (!pending || here.type === "POP" || tokenOf(here.state) === pending.token) return null;
  return pending;
}
