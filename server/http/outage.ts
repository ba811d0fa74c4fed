/**
 * While the database is unreachable, an answer that needed it is a 503 with Retry-After, not a
 * 500: clients, crawlers and load balancers then retry later instead of recording a broken page.
 * Pages keep React Router's styled error page as the body; the API answers JSON.
 */
import type { RouterContextProvider } from "react-router";
import { OUTAGE_RETRY_AFTER_SECONDS } from "../db/database-faults";
import { requestFaultsContext } from "./app-context";

export const OUTAGE_HEADERS = { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" } as const;

/** The page's answer, as a 503 when it failed because the database was unreachable. */
export function withOutageStatus(response: Response, context: RouterContextProvider): Response {
  if (response.status < 500 || !context.get(requestFaultsContext).databaseUnavailable) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(OUTAGE_HEADERS)) headers.set(name, value);
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
}
