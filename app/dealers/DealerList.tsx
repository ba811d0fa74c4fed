import { useT } from "../i18n/use-i18n";
import type { WhereToBuyData } from "./WhereToBuy";

/** The primary content: numbered partners (the map's numbers), nearest first. */
export function DealerList({ results }: { results: WhereToBuyData["results"] }) {
  const t = useT();
  return (
    <ol className="dealer-list" aria-label={t("dealers.listLabel")}>
      {results.map((dealer) => (
        <li key={dealer.id} className="dealer-card">
          <span className="dealer-card__number" aria-hidden="true">
            {dealer.n}
          </span>
          <div className="dealer-card__body">
            <h3 className="dealer-card__name">{dealer.name}</h3>
            <p className="dealer-card__meta">
              <span className="dealer-card__type">{t(dealer.type)}</span>
              {dealer.distance ? <span className="dealer-card__distance">{t("dealers.away", { distance: dealer.distance })}</span> : null}
            </p>
            <address className="dealer-card__address">
              {dealer.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <p className="dealer-card__brands">
              <span className="visually-hidden">{t("dealers.brands")}: </span>
              {dealer.brands.map((brand) => (
                <span key={brand} className="dealer-card__brand">
                  {t(brand)}
                </span>
              ))}
            </p>
            <p className="dealer-card__contact">
              {dealer.phone ? (
                <a href={`tel:${dealer.phone.replace(/[^+\d]/g, "")}`}>
                  <span className="visually-hidden">{t("dealers.phone")}: </span>
                  {dealer.phone}
                </a>
              ) : null}
              {dealer.website ? (
                <a href={dealer.website} rel="noopener noreferrer external">
                  {t("dealers.website")}
                  <span className="visually-hidden">: {dealer.name}</span>
                </a>
              ) : null}
              {dealer.email ? (
                <a href={`mailto:${dealer.email}`}>
                  {t("dealers.email")}
                  <span className="visually-hidden">: {dealer.name}</span>
                </a>
              ) : null}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
