import type { KeyboardEvent } from "react";
import { useT } from "../../i18n/use-i18n";
import { Dialog } from "../../ui/Dialog";
import type { GalleryItem } from "../ProductGallery";
import { handleZoomKey } from "./zoom-keys";
import { usePanzoom } from "./use-panzoom";
import { ZoomableImage } from "./ZoomableImage";

interface EnlargedViewProps {
  open: boolean;
  onClose: () => void;
  name: string;
  items: GalleryItem[];
  current: number;
  step: (delta: number) => void;
}

/**
 * The enlarged image in a dialog: zoom by buttons, keys, wheel and pinch, and, with more than one
 * image, previous and next. Left and right step between images only at the whole image; zoomed in
 * they move the view (zoom-keys.ts), and the hint below the controls says so.
 */
export function EnlargedView({ open, onClose, name, items, current, step }: EnlargedViewProps) {
  const t = useT();
  const shown = items[current] ?? items[0]!;
  const count = items.length;
  const { zoom, stageRef } = usePanzoom(open, current);

  const onKeyDown = (event: KeyboardEvent) => {
    if (handleZoomKey(event, zoom) || count < 2) return;
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog open={open} onClose={onClose} title={name} closeLabel={t("ui.close")} wide onKeyDown={onKeyDown}>
      {open ? (
        <div className="enlarged">
          <ZoomableImage
            zoom={zoom}
            stageRef={stageRef}
            image={{ src: shown.enlarged.webp, avif: shown.enlarged.avif, alt: shown.alt, width: shown.width, height: shown.height }}
            hint={count > 1 ? "zoom.hintImages" : "zoom.hint"}
          />
          {count > 1 ? (
            <div className="enlarged__nav">
              <button type="button" className="button button--secondary" onClick={() => step(-1)}>
                {t("product.previousImage")}
              </button>
              <span aria-live="polite">{t("product.imageOf", { index: current + 1, count, name: shown.alt })}</span>
              <button type="button" className="button button--secondary" onClick={() => step(1)}>
                {t("product.nextImage")}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
