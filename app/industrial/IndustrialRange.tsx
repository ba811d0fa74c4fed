import { Link } from "react-router";
import { swatchSrcSet, swatchUrl } from "../../core/catalogue/image-urls";
import { useRootData, useT } from "../i18n/use-i18n";
import type { IndustrialLineView, IndustrialProductView } from "./industrial-loader.server";

const SIZES = "(min-width:75rem) 17rem,(min-width:40rem) 30vw,48vw";

/** The page's lines: a few products each, with their documents (PDF links). */
export function IndustrialRange({ lines }: { lines: readonly IndustrialLineView[] }) {
  const t = useT();
  return (
    <section className="industrial-section" aria-labelledby="industrial-range">
      <h2 id="industrial-range">{t("industrial.range")}</h2>
      {lines.map((line) => (
        <section key={line.code} className="industrial-line" aria-labelledby={`line-${line.code}`}>
          <h3 id={`line-${line.code}`} className="industrial-line__title">
            {line.name} <span className="muted">{t("industrial.lineCount", { count: line.count })}</span>
          </h3>
          <ul className="industrial-cards">
            {line.products.map((product) => (
              <IndustrialCard key={product.contentId} product={product} />
            ))}
          </ul>
          {line.more.length ? (
            // The whole line, browsable without leaving the page or running a script.
            <details className="industrial-line__more">
              <summary>{t("industrial.moreInLine", { count: line.more.length })}</summary>
              <ul className="industrial-line__list" aria-label={line.name}>
                {line.more.map((product) => (
                  <li key={product.contentId} id={`product-${product.contentId}`}>
                    {product.name} <span className="muted">{t("industrial.itemNumber")} {product.itemNumber}</span>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </section>
      ))}
    </section>
  );
}

function IndustrialCard({ product }: { product: IndustrialProductView }) {
  const t = useT();
  const { imageBase } = useRootData();
  return (
    <li className="industrial-card">
      <picture className="industrial-card__media">
        <source type="image/avif" srcSet={swatchSrcSet(imageBase, product.image, "avif", 640)} sizes={SIZES} />
        <img srcSet={swatchSrcSet(imageBase, product.image, "webp", 640)} sizes={SIZES} src={swatchUrl(imageBase, product.image, 320, "webp")} alt="" width={320} height={320} loading="lazy" decoding="async" />
      </picture>
      <h4 className="industrial-card__name">{product.href ? <Link to={product.href}>{product.name}</Link> : product.name}</h4>
      <p className="industrial-card__meta">
        {t("industrial.itemNumber")} {product.itemNumber}
      </p>
      <ul className="industrial-card__documents" aria-label={t("industrial.documentsOf", { name: product.name })}>
        {product.documents.map((doc) => (
          <li key={doc.type}>
            <a href={doc.url} className="industrial-card__document" type="application/pdf" download>
              {doc.label}
              <span className="industrial-card__pdf">{t("industrial.pdf")}</span>
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
