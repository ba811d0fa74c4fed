import { useEffect, useState } from "react";
import { finderLocation, type FinderLinkScope } from "../../core/finder/finder-links";
import type { Selections } from "../../core/finder/filter-path";
import { apiPath } from "../../core/routing/region-path";
import type { Region } from "../../core/regions/regions";
import { selectionsKey } from "./pending-filters";

/**
 * The number of products the pending ticks would show, asked of the finder API (the same engine
 * and index as the page; its answers are publicly cached). Null while the answer is on its way or
 * when it failed: the sheet then says "Apply" rather than show a number it does not know.
 */
export function useLiveTotal(region: Region, scope: FinderLinkScope, q: string, pending: Selections | null, appliedTotal: number): number | null {
  const key = pending ? selectionsKey(pending, [q]) : null;
  const [answer, setAnswer] = useState<{ key: string; total: number } | null>(null);
  useEffect(() => {
    if (!pending || key === null) return;
    const controller = new AbortController();
    const { pagePath, query } = finderLocation(scope, pending, { q });
    const search = query.toString();
    fetch(`${apiPath(region, `finder/${pagePath}`)}${search ? `?${search}` : ""}`, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ total?: unknown }>) : null))
      .then((body) => {
        if (body && typeof body.total === "number") setAnswer({ key, total: body.total });
      })
      .catch(() => undefined);
    return () => controller.abort();
    // `key` stands for `pending` and `q`: a new object with the same ticks asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, region, scope]);
  if (!pending) return appliedTotal;
  return answer && answer.key === key ? answer.total : null;
}
