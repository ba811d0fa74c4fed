import { useState, type MouseEvent } from "react";
import { useT } from "../i18n/use-i18n";
import { DownloadView } from "./zoom/DownloadView";
import { EnlargedView } from "./zoom/EnlargedView";

/** One image of a product's gallery, with its URLs already built for this page's image base. */
export interface GalleryItem {
  alt: string;
  /** `srcset` per format at the gallery widths. */
  srcset: { avif: string; webp: string };
  /** A mid-size WebP for `<img src>`. */
  src: string;
  /** The enlarged view's image per format. */
  enlarged: { avif: string; webp: string };
  download: string;
  /** Pixel size of the download JPEG, when known. */
  downloadSize?: { width: number; height: number };
  /** Size of the enlarged image (the page's own view is a square crop), so nothing shifts while it loads. */
  width: number;
  height: number;
}

/** The image column (pages.css): full width on phones, half the content beside the text from 48rem, capped with the content at 90rem. */
const SIZES = "(min-width: 90rem) 41rem, (min-width: 48rem) 46vw, calc(100vw - 2rem)";
const THUMB_SIZES = "5rem";

/**
 * The product's images: the chosen one large, the others as thumbnails below it, an enlarged view
 * in a dialog that steps through all of them, and a download of the chosen one.
 *
 * Without JavaScript every control is a plain link: a thumbnail and "Enlarge" open the enlarged
 * image itself, "Download" downloads it. With JavaScript the same links choose the image shown and
 * open the zoomable enlarged view or the download view instead (./zoom).
 */
export function ProductGallery({ items, name }: { items: GalleryItem[]; name: string }) {
  const t = useT();
  const [current, setCurrent] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const shown = items[current] ?? items[0]!;
  const count = items.length;
  const step = (delta: number) => setCurrent((i) => (i + delta + count) % count);

  const openEnlarged = (event: MouseEvent) => {
    event.preventDefault();
    setEnlarged(true);
  };
  const openDownload = (event: MouseEvent) => {
    event.preventDefault();
    setDownloading(true);
  };

  return (
    <section className="gallery" aria-label={t("product.gallery")}>
      <a className="gallery__main" href={shown.enlarged.webp} onClick={openEnlarged} aria-label={`${t("product.enlarge")}: ${shown.alt}`}>
        <picture>
          <source type="image/avif" srcSet={shown.srcset.avif} sizes={SIZES} />
          <img srcSet={shown.srcset.webp} sizes={SIZES} src={shown.src} alt={shown.alt} width={640} height={640} fetchPriority="high" />
        </picture>
      </a>
      {count > 1 ? (
        <ul className="gallery__thumbs">
          {items.map((item, i) => (
            <li key={item.src}>
              <a
                href={item.enlarged.webp}
                aria-current={i === current ? "true" : undefined}
                aria-label={t("product.imageOf", { index: i + 1, count, name: item.alt })}
                onClick={(event) => {
                  event.preventDefault();
                  setCurrent(i);
                }}
              >
                <picture>
                  <source type="image/avif" srcSet={item.srcset.avif} sizes={THUMB_SIZES} />
                  <img srcSet={item.srcset.webp} sizes={THUMB_SIZES} src={item.src} alt="" width={80} height={80} loading="lazy" />
                </picture>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="gallery__actions">
        <a className="button button--secondary" href={shown.enlarged.webp} onClick={openEnlarged}>
          {t("product.enlarge")}
        </a>
        <a className="button button--secondary" href={shown.download} download onClick={openDownload}>
          {t("product.download")}
        </a>
      </p>
      <EnlargedView open={enlarged} onClose={() => setEnlarged(false)} name={name} items={items} current={current} step={step} />
      <DownloadView
        open={downloading}
        onClose={() => setDownloading(false)}
        name={name}
        image={{ url: shown.download, alt: shown.alt, ...shown.downloadSize, fallbackWidth: shown.width, fallbackHeight: shown.height }}
      />
    </section>
  );
}
