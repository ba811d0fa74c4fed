/**
 * The services and per-request values the Express adapter hands to React Router, as a typed
 * router context (the page pipeline's first input; see app/routing/contexts.ts for the rest).
 */
import { createContext, RouterContextProvider } from "react-router";
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

/** The root route's stylesheets of a build (none in development, where Vite injects them). */
export function stylesheetsOf(build: { assets: { routes: Record<string, { css?: string[] } | undefined> } } | null): readonly string[] {
  return build?.assets.routes.root?.css ?? [];
}

export const appContext = createContext<AppContext>();

/** A browser's request for a whole page, not a client navigation's data: React Router answers those at `{path}.data` (single fetch). */
export const isDocumentRequest = (pathname: string): boolean => !pathname.endsWith(".data");

export function createLoadContext(value: AppContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(appContext, value);
  return provider;
}
