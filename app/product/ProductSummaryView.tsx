import type { PageData } from "../routing/page.server";
import { useT } from "../i18n/use-i18n";
import { Breadcrumb } from "../ui/Breadcrumb";
import { usePageHref } from "../i18n/use-i18n";
import type { ProductSummary } from "./product-loader.server";

/**
 * The product page as far as this release goes: the swatch, name, item number, collection, badges,
 * description, features and documents. Specifications, related products and the calls to action
 * come with the product detail work.
 */
export function ProductSummaryView({ page, product }: { page: PageData; product: ProductSummary }) {
  const t = useT();
  const href = usePageHref();
  return (
    <div className="page product-summary">
      <Breadcrumb
        items={[
          { label: t("site.home"), href: href("") },
          ...(page.finderPath && page.finderHeading ? [{ label: page.finderHeading, href: href(page.finderPath) }] : []),
          { label: product.name },
        ]}
      />
      <div className="product-summary__layout">
        <picture className="product-summary__image">
          <source type="image/avif" srcSet={product.images.swatch.avif} sizes="(min-width: 60rem) 40vw, 100vw" />
          <source type="image/webp" srcSet={product.images.swatch.webp} sizes="(min-width: 60rem) 40vw, 100vw" />
          <img src={product.images.thumbnail} alt={product.name} width={640} height={640} />
        </picture>
        <div>
          {product.collectionName ? <p className="eyebrow">{product.collectionName}</p> : null}
          <h1>{product.name}</h1>
          <p className="product-summary__item">{product.itemNumber}</p>
          {product.badges.length ? (
            <ul className="chip-list">
              {product.badges.map((badge) => (
                <li key={badge} className="badge">
                  {badge}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="lead">{product.description}</p>
          {product.features.length ? (
            <>
              <h2>{t("product.features")}</h2>
              <ul className="product-summary__features">
                {product.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </>
          ) : null}
          <h2>{t("product.documents")}</h2>
          <ul className="product-summary__documents">
            {product.documents.map((doc) => (
              <li key={doc.type}>
                <a href={doc.url} hrefLang={doc.language}>
                  {doc.label} <span className="muted">PDF</span>
                </a>
              </li>
            ))}
          </ul>
          <p>
            <a className="button button--secondary" href={product.images.download} download>
              {t("product.download")}
            </a>
          </p>
        </div>
      </div>
    </div>
  );
}
