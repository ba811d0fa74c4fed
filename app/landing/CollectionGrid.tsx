import { swatchSrcSet, swatchUrl } from "../../core/catalogue/image-urls";
import type { CollectionCard } from "../../server/landing/landing-collections";
import { useRootData, useT } from "../i18n/use-i18n";

/** Cards are at most about 22rem wide: 720 px covers them at 2x. */
const CARD_MAX_WIDTH = 720;
const SIZES = "(min-width:75rem) 22rem,(min-width:40rem) 45vw,92vw";
const SWATCH_BOX = 320;

/** The collection overview: each collection's face, name, copy and product count, linking into the finder. */
export function CollectionGrid({ cards, language }: { cards: readonly CollectionCard[]; language: string }) {
  const t = useT();
  const { imageBase } = useRootData();
  return (
    <ul className="collection-grid">
      {cards.map((card, i) => (
        <li key={card.code} className="collection-card">
          <picture className="collection-card__media">
            <source type="image/avif" srcSet={swatchSrcSet(imageBase, card.image, "avif", CARD_MAX_WIDTH)} sizes={SIZES} />
            <img
              srcSet={swatchSrcSet(imageBase, card.image, "webp", CARD_MAX_WIDTH)}
              sizes={SIZES}
              src={swatchUrl(imageBase, card.image, SWATCH_BOX, "webp")}
              alt=""
              width={SWATCH_BOX}
              height={SWATCH_BOX}
              loading={i < 3 ? "eager" : "lazy"}
              decoding="async"
            />
          </picture>
          <h3 className="collection-card__name">
            <a href={card.href} className="collection-card__link">
              {card.name}
            </a>
          </h3>
          <p className="collection-card__count">{t("landing.products", { count: card.count })}</p>
          {card.description ? (
            <p className="collection-card__text" lang={card.descriptionLang === language ? undefined : card.descriptionLang}>
              {card.description}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
