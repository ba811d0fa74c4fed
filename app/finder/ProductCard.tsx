import { Link } from "react-router";
import { useT } from "../i18n/use-i18n";
import type { FinderCard } from "./finder-view";

/** The swatch is 1:1; its box is reserved by width/height and aspect-ratio, so nothing shifts. */
const SWATCH_BOX = 320;
/** Rendered width of a card: 2 columns on phones, 3–4 on tablets, 3–4 beside the rail on desktop. */
const SIZES = [
  "(min-width: 90rem) 15.5rem",
  "(min-width: 75rem) calc((100vw - 28rem) / 4)",
  "(min-width: 60rem) calc((100vw - 26rem) / 3)",
  "(min-width: 48rem) calc((100vw - 7rem) / 4)",
  "(min-width: 40rem) calc((100vw - 5rem) / 3)",
  "calc((100vw - 3rem) / 2)",
].join(", ");

interface ProductCardProps {
  item: FinderCard;
  /** Cards of the first row load eagerly; the rest when scrolled near. */
  eager: boolean;
  inCompare: boolean;
  onCompare: () => void;
  onLike: () => void;
  /** Position in the whole list, to move focus to the first card a Load more added. */
  index: number;
  /** False under a collection heading, which already names it. */
  showCollection: boolean;
}

/**
 * A product card: one link (the name) stretched over the swatch, so the whole card is clickable
 * with a single tab stop; compare and like sit below the swatch, above the stretched link.
 */
export function ProductCard({ item, eager, inCompare, onCompare, onLike, index, showCollection }: ProductCardProps) {
  const t = useT();
  return (
    <li className="product-card" data-index={index}>
      <div className="product-card__media">
        <picture>
          <source type="image/avif" srcSet={item.images.swatch.avif} sizes={SIZES} />
          <source type="image/webp" srcSet={item.images.swatch.webp} sizes={SIZES} />
          <img
            src={item.images.thumbnail}
            alt={item.name}
            width={SWATCH_BOX}
            height={SWATCH_BOX}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
          />
        </picture>
        {item.badges.length > 0 ? (
          <ul className="product-card__badges">
            {item.badges.map((badge) => (
              <li key={badge.code} className={`product-badge product-badge--${badge.code}`}>
                {badge.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name">
          <Link to={item.href} className="product-card__link" prefetch="intent">
            {item.name}
          </Link>
        </h3>
        <p className="product-card__meta">
          <span className="product-card__number">{item.itemNumber}</span>
          {showCollection && item.collectionName ? <span className="product-card__collection">{item.collectionName}</span> : null}
        </p>
      </div>
      <div className="product-card__actions">
        <button type="button" className="card-toggle" aria-pressed={inCompare} onClick={onCompare}>
          <span className="card-toggle__box" aria-hidden="true" />
          <span className="card-toggle__label">{t("product.addToCompare")}</span>
          <span className="visually-hidden">, {item.name}</span>
        </button>
        <button type="button" className="icon-button card-like" onClick={onLike}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6">
            <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
          </svg>
          <span className="visually-hidden">
            {t("product.like")}, {item.name}
          </span>
        </button>
      </div>
    </li>
  );
}
