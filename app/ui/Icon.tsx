// A file of its own with a hashed name (cached for a year), never inlined: `<use>` cannot point into a data: URL.
import sprite from "./icons.svg?url&no-inline";

export type IconName = "search" | "heart" | "samples" | "compare" | "globe" | "menu" | "close" | "close-bold" | "arrow" | "filters" | "person" | "chevron";

/**
 * A decorative line icon from the sprite (app/ui/icons.svg). A reference instead of the drawing
 * itself keeps each icon to one short element in every page's HTML; the sprite is fetched once.
 * Colour follows the text (`currentColor`, base.css); `filled` fills the shape (a saved like).
 */
export function Icon({ name, size = 20, filled = false }: { name: IconName; size?: number; filled?: boolean }) {
  return (
    <svg aria-hidden="true" className={filled ? "icon icon--filled" : "icon"} width={size} height={size}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
