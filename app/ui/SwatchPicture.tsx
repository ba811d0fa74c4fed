import { swatchSrcSet, swatchUrl, type ImageKey } from "../../core/catalogue/image-urls";
import { useRootData } from "../i18n/use-i18n";

/** Swatches are square; the box is reserved by width/height (and the cards' aspect-ratio), so nothing shifts. */
const SWATCH_BOX = 320;

interface SwatchPictureProps {
  image: ImageKey;
  alt: string;
  className?: string;
  /**
   * Cards whose width varies with the screen list widths up to `maxWidth` for `sizes`. Without
   * `sizes` the swatch is shown at most 160 CSS px wide: one 320 px file serves every screen up to
   * 2x, and the markup, repeated on every card, stays short.
   */
  sizes?: string;
  maxWidth?: number;
  eager?: boolean;
  /** Eager cards of the first row may ask to come first: they hold the page's largest image. */
  fetchPriority?: "high";
}

/**
 * A swatch as AVIF where the browser takes it, else WebP; the one picture markup of every card.
 * No `decoding="async"`: written on up to 24 cards a page it cost bytes against the HTML budget for
 * no measurable gain, and on the eager first row (the finder's largest image) it may hold back the
 * image's paint; the browser's own choice is kept.
 */
export function SwatchPicture({ image, alt, className, sizes, maxWidth, eager = false, fetchPriority }: SwatchPictureProps) {
  const { imageBase } = useRootData();
  const src = swatchUrl(imageBase, image, SWATCH_BOX, "webp");
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={sizes ? swatchSrcSet(imageBase, image, "avif", maxWidth) : swatchUrl(imageBase, image, SWATCH_BOX, "avif")} sizes={sizes} />
      <img
        srcSet={sizes ? swatchSrcSet(imageBase, image, "webp", maxWidth) : undefined}
        sizes={sizes}
        src={src}
        alt={alt}
        width={SWATCH_BOX}
        height={SWATCH_BOX}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}
