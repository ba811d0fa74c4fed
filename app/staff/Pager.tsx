import { Link } from "react-router";
import { useT } from "../i18n/use-i18n";

export function Pager({ page, pageCount, prevHref, nextHref }: { page: number; pageCount: number; prevHref: string | null; nextHref: string | null }) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav className="staff-pager" aria-label={t("staff.pages")}>
      {prevHref ? (
        <Link className="button button--secondary" to={prevHref} rel="prev">
          {t("staff.previous")}
        </Link>
      ) : null}
      <span>{t("staff.pageOf", { page, pages: pageCount })}</span>
      {nextHref ? (
        <Link className="button button--secondary" to={nextHref} rel="next">
          {t("staff.next")}
        </Link>
      ) : null}
    </nav>
  );
}
