import { HOME_PAGE_PATH } from "../../core/routing/home";
import { Link } from "react-router";
import { usePageHref, useRootData, useT } from "../i18n/use-i18n";

export function NotFoundPage() {
  const t = useT();
  const href = usePageHref();
  const { nav } = useRootData();
  return (
    <div className="page not-found">
      <p className="eyebrow">404</p>
      <h1>{t("error.notFound.title")}</h1>
      <p className="lead">{t("error.notFound.body")}</p>
      <p>
        <Link className="button button--primary" to={href(HOME_PAGE_PATH)}>
          {t("error.notFound.cta")}
        </Link>
      </p>
      <h2>{t("error.notFound.categories")}</h2>
      <ul className="chip-list">
        {nav.map((item) => (
          <li key={item.pagePath}>
            <Link className="chip" to={href(item.pagePath)}>
              {t(item.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
