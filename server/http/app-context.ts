/**
 * The services and per-request values the Express adapter hands to React Router, as a typed
 * router context (the page pipeline's first input; see app/routing/contexts.ts for the rest).
 */
import { createContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { PublicEnv } from "../env";
import type { Services } from "./app";
import type { SecurityLog } from "../security/security-log";

export interface AppContext {
  services: Services;
  cspNonce: string;
  publicEnv: PublicEnv;
  /** The configured public origin, or null to use the request's. */
  publicOrigin: string | null;
  /** The client's address as TRUST_PROXY resolves it (per-address limits). */
  clientIp: string;
  /** Logs a security event with this request's id and client address. */
  securityLog: SecurityLog;
  /**
   * A browser's request for a whole page, not a client navigation's `.data` request. Static
   * sections of a document are rendered on the server alone; their data stays in `serverOnly`
   * instead of travelling again as hydration data (app/ui/ServerSection.tsx, decision 0038).
   */
  documentRequest: boolean;
  /** What loaders hand to the server render only, by name (set on document requests). */
  serverOnly: Map<string, unknown>;
  /** The site's stylesheets (the root route's CSS in the build), for a page answered outside React Router's render: the confirm step of a form post. */
  stylesheets: readonly string[];
}

/**
 * The stylesheets every page of a build loads: the shell's (entry and root route) and the region
 * layout's. None in development, where Vite injects them. React Router marks some hrefs with a
 * trailing `#`, which is no part of the file's address.
 */
export function stylesheetsOf(build: ServerBuild | null): readonly string[] {
  if (!build) return [];
  const { routes } = build.assets;
  // The built manifest lists the entry's CSS too; React Router's type leaves it out.
  const entry = build.assets.entry as { css?: string[] };
  const hrefs = [...(entry.css ?? []), ...(routes.root?.css ?? []), ...(routes.region?.css ?? [])].map((href) => href.replace(/#$/, ""));
  return [...new Set(hrefs)];
}

export const appContext = createContext<AppContext>();

/**
 * What went wrong while answering, noted by React Router's `handleError` (app/entry.server.tsx) for
 * the HTTP layer, which only sees the error page: a database outage turns its 500 into a 503.
 */
export interface RequestFaults {
  databaseUnavailable: boolean;
}

export const requestFaultsContext = createContext<RequestFaults>();

/** A browser's request for a whole page, not a client navigation's data: React Router answers those at `{path}.data` (single fetch). */
export const isDocumentRequest = (pathname: string): boolean => !pathname.endsWith(".data");

export function createLoadContext(value: AppContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(appContext, value);
  provider.set(requestFaultsContext, { databaseUnavailable: false });
  return provider;
}
