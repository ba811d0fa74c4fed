import { Link } from "react-router";
import type { MessageKey } from "../../core/i18n/translate";
import { useT } from "../i18n/use-i18n";
import { Breadcrumb, useHomeCrumb } from "../ui/Breadcrumb";
import type { loadWhereToBuy } from "./where-to-buy.server";
import { DealerForm } from "./DealerForm";
import { DealerList } from "./DealerList";
import { DealerMap } from "./DealerMap";

export type WhereToBuyData = Awaited<ReturnType<typeof loadWhereToBuy>>["data"];

/** The page: form first, then what was found (or why not), the list, and the map beside it on desktop. */
export function WhereToBuy({ data }: { data: WhereToBuyData }) {
  const t = useT();
  const homeCrumb = useHomeCrumb();
  const { page, problem, heading, notFound, otherPlaces, results, total, product } = data;
  return (
    <div className="page where-to-buy">
      <Breadcrumb items={[homeCrumb, { label: page.heading }]} />
      <header className="page-hero where-to-buy__hero">
        <h1>{page.heading}</h1>
        <p className="muted">{t("dealers.intro")}</p>
        {product ? (
          <p className="where-to-buy__product">
            {t("visitor.forProduct", { name: product.name, itemNumber: product.itemNumber })} · <Link to={product.href}>{t("visitor.back", { name: product.name })}</Link>
          </p>
        ) : null}
      </header>

      <DealerForm data={data} />

      {problem ? (
        <p className="form-errors where-to-buy__notice" role="alert">
          {t(problem.key, { max: problem.max })}
        </p>
      ) : null}

      {notFound ? (
        <section className="where-to-buy__notice" role="status" aria-labelledby="not-found-title">
          <h2 id="not-found-title">{t("dealers.notFound")}</h2>
          {notFound.suggestions.length ? (
            <>
              <p>{t("dealers.notFoundHint")}</p>
              <ul className="where-to-buy__places">
                {notFound.suggestions.map((place) => (
                  <li key={place.href}>
                    <a href={place.href}>{place.label}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}

      {heading && !notFound ? (
        <div className="where-to-buy__results">
          <div className="where-to-buy__list">
            <h2>{t(heading.key as MessageKey, heading.place ? { place: heading.place } : {})}</h2>
            <p className="muted">
              {t("dealers.count", { count: total })}
              {total > results.length ? ` ${t("dealers.shown", { shown: results.length })}` : ""}
            </p>
            {otherPlaces.length ? (
              <p className="where-to-buy__others">
                {t("dealers.otherPlaces")}{" "}
                {otherPlaces.map((place, i) => (
                  <span key={place.href}>
                    {i ? ", " : ""}
                    <a href={place.href}>{place.label}</a>
                  </span>
                ))}
              </p>
            ) : null}
            {results.length ? <DealerList results={results} /> : <p className="where-to-buy__notice">{t("dealers.none")}</p>}
            <p className="muted where-to-buy__fictional">{t("dealers.fictional")}</p>
          </div>
          {data.mapSrc ? <DealerMap src={data.mapSrc} tileUrl={data.tileUrl} results={results} /> : null}
        </div>
      ) : null}

      {/* The place search runs on GeoNames data, whose licence (CC BY 4.0) asks for this credit. */}
      <p className="muted where-to-buy__attribution">
        {t("dealers.placesSource")}{" "}
        <a href="https://www.geonames.org/" rel="noopener noreferrer external">
          GeoNames
        </a>
        ,{" "}
        <a href="https://creativecommons.org/licenses/by/4.0/" rel="noopener noreferrer external license">
          CC BY 4.0
        </a>
      </p>
    </div>
  );
}
