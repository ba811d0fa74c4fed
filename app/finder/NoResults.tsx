import { Link } from "react-router";
import { useT } from "../i18n/use-i18n";
import type { FinderLinks } from "./use-finder-links";

export function NoResults({ links }: { links: FinderLinks }) {
  const t = useT();
  return (
    <section className="no-results" aria-labelledby="no-results-title">
      <h2 id="no-results-title">{t("message.noResult")}</h2>
      <p className="muted">{t("message.noResultHint")}</p>
      <Link to={links.clearAll} className="button button--primary">
        {t("finder.clearAll")}
      </Link>
    </section>
  );
}
