import type { KeyboardEvent } from "react";
import { formatCount } from "../../../core/i18n/count-format";
import { useRootData, useT } from "../../i18n/use-i18n";
import { Dialog } from "../../ui/Dialog";
import { handleZoomKey } from "./zoom-keys";
import { usePanzoom } from "./use-panzoom";
import { ZoomableImage } from "./ZoomableImage";

export interface DownloadImage {
  url: string;
  alt: string;
  /** Pixel size of the JPEG, when known (a stored photo without recorded size has none). */
  width?: number;
  height?: number;
  /** Size of the enlarged view, to reserve the image's space when the download's size is unknown. */
  fallbackWidth: number;
  fallbackHeight: number;
}

/**
 * The download view: the very JPEG the Download button saves, zoomable like the enlarged view, with
 * its pixel size, so a designer can check the detail before downloading it.
 */
export function DownloadView({ open, onClose, name, image }: { open: boolean; onClose: () => void; name: string; image: DownloadImage }) {
  const t = useT();
  const { locale } = useRootData();
  const { zoom, stageRef } = usePanzoom(open, image.url);
  const width = image.width ?? image.fallbackWidth;
  const height = image.height ?? image.fallbackHeight;
  const download = (
    <a className="button button--primary" href={image.url} download>
      {t("zoom.downloadButton")}
    </a>
  );
  return (
    <Dialog open={open} onClose={onClose} title={t("zoom.downloadTitle", { name })} closeLabel={t("ui.close")} wide actions={download} onKeyDown={(event: KeyboardEvent) => handleZoomKey(event, zoom)}>
      {open ? (
        <>
          <ZoomableImage zoom={zoom} stageRef={stageRef} image={{ src: image.url, alt: image.alt, width, height }} hint="zoom.hint" />
          {image.width && image.height ? <p className="zoom__meta">{t("zoom.imageSize", { width: formatCount(locale, image.width), height: formatCount(locale, image.height) })}</p> : null}
        </>
      ) : null}
    </Dialog>
  );
}
