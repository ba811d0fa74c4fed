import type { CollectionCard } from "./landing-collections";
import { useT } from "../i18n/use-i18n";
import { SwatchPicture } from "../ui/SwatchPicture";

/** Cards are at most about 22rem wide: 720 px covers them at 2x. */
const CARD_MAX_WIDTH = 720;
const SIZES = "(min-width:75rem) 22rem,(min-width:40rem) 45vw,92vw";

/** The collection overview: each collection's face, name, copy and product count, linking into the finder. */
export function CollectionGrid({ cards, language }: { cards: readonly CollectionCard[]; language: string }) {
  const t = useT();
  return (
    <ul className="collection-grid">
      {cards.map((card, i) => (
        <li key={card.code} className="collection-card">
          <SwatchPicture className="collection-card__media" image={card.image} alt="" sizes={SIZES} maxWidth={CARD_MAX_WIDTH} eager={i < 3} />
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
