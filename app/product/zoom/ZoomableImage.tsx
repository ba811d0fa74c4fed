import { useId, type CSSProperties, type RefObject } from "react";
import type { MessageKey } from "../../../core/i18n/translate";
import { useRootData, useT } from "../../i18n/use-i18n";
import type { ZoomControl } from "./use-panzoom";
import "../../styles/zoom.css";

export interface ZoomImage {
  src: string;
  /** An AVIF alternative, where the view has one (the download view shows the JPEG itself). */
  avif?: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * An image in a clipping viewport, zoomed and panned by `zoom` (use-panzoom.ts), with zoom out,
 * zoom in and reset buttons, the zoom level announced politely, and the keys and gestures spelled
 * out below (the keys not on touch screens, where the line would only crowd a small dialog).
 */
export function ZoomableImage({ image, zoom, stageRef, hint }: { image: ZoomImage; zoom: ZoomControl; stageRef: RefObject<HTMLDivElement | null>; hint: MessageKey }) {
  const t = useT();
  const { locale } = useRootData();
  const hintId = useId();
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(zoom.scale);
  const ratio = { "--zoom-ratio": `${image.width} / ${image.height}` } as CSSProperties;
  return (
    <div className="zoom">
      <div className="zoom__viewport" style={ratio}>
        <div ref={stageRef} className="zoom__stage">
          <picture>
            {image.avif ? <source type="image/avif" srcSet={image.avif} /> : null}
            <img src={image.src} alt={image.alt} width={image.width} height={image.height} draggable={false} />
          </picture>
        </div>
      </div>
      <div className="zoom__controls" role="group" aria-label={t("zoom.controls")} aria-describedby={hintId}>
        <button type="button" className="button button--secondary zoom__button" onClick={zoom.zoomOut}>
          <span aria-hidden="true">−</span> <span className="zoom__label">{t("product.zoomOut")}</span>
        </button>
        <output className="zoom__level" aria-live="polite">
          {t("zoom.level", { percent })}
        </output>
        <button type="button" className="button button--secondary zoom__button" onClick={zoom.zoomIn}>
          <span aria-hidden="true">+</span> <span className="zoom__label">{t("product.zoomIn")}</span>
        </button>
        <button type="button" className="button button--secondary zoom__button" onClick={zoom.reset}>
          {t("zoom.reset")}
        </button>
      </div>
      <p id={hintId} className="zoom__hint">
        <span className="zoom__keys">{t(hint)}</span> <span>{t("zoom.gestures")}</span>
      </p>
    </div>
  );
}
