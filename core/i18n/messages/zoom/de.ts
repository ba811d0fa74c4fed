import type { Message } from "../../types";
import type { enZoom } from "./en";

/** German wording of ./en.ts. */
export const deZoom = {
  "zoom.controls": "Vergrößerung",
  "zoom.level": "Vergrößerung {percent}",
  "zoom.reset": "Ganzes Bild",
  "zoom.hint": "Tasten: + und − zoomen, 0 zeigt das ganze Bild, die Pfeiltasten verschieben das vergrößerte Bild.",
  "zoom.gestures": "Zum Verschieben ziehen; zum Zoomen mit zwei Fingern spreizen oder das Mausrad drehen.",
  "zoom.hintImages": "Tasten: + und − zoomen, 0 zeigt das ganze Bild. Die Pfeiltasten verschieben das vergrößerte Bild; beim ganzen Bild wechseln links und rechts das Bild.",
  "zoom.downloadTitle": "Herunterladen: {name}",
  "zoom.downloadButton": "JPEG herunterladen",
  "zoom.imageSize": "JPEG, {width} × {height} Pixel",
} satisfies Record<keyof typeof enZoom, Message>;
