import type { RelatedCard, RelatedProducts as Related } from "../../core/product/related";
import { usePageHref, useRootData, useT } from "../i18n/use-i18n";
import { SwatchPicture } from "../ui/SwatchPicture";
import "../styles/related.css";

/** `withCollection`: false under a heading that already names the collection. */
function RelatedList({ cards, withCollection = true }: { cards: readonly RelatedCard[]; withCollection?: boolean }) {
  const t = useT();
  const { locale } = useRootData();
  const href = usePageHref();
  return (
    <ul className="related-grid">
      {cards.map((card) => (
        <li key={card.image.id}>
          {/* Cards are at most 10rem wide (related.css): one 320 px swatch is sharp up to 2x. */}
          <SwatchPicture image={card.image} alt="" />
          <a href={href(card.path)}>
            {card.name}
          </a>
          {/* One string, so React writes no <!-- --> between the parts. */}
          <span>{withCollection && card.collection ? `${card.itemNumber} · ${card.collection}` : card.itemNumber}</span>
          {card.deltaE !== undefined ? <span>{t("product.related.deltaE", { value: card.deltaE.toLocaleString(locale) })}</span> : null}
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
  const collection = sameCollection[0]?.collection;
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
          <RelatedList cards={sameCollection} withCollection={false} />
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
