import type { Route } from "./+types/sales-reps-page";
import { pageData } from "../../routing/page-data.server";
import { pageMeta } from "../../routing/page-meta";
import { repsRequest } from "../../reps/reps-route.server";
import { parseRepQuery, QUERY_MAX } from "../../../core/reps/territory-match";
import { isLineOffered, linesOffered } from "../../../core/reps/lines";
import { territoryIn } from "../../../core/reps/rep";
import { RepSearch } from "../../reps/RepSearch";
import { RepResults } from "../../reps/RepResults";
import "../../reps/reps.css";

/**
 * The rep finder: a GET form (works without JavaScript; the URL is the search) and its results.
 * A line the region does not offer is ignored; a malformed query gets a message, never an error.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { page, reps } = repsRequest(context);
  const params = new URL(request.url).searchParams;
  const raw = params.get("q") ?? "";
  const lineParam = params.get("line") ?? "";
  const line = isLineOffered(page.region, lineParam) ? lineParam : null;
  const query = parseRepQuery(page.region, raw);
  const found = await reps.search(page.region, query, line);
  return {
    page: pageData(page),
    // What the box shows again: bounded, so an overlong value is not echoed whole.
    q: raw.slice(0, QUERY_MAX * 2),
    line,
    lines: linesOffered(page.region),
    searched: query.kind === "postal" || query.kind === "place",
    error: query.kind === "invalid" ? query.reason : null,
    reps: found.map((rep) => ({ id: rep.id, name: rep.name, ...territoryIn(rep, page.language), lines: rep.lines, phone: rep.phone, email: rep.email })),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function SalesRepsPage({ loaderData }: Route.ComponentProps) {
  const { page, q, line, lines, searched, error, reps } = loaderData;
  return (
    <RepSearch page={page} q={q} line={line} lines={lines} error={error}>
      {searched ? <RepResults query={q} line={line} lines={lines} reps={reps} /> : null}
    </RepSearch>
  );
}
