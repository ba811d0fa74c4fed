import { Link, useLocation, useMatches } from "react-router";
import { useHydrated } from "../finder/use-hydrated";
import type { HeaderCounts } from "./header-counts.server";
import { sectionPath } from "../../core/routing/region-path";
import { PRIVATE_QUERY_PARAMS } from "../../core/accounts/return-to";
import { compareHref } from "../compare/compare-href";
import { useCompareTray } from "../compare/compare-store";
import { useVisitor } from "../likes/visitor-store";
import { useRootData, useT } from "../i18n/use-i18n";
import { Icon, type IconName } from "../ui/Icon";
import { useDetailsDismiss } from "../ui/use-details-dismiss";

/**
 * The header's personal tools: Sign in, or once the visitor endpoint says so the account's menu
 * (its page, My orders, Likes); Likes (in the account: signed out, the page asks to sign in first
 * and comes back), the sample cart and the compare tray. Cached pages are the same for everyone, so
 * their counts are 0 in the server's HTML and come after hydration: the cart's from the visitor
 * endpoint, the tray's from its cookie. Private pages render them on the server (the region
 * layout's loader), so they are right without JavaScript too.
 */
export function HeaderTools() {
  const t = useT();
  const { region, locale } = useRootData();
  const rendered = useServerHeaderCounts();
  const hydrated = useHydrated();
  const samples = useVisitor(region)?.samples ?? rendered?.samples ?? 0;
  const tray = useCompareTray();
  const compared = hydrated ? tray.length : (rendered?.compare ?? 0);
  return (
    <div className="header-tools">
      <AccountTool />
      <HeaderLink href={sectionPath("account", region, "likes", locale)} label={t("header.likes")} icon="heart" />
      <HeaderLink
        href={sectionPath("samples", region, "cart", locale)}
        label={t("header.samples")}
        count={{ value: samples, label: t("header.samplesCount", { count: samples }) }}
        icon="samples"
      />
      {/* The compare page is a page of the app: a client navigation. */}
      <HeaderLink
        href={compareHref(region, locale)}
        client
        label={t("header.compare")}
        count={{ value: compared, label: t("header.compareCount", { count: compared }) }}
        icon="compare"
      />
    </div>
  );
}

/** An icon link of the header; with a count, the visible label and badge are hidden from screen readers, which read the count's sentence instead. */
function HeaderLink({ href, label, icon, count, client = false }: { href: string; label: string; icon: IconName; count?: { value: number; label: string }; client?: boolean }) {
  const content = (
    <>
      <Icon name={icon} />
      <span className="icon-button__label" aria-hidden={count ? true : undefined}>
        {label}
      </span>
      {count ? (
        <>
          <span className="badge-count" aria-hidden="true" data-empty={count.value === 0 || undefined}>
            {count.value}
          </span>
          <span className="visually-hidden">{count.label}</span>
        </>
      ) : null}
    </>
  );
  return client ? (
    <Link className="icon-button" to={href}>
      {content}
    </Link>
  ) : (
    <a className="icon-button" href={href}>
      {content}
    </a>
  );
}

/**
 * Public pages are the same for everyone (no cookie is read to render them), so the server's HTML
 * says "Sign in"; a signed-in visitor's page turns it into the account menu once the visitor
 * endpoint has answered. Sign in comes back to this page (`returnTo`, checked by the sign-in page).
 */
function AccountTool() {
  const t = useT();
  const { region, locale } = useRootData();
  const signedIn = useVisitor(region)?.signedIn ?? false;
  const { pathname, search } = useLocation();
  const menuRef = useDetailsDismiss();
  const account = (pagePath: string, query?: URLSearchParams) => sectionPath("account", region, pagePath, locale, query);
  if (!signedIn) return <HeaderLink href={account("sign-in", new URLSearchParams({ returnTo: returnPath(pathname, search) }))} label={t("header.signIn")} icon="person" />;
  return (
    <details className="account-menu" ref={menuRef}>
      <summary className="icon-button">
        <Icon name="person" />
        <span className="icon-button__label">{t("header.account")}</span>
      </summary>
      <ul className="account-menu__panel">
        <li>
          <a href={account("profile")}>{t("header.profile")}</a>
        </li>
        <li>
          <a href={account("orders")}>{t("header.orders")}</a>
        </li>
        <li>
          <a href={account("likes")}>{t("header.likes")}</a>
        </li>
      </ul>
    </details>
  );
}

/** The counts the region layout's loader rendered (private pages), else null. */
function useServerHeaderCounts(): HeaderCounts | null {
  for (const match of useMatches()) {
    const data = match.loaderData as { headerCounts?: HeaderCounts | null } | undefined;
    if (data && typeof data === "object" && "headerCounts" in data) return data.headerCounts ?? null;
  }
  return null;
}

/** This page's path and query for Sign in to come back to, without what must not travel in another URL. */
function returnPath(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  for (const name of PRIVATE_QUERY_PARAMS) query.delete(name);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
