import type { KeyboardEvent } from "react";
import type { ZoomControl } from "./use-panzoom";

const PAN: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The zoom views' keys (docs/decisions/0021-image-zoom.md): + (or =) zooms in, − or - zooms out, 0
 * shows the whole image, and the arrows move the view only while zoomed in, so that at the whole
 * image they stay free for stepping between images. Returns whether the key was used.
 */
export function handleZoomKey(event: KeyboardEvent, zoom: ZoomControl): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const key = event.key;
  if (key === "+" || key === "=") zoom.zoomIn();
  else if (key === "-" || key === "−" || key === "_") zoom.zoomOut();
  else if (key === "0") zoom.reset();
  else if (zoom.zoomed && PAN[key]) zoom.panBy(...PAN[key]);
  else return false;
  event.preventDefault();
  return true;
}
