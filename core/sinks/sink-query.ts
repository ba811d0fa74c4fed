/**
 * The sinks filter as a URL query, shared by the server and the browser (no zod here, so the
 * page's script stays small; parsing lives in ./sink-filter.ts).
 */
import type { SinkColour, Space } from "../catalogue/enums";

export const SINK_PARAMS = { space: "space", ada: "ada", colour: "colour" } as const;
export type SinkParam = (typeof SINK_PARAMS)[keyof typeof SINK_PARAMS];

export interface SinkFilter {
  space: Space | null;
  /** Only ADA compliant items. */
  ada: boolean;
  colour: SinkColour | null;
}

/** The query string of a filter, in a fixed order (one URL per selection). */
export function sinkQuery(filter: SinkFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.space) query.set(SINK_PARAMS.space, filter.space);
  if (filter.ada) query.set(SINK_PARAMS.ada, "1");
  if (filter.colour) query.set(SINK_PARAMS.colour, filter.colour);
  return query;
}
