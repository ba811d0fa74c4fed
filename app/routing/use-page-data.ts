import { useMatches } from "react-router";
import type { PageData } from "./page-data.server";

/** The page data of the deepest matched manifest page, for the header's region and language links. */
export function useCurrentPage(): PageData | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.data as { page?: PageData } | undefined;
    if (data?.page) return data.page;
  }
  return null;
}
