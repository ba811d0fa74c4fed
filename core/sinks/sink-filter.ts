/**
 * The sinks page's filters: space (kitchen or bathroom), ADA compliance and colour, read from the
 * page's query string. Each parameter is validated on its own, so one bad value drops only itself;
 * the page then redirects to the URL without it (as core/routing/page-query.ts does for `lang`),
 * so stray values never make new pages or cache keys.
 */
import { z } from "zod";
import { SINK_COLOURS, SPACES } from "../catalogue/enums";
import type { Product } from "../catalogue/model";
import type { SinkFilter, SinkParam } from "./sink-query";

export { SINK_PARAMS, sinkQuery, type SinkFilter } from "./sink-query";

/** One value each. The form's "all" options send an empty value: stray, so the redirect drops it. */
const PARAM_SCHEMAS = {
  space: z.enum(SPACES),
  ada: z.literal("1"),
  colour: z.enum(SINK_COLOURS),
} satisfies Record<SinkParam, z.ZodType>;

export interface ParsedSinkQuery {
  filter: SinkFilter;
  /** Parameters to drop from the URL: repeated, empty or not one of the accepted values. */
  stray: SinkParam[];
}

export function parseSinkQuery(query: URLSearchParams): ParsedSinkQuery {
  const stray: SinkParam[] = [];
  const read = <P extends SinkParam>(name: P): z.infer<(typeof PARAM_SCHEMAS)[P]> | null => {
    const values = query.getAll(name);
    if (values.length === 0) return null;
    const parsed = values.length === 1 ? PARAM_SCHEMAS[name].safeParse(values[0]) : null;
    if (parsed?.success) return parsed.data as z.infer<(typeof PARAM_SCHEMAS)[P]>;
    stray.push(name);
    return null;
  };
  const space = read("space");
  const ada = read("ada") !== null;
  const colour = read("colour");
  return { filter: { space, ada, colour }, stray };
}

export type SinkProduct = Product & { sink: NonNullable<Product["sink"]> };

export function isSink(product: Product): product is SinkProduct {
  return product.sink !== undefined;
}

export function matchesSinkFilter(product: SinkProduct, filter: SinkFilter): boolean {
  if (filter.space && product.sink.space !== filter.space) return false;
  if (filter.ada && !product.flags.includes("ada")) return false;
  if (filter.colour && product.sink.colour !== filter.colour) return false;
  return true;
}
