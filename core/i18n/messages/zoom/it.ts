import type { Message } from "../../types";
import type { enZoom } from "./en";

/** Italian wording of ./en.ts. */
export const itZoom = {
  "zoom.controls": "Ingrandimento",
  "zoom.level": "Ingrandimento {percent}",
  "zoom.reset": "Immagine intera",
  "zoom.hint": "Tasti: + e − per lo zoom, 0 mostra l’immagine intera, le frecce spostano la vista nell’immagine ingrandita.",
  "zoom.gestures": "Trascina per spostare l’immagine; avvicina o allontana le dita o gira la rotellina per lo zoom.",
  "zoom.hintImages": "Tasti: + e − per lo zoom, 0 mostra l’immagine intera. Le frecce spostano la vista nell’immagine ingrandita; sull’immagine intera, sinistra e destra cambiano immagine.",
  "zoom.downloadTitle": "Scarica: {name}",
  "zoom.downloadButton": "Scarica JPEG",
  "zoom.imageSize": "JPEG, {width} × {height} pixel",
} satisfies Record<keyof typeof enZoom, Message>;
