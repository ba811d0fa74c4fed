/**
 * What every account page's loader and action start from: the resolved page, the visitor, and
 * the services; and the links between account pages, built by the one URL module.
 */
import type { RouterContextProvider } from "react-router";
import { redirectToSitePath } from "../routing/redirect";
import { sectionPath, buildPath } from "../../core/routing/region-path";
import { safeReturnTo } from "../../core/accounts/return-to";
import { appContext, pageContext, type ResolvedPage } from "../routing/contexts";
import { visitorContext } from "../routing/visitor.server";
import { pageData } from "../routing/page-data.server";
import type { SPEC_PACK_FILES } from "../../core/routing/manifest";

export type AccountPath = "profile" | "sign-in" | "sign-up" | "forgot-password" | "reset-password" | "likes" | `likes/${(typeof SPEC_PACK_FILES)[keyof typeof SPEC_PACK_FILES]}`;

export function accountRequest(context: Readonly<RouterContextProvider>) {
  const page = context.get(pageContext);
  const visitor = context.get(visitorContext);
  const { services } = context.get(appContext);
  return { page, visitor, services };
}

export function accountHref(page: Pick<ResolvedPage, "region" | "locale">, path: AccountPath, query?: URLSearchParams): string {
  return sectionPath("account", page.region, path, page.locale, query);
}

/** Where a form sends the visitor next: the page they came from when it is one of ours, else `fallback`. */
export function nextPage(page: ResolvedPage, returnTo: string | undefined, fallback: AccountPath = "profile"): string {
  return safeReturnTo(returnTo, accountHref(page, fallback));
}

/** After a successful post: see the result with a GET, so a reload never posts twice. */
export const seeOther = (href: string) => redirectToSitePath(href, 303);

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
