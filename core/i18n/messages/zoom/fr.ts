import type { Message } from "../../types";
import type { enZoom } from "./en";

/** French wording of ./en.ts. */
export const frZoom = {
  "zoom.controls": "Agrandissement",
  "zoom.level": "Agrandissement {percent}",
  "zoom.reset": "Image entière",
  "zoom.hint": "Touches : + et − pour zoomer, 0 pour l’image entière, les flèches pour se déplacer dans l’image agrandie.",
  "zoom.gestures": "Faites glisser pour déplacer l’image ; pincez ou tournez la molette pour zoomer.",
  "zoom.hintImages": "Touches : + et − pour zoomer, 0 pour l’image entière. Les flèches déplacent la vue dans l’image agrandie ; sur l’image entière, gauche et droite changent d’image.",
  "zoom.downloadTitle": "Télécharger : {name}",
  "zoom.downloadButton": "Télécharger le JPEG",
  "zoom.imageSize": "JPEG, {width} × {height} px",
} satisfies Record<keyof typeof enZoom, Message>;
