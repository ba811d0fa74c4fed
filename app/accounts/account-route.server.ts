/**
 * What every account page's loader and action start from: the resolved page, the visitor, and
 * the services; and the links between account pages, built by the one URL module.
 */
import type { RouterContextProvider } from "react-router";
import { redirectToSitePath } from "../routing/redirect";
import { sectionPath, buildPath } from "../../core/routing/region-path";
import { safeReturnTo } from "../../core/accounts/return-to";
import { CONTENT_ID } from "../../core/catalogue/content-id";
import { appContext, pageContext, type ResolvedPage } from "../routing/contexts";
import { visitorContext, type Visitor } from "../routing/visitor.server";
import { pageData } from "../routing/page-data.server";
import type { SPEC_PACK_FILES } from "../../core/routing/manifest";
import { takeOverGuestCart } from "../samples/cart-route.server";

export type AccountPath = "profile" | "sign-in" | "sign-up" | "forgot-password" | "reset-password" | "verify-email" | "two-factor" | "likes" | "orders" | `likes/${(typeof SPEC_PACK_FILES)[keyof typeof SPEC_PACK_FILES]}`;

export function accountRequest(context: Readonly<RouterContextProvider>) {
  const page = context.get(pageContext);
  const visitor = context.get(visitorContext);
  const { services } = context.get(appContext);
  return { page, visitor, services };
}

export function accountHref(page: Pick<ResolvedPage, "region" | "locale">, path: AccountPath, query?: URLSearchParams): string {
  return sectionPath("account", page.region, path, page.locale, query);
}

/**
 * The signed-in visitor's user; a signed-out visitor is sent to sign in, and back to `returnTo`
 * (an account page) afterwards.
 */
export function requireUser(page: Pick<ResolvedPage, "region" | "locale">, visitor: Pick<Visitor, "user">, returnTo: AccountPath): NonNullable<Visitor["user"]> {
  if (!visitor.user) throw redirectToSitePath(accountHref(page, "sign-in", new URLSearchParams({ returnTo: accountHref(page, returnTo) })));
  return visitor.user;
}

/** Where a form sends the visitor next: the page they came from when it is one of ours, else `fallback`. */
export function nextPage(page: ResolvedPage, returnTo: string | undefined, fallback: AccountPath = "profile"): string {
  return safeReturnTo(returnTo, accountHref(page, fallback));
}

/** After a successful post: see the result with a GET, so a reload never posts twice. */
export const seeOther = (href: string) => redirectToSitePath(href, 303);

/**
 * After a sign-in or a confirmed email: the old session (if any) ends and the new one, with a new id, starts
 * (no session fixation); a like carried through the form is completed and the guest's sample cart
 * becomes the account's; then back where the visitor was.
 */
export async function enterAccount(context: Readonly<RouterContextProvider>, session: { token: string; userId: string }, carried: { like?: string | undefined; returnTo?: string | undefined }) {
  const { page, visitor, services } = accountRequest(context);
  if (visitor.sessionToken) await services.accounts.signOut(visitor.sessionToken);
  visitor.startSession(session.token);
  const { like } = carried;
  if (like && CONTENT_ID.test(like) && services.catalogue.product(like, page.region)) await services.likes.add(session.userId, like);
  await takeOverGuestCart(context, session.userId);
  return seeOther(nextPage(page, carried.returnTo));
}

/** What an account page's loader returns about itself and the visitor. */
export function accountPageData(context: Readonly<RouterContextProvider>) {
  const { page, visitor } = accountRequest(context);
  return {
    page: pageData(page),
    csrf: visitor.csrfToken,
    user: visitor.user ? { name: visitor.user.name, email: visitor.user.email } : null,
    homeHref: buildPath(page.region, "", page.locale),
  };
}
