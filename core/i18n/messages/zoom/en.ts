/**
 * English wording of the product images' zoom views (app/product/zoom): controls, the keys, the download view.
 */
export const enZoom = {
  "zoom.controls": "Zoom",
  "zoom.level": "Zoom {percent}",
  "zoom.reset": "Whole image",
  "zoom.hint": "Keys: + and − zoom, 0 shows the whole image, the arrow keys move around a zoomed image.",
  "zoom.gestures": "Drag to move the image; pinch or turn the mouse wheel to zoom.",
  "zoom.hintImages": "Keys: + and − zoom, 0 shows the whole image. The arrow keys move around a zoomed image; at the whole image, left and right change the image.",
  "zoom.downloadTitle": "Download: {name}",
  "zoom.downloadButton": "Download JPEG",
  "zoom.imageSize": "JPEG, {width} × {height} pixels",
} as const;
