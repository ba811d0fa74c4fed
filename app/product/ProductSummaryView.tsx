import { downloadUrl, enlargedUrl, swatchSrcSet, swatchUrl } from "../../core/catalogue/image-urls";
import type { ImageRole } from "../../core/catalogue/model";
import type { MessageKey } from "../../core/i18n/translate";
import type { PageData } from "../routing/page-data.server";
import { usePageHref, useRootData, useT } from "../i18n/use-i18n";
import { Breadcrumb } from "../ui/Breadcrumb";
import { ProductGallery, type GalleryItem } from "./ProductGallery";
import type { ProductGuidesView } from "./guides/guide-finishes";
import { GuideSections, ProductGuides } from "./guides/ProductGuides";
import type { ProductDetail } from "../../server/product/product-view";
import type { TechnicalDataView } from "../../server/product/technical-data-view";
import type { FLAG_KEYS } from "../../core/i18n/enum-keys";

/** The flags' own keys (core/i18n/enum-keys.ts), spelled out so the browser loads no key table. */
const BADGE_KEYS = { new: "badge.new", "coming-soon": "badge.comingSoon", discontinued: "badge.discontinued" } as const satisfies Pick<typeof FLAG_KEYS, "new" | "coming-soon" | "discontinued">;

/** How an image without alt text of its own is described after the product name. */
const ROLE_KEYS = { detail: "product.image.detail", room: "product.image.room" } as const satisfies Record<Exclude<ImageRole, "swatch">, MessageKey>;

/**
 * The product page as far as this release goes: the swatch, name, item number, collection, badges,
 * description, features and documents. Specifications, related products and the calls to action
 * come with the product detail work.
 */
export function ProductSummaryView({ page, product, guides }: { page: PageData; product: ProductDetail; guides: ProductGuidesView | null }) {
  const t = useT();
  const href = usePageHref();
  const { imageBase } = useRootData();
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
        <ProductGallery items={galleryItems(imageBase, product, t)} name={product.name} />
        <div>
          {product.collection ? <p className="eyebrow">{product.collection.name}</p> : null}
          <h1>{product.name}</h1>
          <p className="product-summary__item">{product.itemNumber}</p>
          {product.badges.length ? (
            <ul className="chip-list">
              {product.badges.map((badge) => (
                <li key={badge} className="badge">
                  {t(BADGE_KEYS[badge])}
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
          {guides ? <ProductGuides guides={guides} /> : null}
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
          {product.technicalData ? <TechnicalDataSection data={product.technicalData} /> : null}
        </div>
      </div>
      {guides ? <GuideSections guides={guides} /> : null}
    </div>
  );
}

/** The gallery's URLs, built here from each image's key (the page data carries keys, not URLs). */
function galleryItems(imageBase: string, product: ProductDetail, t: ReturnType<typeof useT>): GalleryItem[] {
  return product.gallery.map(({ key, role, alt, width, height, download }) => ({
    alt: alt ?? (role === "swatch" ? product.name : `${product.name}, ${t(ROLE_KEYS[role])}`),
    srcset: { avif: swatchSrcSet(imageBase, key, "avif"), webp: swatchSrcSet(imageBase, key, "webp") },
    src: swatchUrl(imageBase, key, 640, "webp"),
    enlarged: { avif: enlargedUrl(imageBase, key, "avif"), webp: enlargedUrl(imageBase, key, "webp") },
    download: downloadUrl(imageBase, key, product.slug),
    ...(download ? { downloadSize: download } : {}),
    width,
    height,
  }));
}

/** Tests (property, standard and result), fire class, warranty and certificates, read from the product's technical data. */
function TechnicalDataSection({ data }: { data: TechnicalDataView }) {
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
              <tr key={`${test.code}-${i}`}>
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
