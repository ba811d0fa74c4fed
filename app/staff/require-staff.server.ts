/**
 * The one access check of the staff pages, thrown as HTTP answers (one error boundary per status):
 * - signed out: to sign-in, and back here afterwards;
 * - signed in without the staff role: 403;
 * - staff whose sign-in is older than RECENT_SIGN_IN_MINUTES: to sign-in again ("please sign in
 *   again"), and back here. A session's created_at is its sign-in time: every sign-in starts a
 *   new session (no fixation), so a stolen or forgotten long session cannot reach visitors' data;
 *   a sign-in to an account with a second factor asks for its code too (decision 0047);
 * - staff without a second factor: to its enrolment, and back here once it is on.
 */
import { data, type RouterContextProvider } from "react-router";
import { sectionPath } from "../../core/routing/region-path";
import type { SessionUser } from "../../server/accounts/sessions";
import { STAFF_ROLE } from "../../server/staff/staff-roles";
import { appContext, pageContext, type ResolvedPage } from "../routing/contexts";
import { redirectToSitePath } from "../routing/redirect";
import { visitorContext } from "../routing/visitor.server";

export const RECENT_SIGN_IN_MINUTES = 15;

/** What a 403 carries to its boundary: the page's own data never loaded, so the words come along. */
export interface ForbiddenData {
  title: string;
  body: string;
  homeHref: string;
  homeLabel: string;
}

export function staffRequest(context: Readonly<RouterContextProvider>, request: Request) {
  const page = context.get(pageContext);
  const visitor = context.get(visitorContext);
  const { services } = context.get(appContext);
  const { securityLog } = context.get(appContext);
  if (visitor.user && visitor.user.role !== STAFF_ROLE) securityLog("warn", "staff.forbidden", { userId: visitor.user.id, role: visitor.user.role, path: new URL(request.url).pathname });
  const user = requireStaff(page, visitor.user, request);
  return { page, visitor, services, user };
}

export function requireStaff(page: ResolvedPage, user: SessionUser | null, request: Request, now = Date.now()): SessionUser {
  const query = new URL(request.url).searchParams;
  const here = sectionPath(page.location.section, page.region, page.location.pagePath, page.locale, query);
  const signIn = (extra: Record<string, string>) => redirectToSitePath(sectionPath("account", page.region, "sign-in", page.locale, new URLSearchParams({ returnTo: here, ...extra })), request.method === "GET" ? 302 : 303);
  if (!user) throw signIn({});
  if (user.role !== STAFF_ROLE) {
    const { t } = page;
    const body: ForbiddenData = { title: t("staff.forbidden.title"), body: t("staff.forbidden.body"), homeHref: sectionPath("products", page.region, "", page.locale), homeLabel: t("staff.forbidden.home") };
    throw data(body, { status: 403 });
  }
  if (now - user.signedInAt.getTime() > RECENT_SIGN_IN_MINUTES * 60_000) throw signIn({ reauth: "1" });
  if (!user.twoFactor) throw redirectToSitePath(sectionPath("account", page.region, "two-factor", page.locale, new URLSearchParams({ returnTo: here })), request.method === "GET" ? 302 : 303);
  return user;
}
