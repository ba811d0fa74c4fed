import { swatchSrcSet, swatchUrl } from "../../core/catalogue/image-urls";
import type { RelatedCard, RelatedProducts as Related } from "../../server/product/related";
import { useRootData, useT } from "../i18n/use-i18n";
import "../styles/related.css";

const SWATCH_BOX = 320;
const MAX_WIDTH = 320;
const SIZES = "(min-width:40rem) 10rem,45vw";

function RelatedList({ cards }: { cards: readonly RelatedCard[] }) {
  const t = useT();
  const { imageBase, locale } = useRootData();
  return (
    <ul className="related-grid">
      {cards.map((card) => (
        <li key={card.contentId} className="related-card">
          <picture>
            <source type="image/avif" srcSet={swatchSrcSet(imageBase, card.image, "avif", MAX_WIDTH)} sizes={SIZES} />
            <img srcSet={swatchSrcSet(imageBase, card.image, "webp", MAX_WIDTH)} sizes={SIZES} src={swatchUrl(imageBase, card.image, SWATCH_BOX, "webp")} alt="" width={SWATCH_BOX} height={SWATCH_BOX} loading="lazy" decoding="async" />
          </picture>
          <a className="related-card__link" href={card.href}>
            {card.name}
          </a>
          <span className="related-card__meta">
            {card.itemNumber}
            {card.collection ? ` · ${card.collection.name}` : ""}
          </span>
          {card.deltaE !== undefined ? <span className="related-card__meta">{t("product.related.deltaE", { value: card.deltaE.toLocaleString(locale) })}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** Related products: the replacement of a discontinued colour first, the collection, then the nearest colours. */
export function RelatedProducts({ related }: { related: Related }) {
  const t = useT();
  const { replacement, sameCollection, nearestColours } = related;
  if (!replacement && !sameCollection.length && !nearestColours.length) return null;
  const collection = sameCollection[0]?.collection?.name;
  return (
    <section className="related" aria-labelledby="related">
      <h2 id="related">{t("product.related")}</h2>
      {replacement ? (
        <div className="related__group related__group--replacement">
          <h3>{t("product.related.replacement")}</h3>
          <p>{t("product.related.replacementNote")}</p>
          <RelatedList cards={[replacement]} />
        </div>
      ) : null}
      {sameCollection.length && collection ? (
        <div className="related__group">
          <h3>{t("product.related.sameCollection", { collection })}</h3>
          <RelatedList cards={sameCollection} />
        </div>
      ) : null}
      {nearestColours.length ? (
        <div className="related__group">
          <h3>{t("product.related.nearestColours")}</h3>
          <RelatedList cards={nearestColours} />
        </div>
      ) : null}
    </section>
  );
}
