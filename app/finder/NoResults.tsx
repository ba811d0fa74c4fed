import { Link } from "react-router";
import { useT } from "../i18n/use-i18n";
import type { FinderView } from "./finder-view";

export function NoResults({ view }: { view: FinderView }) {
  const t = useT();
  return (
    <section className="no-results" aria-labelledby="no-results-title">
      <h2 id="no-results-title">{t("message.noResult")}</h2>
      <p className="muted">{t("message.noResultHint")}</p>
      <Link to={view.clearAllHref} className="button button--primary">
        {t("finder.clearAll")}
      </Link>
    </section>
  );
}
