import { sectionPath } from "../../core/routing/region-path";
import { useVisitor } from "../likes/visitor-store";
import { useRootData, useT } from "../i18n/use-i18n";

/**
 * The header's sample cart: a link with the cart's count. Cached pages are the same for everyone,
 * so the count comes from the visitor endpoint after hydration (0 until then).
 */
export function SamplesHeaderLink() {
  const t = useT();
  const { region, locale } = useRootData();
  const count = useVisitor(region)?.samples ?? 0;
  return (
    <a className="icon-button" href={sectionPath("samples", region, "cart", locale)}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
        <rect x="4" y="4" width="10" height="10" />
        <rect x="10" y="10" width="10" height="10" />
      </svg>
      <span className="icon-button__label" aria-hidden="true">
        {t("header.samples")}
      </span>
      <span className="badge-count" aria-hidden="true" data-empty={count === 0 || undefined}>
        {count}
      </span>
      <span className="visually-hidden">{t("header.samplesCount", { count })}</span>
    </a>
  );
}
