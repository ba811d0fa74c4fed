/**
 * Which texture render ("master") each image width is cut from. Every URL has exactly one pixel
 * pipeline, whether it is rendered on request or ahead of time, so the bytes of a URL do not depend
 * on who rendered it; and images that share a master are encoded from one render of the texture.
 */
import type { Texture } from "../../core/catalogue/enums";
import type { ImageRole } from "../../core/catalogue/model";
import { SWATCH_WIDTHS } from "../../core/catalogue/media";

export type EncodedFormat = "avif" | "webp" | "jpeg";

/**
 * Widths a finder card can pick from its srcset: cards are at most 15.5rem (248 CSS px) wide, so
 * even at 2.5x device pixels the browser stays at or below 640 (app/finder/ProductCard.tsx SIZES).
 */
export const CARD_WIDTHS: readonly number[] = SWATCH_WIDTHS.filter((w) => w <= 640);
/** Widths only the product page asks for (40vw or 100vw). */
export const PAGE_WIDTHS: readonly number[] = SWATCH_WIDTHS.filter((w) => w > 640);

/** The master texture size for card widths: 2x the largest card width, so every card is supersampled. */
const CARD_MASTER = 1280;

/**
 * Textures whose look depends on the delivered size (not only the rendered one): textile hides
 * threads finer than three delivered pixels, or they moiré. Any other texture renders the same
 * pixels for any outputSize (a test holds this), so one render serves both masters.
 */
const OUTPUT_SENSITIVE: ReadonlySet<Texture> = new Set<Texture>(["textile"]);

export interface Master {
  /** Side of the rendered square. */
  size: number;
  /** Smallest side delivered from it: periodic detail finer than its pixels is left out. */
  outputSize: number;
}

/** The render an image of `width` is reduced from. */
export function masterFor(width: number): Master {
  if (width <= 640) return { size: CARD_MASTER, outputSize: 640 };
  if (width <= CARD_MASTER) return { size: CARD_MASTER, outputSize: CARD_MASTER };
  // Enlargement and download: rendered at their own size.
  return { size: width, outputSize: width };
}

/** Identifies renders that give identical pixels for this texture, to render each only once. */
export function masterKey(texture: Texture, master: Master): string {
  return OUTPUT_SENSITIVE.has(texture) ? `${master.size}/${master.outputSize}` : `${master.size}`;
}

export interface EncodeTarget {
  width: number;
  /** A banner's height (share images), cut from the middle of the square; absent: square. */
  height?: number;
  format: EncodedFormat;
}

/** Groups targets by the render they share, largest outputs first within a group. */
export function groupByMaster<T extends EncodeTarget>(texture: Texture, targets: readonly T[]): { master: Master; targets: T[] }[] {
  const groups = new Map<string, { master: Master; targets: T[] }>();
  for (const target of targets) {
    const master = masterFor(target.width);
    const key = masterKey(texture, master);
    const group = groups.get(key);
    if (group) {
      group.targets.push(target);
      // Keep the smallest outputSize of the group: that is what its detail must suit.
      group.master = { size: group.master.size, outputSize: Math.min(group.master.outputSize, master.outputSize) };
    } else groups.set(key, { master, targets: [target] });
  }
  return [...groups.values()];
}

/**
 * Share of the texture render a generated gallery image keeps (centred): a "detail" is a closer
 * look at the same surface, a "room" a little less close. Part of the image version (by role).
 */
export const GENERATED_CROP: Record<ImageRole, number> = { swatch: 1, detail: 0.5, room: 0.75 };
