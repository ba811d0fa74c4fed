import type { Message } from "../../types";
import type { enZoom } from "./en";

/** Spanish wording of ./en.ts. */
export const esZoom = {
  "zoom.controls": "Ampliación",
  "zoom.level": "Ampliación {percent}",
  "zoom.reset": "Imagen completa",
  "zoom.hint": "Teclas: + y − para el zoom, 0 muestra la imagen completa, las flechas mueven la vista en la imagen ampliada.",
  "zoom.gestures": "Arrastre para mover la imagen; pellizque o gire la rueda del ratón para el zoom.",
  "zoom.hintImages": "Teclas: + y − para el zoom, 0 muestra la imagen completa. Las flechas mueven la vista en la imagen ampliada; con la imagen completa, izquierda y derecha cambian de imagen.",
  "zoom.downloadTitle": "Descargar: {name}",
  "zoom.downloadButton": "Descargar JPEG",
  "zoom.imageSize": "JPEG, {width} × {height} píxeles",
} satisfies Record<keyof typeof enZoom, Message>;
