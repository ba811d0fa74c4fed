import type { MouseEvent } from "react";
import { Link } from "react-router";
import { COMPARE_FORM_ID } from "../compare/CompareChoice";
import { useT } from "../i18n/use-i18n";
import { LIKE_FORM_ID, useLike } from "../likes/use-like";
import { SAMPLE_FORM_ID } from "../samples/SampleCardForm";
import { SwatchPicture } from "../ui/SwatchPicture";
import type { FinderCard } from "../../core/finder/finder-view";
import type { FLAG_KEYS } from "../../core/i18n/enum-keys";

/** The flags' own keys (core/i18n/enum-keys.ts), spelled out so the browser loads no key table. */
const BADGE_KEYS = { new: "badge.new", "coming-soon": "badge.comingSoon", discontinued: "badge.discontinued" } as const satisfies Pick<typeof FLAG_KEYS, "new" | "coming-soon" | "discontinued">;

/** Cards are at most 15.5rem wide: at 2x that is under 640 px, so larger widths are never listed. */
const CARD_MAX_WIDTH = 640;
/**
 * Rendered width of a card, a little generous (widths come in steps of 160 px): 4 columns beside
 * the rail capped at 15.5rem on wide screens, 3–4 on tablets, 2 on phones. Short on purpose: it is
 * repeated on every card.
 */
const SIZES = "(min-width:90rem) 15.5rem,(min-width:60rem) 20vw,(min-width:40rem) 31vw,48vw";

interface ProductCardProps {
  item: FinderCard;
  /** Cards of the first row load eagerly and first: they hold the page's largest image. */
  eager: boolean;
  inCompare: boolean;
  onCompare: (event: MouseEvent<HTMLButtonElement>) => void;
  /** A signed-out like: the grid shows the sign-in message once for all cards. */
  onSignedOut: (signInHref: string) => void;
  /** Position in the whole list, to move focus to the first card a Load more added. */
  index: number;
  /** False under a collection heading, which already names it. */
  showCollection: boolean;
}

/**
 * A product card: one link (the name) stretched over the swatch, so the whole card is clickable
 * with a single tab stop; compare and like sit below the swatch, above the stretched link. Kept
 * to few elements: a finder shows dozens of them.
 */
export function ProductCard({ item, eager, inCompare, onCompare, onSignedOut, index, showCollection }: ProductCardProps) {
  const t = useT();
  return (
    <li className="product-card" data-index={index}>
      {/* The first row loads eagerly, but only a phone's first row (two cards) asks to come first: six
          images at high priority shared the line with each other and held back the largest paint. */}
      <SwatchPicture className="product-card__media" image={item.image} alt={item.name} sizes={SIZES} maxWidth={CARD_MAX_WIDTH} eager={eager} fetchPriority={eager && index < 2 ? "high" : undefined} />
      {item.badges.length > 0 ? (
        <p className="product-card__badges">
          {item.badges.map((badge) => (
            <span key={badge} className={`product-badge product-badge--${badge}`}>
              {t(BADGE_KEYS[badge])}
            </span>
          ))}
        </p>
      ) : null}
      <h3 className="product-card__name">
        <Link to={item.href} className="product-card__link" prefetch="intent">
          {item.name}
        </Link>
      </h3>
      <p className="product-card__meta">
        {item.itemNumber}
        {showCollection && item.collection ? <span className="product-card__collection">{item.collection.name}</span> : null}
      </p>
      <button type="submit" form={SAMPLE_FORM_ID} name="contentId" value={item.contentId} className="card-sample" aria-label={`${t("product.orderSample")}, ${item.name}`}>
        {t("product.orderSample")}
      </button>
      <div className="product-card__actions">
        <button type="submit" form={COMPARE_FORM_ID} name="contentId" value={item.contentId} className="card-toggle" aria-pressed={inCompare} aria-label={`${t("product.addToCompare")}, ${item.name}`} onClick={onCompare}>
          {t("product.addToCompare")}
        </button>
        <CardLike contentId={item.contentId} name={item.name} onSignedOut={onSignedOut} />
      </div>
    </li>
  );
}

/**
 * The card's heart: one element, drawn by CSS. Without JavaScript (or before the visitor is known)
 * it submits the page's one like form (LikeForm) with this product; then it toggles in the
 * background like the product page's button (useLike).
 */
function CardLike({ contentId, name, onSignedOut }: { contentId: string; name: string; onSignedOut: (signInHref: string) => void }) {
  const like = useLike(contentId, name, onSignedOut);
  return (
    <button
      type="submit"
      form={LIKE_FORM_ID}
      name="contentId"
      value={contentId}
      className="icon-button card-like"
      aria-pressed={like.liked}
      aria-label={like.label}
      onClick={(event) => {
        event.preventDefault();
        like.toggle();
      }}
    />
  );
}
