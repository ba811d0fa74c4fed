import type { PageTechnicalData } from "./product-page-data.server";
import { useT } from "../i18n/use-i18n";

/** Tests (property, standard and result), fire class, warranty and certificates, read from the product's technical data. */
export function TechnicalDataSection({ data }: { data: PageTechnicalData }) {
  const t = useT();
  return (
    <section className="product-summary__technical" aria-labelledby="technical-data">
      <h2 id="technical-data">{t("product.technicalData")}</h2>
      <div className="table-scroll">
        <table className="spec-table">
          <thead>
            <tr>
              <th scope="col">{t("product.tests.property")}</th>
              <th scope="col">{t("product.tests.standard")}</th>
              <th scope="col">{t("product.tests.result")}</th>
            </tr>
          </thead>
          <tbody>
            {data.tests.map((test, i) => (
              <tr key={i}>
                <th scope="row">{test.property}</th>
                <td>{test.standard}</td>
                <td>{test.result}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="product-summary__facts">
        {data.fireClass ? (
          <>
            <dt>{t("product.fireClass")}</dt>
            <dd>{data.fireClass}</dd>
          </>
        ) : null}
        <dt>{t("product.warranty")}</dt>
        {data.warranty ? (
          <dd>
            {t("product.warranty.residential")}: {data.warranty.residential}; {t("product.warranty.commercial")}: {data.warranty.commercial}
          </dd>
        ) : (
          <dd>{t("product.warranty.supply")}</dd>
        )}
      </dl>
      {data.certificates.length ? (
        <>
          <h3>{t("product.certificates")}</h3>
          <table className="spec-table">
            <thead>
              <tr>
                <th scope="col">{t("product.certificates.name")}</th>
                <th scope="col">{t("product.certificates.scope")}</th>
              </tr>
            </thead>
            <tbody>
              {data.certificates.map((c) => (
                <tr key={c.name}>
                  <th scope="row">{c.name}</th>
                  <td>{c.scope}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}
