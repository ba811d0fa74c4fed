/**
 * The header's counts on a page rendered for one visitor (a private page: the cart, compare, the
 * account), as the server knows them, so they are right without JavaScript. Public pages are the
 * same for everyone and get none: there the counts come from the visitor endpoint and the tray's
 * cookie after hydration (decision 0052).
 */
import type { RouterContextProvider } from "react-router";
import { trayFromCookieHeader } from "../../core/compare/tray";
import { appContext } from "../routing/contexts";
import { visitorContext, type Visitor } from "../routing/visitor.server";

export interface HeaderCounts {
  samples: number;
  compare: number;
}

export async function headerCountsFor(context: Readonly<RouterContextProvider>, request: Request): Promise<HeaderCounts | null> {
  const visitor = privateVisitor(context);
  if (!visitor) return null;
  const { services } = context.get(appContext);
  const samples = await services.samples.carts.count(visitor.user ? { userId: visitor.user.id } : { guestToken: visitor.guestCartToken });
  return { samples, compare: trayFromCookieHeader(request.headers.get("cookie")).length };
}

/** The visitor the pipeline resolved; none on a public page (app/routing/visitor.server.ts). */
function privateVisitor(context: Readonly<RouterContextProvider>): Visitor | null {
  try {
    return context.get(visitorContext);
  } catch {
    return null;
  }
}
