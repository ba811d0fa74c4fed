import { useEffect, useState } from "react";
import { Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/compare-page";
import { compareAction, loadCompare } from "../compare/compare-route.server";
import { compareHref } from "../compare/compare-href";
import { announceCompareChange } from "../compare/compare-store";
import { CompareTable } from "../compare/CompareTable";
import { CsrfField } from "../forms/CsrfField";
import { useRootData, useT } from "../i18n/use-i18n";
import { LikeSignInStatus } from "../likes/LikeButton";
import { pageMeta } from "../routing/page-meta";
import { UnitsSwitch } from "../ui/UnitsSwitch";
import "../styles/compare.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadCompare(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return compareAction(context, request);
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

/**
 * Compare (DESIGN.md): products as columns, specifications as rows, differences marked, the
 * metric/imperial switch, a shared list to keep, and the full-tray question without JavaScript.
 */
export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { region, locale } = useRootData();
  const actionData = useActionData<typeof action>();
  const { page, csrf, columns, groups, shared, dropped, onlyDifferences, capacity, full } = loaderData;
  // A posted form changed the cookie on the server: the header's count follows.
  useEffect(() => announceCompareChange(), [loaderData]);
  // A signed-out like from any column: the spec's message once, with the sign-in that completes it.
  const [signInHref, setSignInHref] = useState<string | null>(null);
  const own = (query: Record<string, string> = {}) => compareHref(region, locale, { ...(shared ? { ids: shared } : {}), ...query });

  return (
    <div className="page compare-page">
      <div className="compare-page__head">
        <div>
          <h1>{page.heading}</h1>
          {columns.length ? <p className="muted">{t("compare.count", { count: columns.length, max: capacity })}</p> : null}
        </div>
        {columns.length ? (
          <div className="compare-page__tools">
            <UnitsSwitch />
            <Link className="compare-page__diff" to={own(onlyDifferences ? {} : { diff: "1" })} replace>
              <span className="compare-page__diff-box" data-on={onlyDifferences || undefined} aria-hidden="true" />
              {t(onlyDifferences ? "compare.allRows" : "compare.onlyDifferences")}
            </Link>
          </div>
        ) : null}
      </div>

      {actionData && "error" in actionData ? (
        <p className="form-errors" role="alert">
          {t(actionData.error)}
        </p>
      ) : null}

      {full ? (
        <section className="compare-notice compare-notice--full" aria-labelledby="compare-full">
          <h2 id="compare-full">{t("message.compareFull")}</h2>
          <p>{t("message.compareReplace")}</p>
          <p className="compare-notice__product">{full.name}</p>
          <div className="compare-notice__actions">
            <Form method="post">
              <CsrfField token={csrf} />
              <input type="hidden" name="intent" value="replace" />
              <input type="hidden" name="contentId" value={full.contentId} />
              <button type="submit" className="button button--primary">
                {t("message.compareReplaceAction")}
              </button>
            </Form>
            <Link className="button button--secondary" to={compareHref(region, locale)}>
              {t("message.compareEditAction")}
            </Link>
          </div>
        </section>
      ) : null}

      {shared ? (
        <section className="compare-notice" aria-label={t("compare.keep")}>
          <p>{t("compare.shared")}</p>
          <Form method="post">
            <CsrfField token={csrf} />
            <input type="hidden" name="intent" value="keep" />
            <input type="hidden" name="ids" value={shared} />
            <button type="submit" className="button button--primary">
              {t("compare.keep")}
            </button>
          </Form>
        </section>
      ) : null}

      {dropped > 0 ? <p className="muted">{t("compare.dropped", { count: dropped })}</p> : null}

      {columns.length === 0 ? (
        <div className="compare-empty">
          <p className="compare-empty__title">{t("message.compareEmpty")}</p>
          <p className="muted">{t("compare.emptyHint")}</p>
          <a className="button button--primary" href={loaderData.browseHref}>
            {t("compare.browse")}
          </a>
        </div>
      ) : (
        <>
          <CompareTable columns={columns} groups={groups} shared={shared} csrf={csrf} onlyDifferences={onlyDifferences} onSignedOut={setSignInHref} />
          {onlyDifferences && groups.length === 0 ? <p className="muted">{t("compare.noDifferences")}</p> : null}
          <div className="compare-page__foot">
            {loaderData.shareHref ? (
              <a className="text-link" href={loaderData.shareHref}>
                {t("compare.share")}
              </a>
            ) : null}
            {shared ? null : (
              <Form method="post">
                <CsrfField token={csrf} />
                <input type="hidden" name="intent" value="clear" />
                <button type="submit" className="button button--secondary">
                  {t("compare.clear")}
                </button>
              </Form>
            )}
          </div>
          <LikeSignInStatus toast signInHref={signInHref} onDismiss={() => setSignInHref(null)} />
        </>
      )}
    </div>
  );
}
