import type { ReactNode } from "react";
import { downloadUrl, enlargedUrl, swatchSrcSet, swatchUrl } from "../../core/catalogue/image-urls";
import type { ImageRole } from "../../core/catalogue/model";
import type { MessageKey } from "../../core/i18n/translate";
import type { PageData } from "../routing/page-data.server";
import { usePageHref, useRootData, useT } from "../i18n/use-i18n";
import { Breadcrumb, useHomeCrumb } from "../ui/Breadcrumb";
import { MeasuredText } from "../ui/Measure";
import { ProductGallery, type GalleryItem } from "./ProductGallery";
import { KeySpecs, ProductSpecs, SpecGroups, type SpecGuideLinks } from "./ProductSpecs";
import { ProductDocuments } from "./ProductDocuments";
import { ProductMaterial } from "./ProductMaterial";
import { TechnicalDataSection } from "./TechnicalDataSection";
import { RelatedProducts } from "./RelatedProducts";
import { productStructuredData, type ProductShare } from "./product-meta";
import type { ProductPageDetail, ProductSections } from "./product-loader.server";
import { ServerSection, useServerOnly } from "../ui/ServerSection";
import { PRODUCT_SECTIONS } from "../ui/server-section-names";
import { StructuredData } from "../ui/StructuredData";
import "../styles/product-specs.css";

/** How an image without alt text of its own is described after the product name. */
const ROLE_KEYS = { detail: "product.image.detail", room: "product.image.room" } as const satisfies Record<Exclude<ImageRole, "swatch">, MessageKey>;

/** Parts other features fill in: calls to action beside the key specs; guides below the technical data. */
export interface ProductPageSlots {
  actions?: ReactNode;
  guides?: ReactNode;
  /** Which specification rows link to a guide in the `guides` slot. */
  guideLinks?: SpecGuideLinks;
}

/**
 * The product page (DESIGN.md, product detail): image on the left; on the right name, item number,
 * collection, badges, key specifications and the calls to action; below, features, the full
 * specifications, documents, technical data, guides, related products and the countries. The parts
 * without controls are static sections, rendered on the server alone on a document request.
 */
export function ProductSummaryView({
  page,
  product,
  sections: fromLoader,
  share,
  actions,
  guides,
  guideLinks,
}: { page: PageData; product: ProductPageDetail; sections: ProductSections | null; share: ProductShare } & ProductPageSlots) {
  const t = useT();
  const homeCrumb = useHomeCrumb();
  const href = usePageHref();
  const { imageBase } = useRootData();
  const sections = useServerOnly(PRODUCT_SECTIONS, fromLoader);
  return (
    <div className="page product-summary">
      <Breadcrumb
        items={[
          homeCrumb,
          ...(page.finderPath && page.finderHeading ? [{ label: page.finderHeading, href: href(page.finderPath) }] : []),
          { label: product.name },
        ]}
      />
      <div className="product-summary__layout">
        <ProductGallery items={galleryItems(imageBase, product, t)} name={product.name} />
        <div className="product-summary__intro">
          {product.collection ? <p className="eyebrow">{product.collection}</p> : null}
          <h1>{product.name}</h1>
          <p className="product-summary__item">{product.itemNumber}</p>
          <ServerSection data={sections}>{(s) => <ProductIntro sections={s} />}</ServerSection>
          {actions}
        </div>
      </div>
      <div className="product-summary__details">
        <ServerSection data={sections}>{(s) => <ProductFeatures copy={s.copy} />}</ServerSection>
        <ProductSpecs measured={product.measured}>
          <ServerSection data={sections}>{(s) => <SpecGroups specs={s.specs} guides={guideLinks} />}</ServerSection>
        </ProductSpecs>
        <ServerSection data={sections}>
          {(s) => (
            <>
              <ProductDocuments documents={s.documents} />
              <ProductMaterial material={s.material} />
              {s.technicalData ? <TechnicalDataSection data={s.technicalData} /> : null}
            </>
          )}
        </ServerSection>
        {guides}
        <ServerSection data={sections}>
          {(s) => (
            <>
              <RelatedProducts related={s.related} />
              <ProductCountries countries={s.countries} />
              <StructuredData value={productStructuredData(page, product, s, share)} />
            </>
          )}
        </ServerSection>
      </div>
    </div>
  );
}

/** Badges, the description and the key specifications, beside the image. */
function ProductIntro({ sections }: { sections: ProductSections }) {
  const t = useT();
  return (
    <>
      {sections.badges.length ? (
        <ul className="chip-list product-summary__badges" aria-label={t("spec.badges")}>
          {sections.badges.map((badge) => (
            <li key={badge.code} className="badge">
              {badge.label}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="lead">
        <MeasuredText parts={sections.copy.description} />
      </p>
      <KeySpecs specs={sections.specs} />
    </>
  );
}

function ProductFeatures({ copy }: { copy: ProductSections["copy"] }) {
  const t = useT();
  if (!copy.features.length) return null;
  return (
    <section aria-labelledby="features">
      <h2 id="features">{t("product.features")}</h2>
      <ul className="product-summary__features">
        {copy.features.map((feature, i) => (
          <li key={i}>
            <MeasuredText parts={feature} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductCountries({ countries }: { countries: string[] }) {
  const t = useT();
  if (!countries.length) return null;
  return (
    <section aria-labelledby="countries" className="product-countries">
      <h2 id="countries">{t("product.availableCountries")}</h2>
      <p className="muted">{t("spec.countries.count", { count: countries.length })}</p>
      <ul className="product-countries__list">
        {countries.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </section>
  );
}

/** The gallery's URLs, built here from each image's key (the page data carries keys, not URLs). */
function galleryItems(imageBase: string, product: ProductPageDetail, t: ReturnType<typeof useT>): GalleryItem[] {
  return product.gallery.map(({ key, role, alt, width, height, download }) => ({
    alt: alt ?? (role === "swatch" ? product.name : `${product.name}, ${t(ROLE_KEYS[role])}`),
    // Shown at least 288 CSS px wide (a 320 px phone; product-page.css), so the 160 px file is never chosen.
    srcset: { avif: swatchSrcSet(imageBase, key, "avif", undefined, 320), webp: swatchSrcSet(imageBase, key, "webp", undefined, 320) },
    src: swatchUrl(imageBase, key, 640, "webp"),
    enlarged: { avif: enlargedUrl(imageBase, key, "avif"), webp: enlargedUrl(imageBase, key, "webp") },
    download: downloadUrl(imageBase, key, product.slug),
    ...(download ? { downloadSize: download } : {}),
    width,
    height,
  }));
}
