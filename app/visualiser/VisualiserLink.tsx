import { Link } from "react-router";
import { useRootData, useT } from "../i18n/use-i18n";
import { visualiserHref } from "./visualiser-links";

/**
 * "See it in a room": the way into the visualiser from product, compare and Likes pages. Where
 * several stand side by side, the product's name completes the link's name for screen readers.
 */
export function VisualiserLink({ contentId, name, className }: { contentId: string; name?: string; className?: string }) {
  const t = useT();
  const { region, locale } = useRootData();
  return (
    <Link to={visualiserHref(region, locale, contentId)} className={className}>
      {t("visualiser.open")}
      {name ? <span className="visually-hidden">: {name}</span> : null}
    </Link>
  );
}
