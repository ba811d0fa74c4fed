import { Link } from "react-router";
import { compareHref } from "../compare/compare-href";
import { useCompareTray } from "../compare/compare-store";
import { useRootData, useT } from "../i18n/use-i18n";

/**
 * The header's compare entry: a link to the compare page with the tray's count. The count comes
 * from the cookie after hydration (cached pages are the same for everyone, so the server says 0).
 */
export function CompareHeaderButton() {
  const t = useT();
  const { region, locale } = useRootData();
  const count = useCompareTray().length;
  return (
    <Link className="icon-button" to={compareHref(region, locale)}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
        <rect x="3" y="5" width="7" height="14" rx="1" />
        <rect x="14" y="5" width="7" height="14" rx="1" />
      </svg>
      <span className="icon-button__label" aria-hidden="true">
        {t("header.compare")}
      </span>
      <span className="badge-count" aria-hidden="true" data-empty={count === 0 || undefined}>
        {count}
      </span>
      <span className="visually-hidden">{t("header.compareCount", { count })}</span>
    </Link>
  );
}
