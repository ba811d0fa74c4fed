import type { Message } from "../../types";
import type { enZoom } from "./en";

/** Dutch wording of ./en.ts. */
export const nlZoom = {
  "zoom.controls": "Vergroting",
  "zoom.level": "Vergroting {percent}",
  "zoom.reset": "Hele afbeelding",
  "zoom.hint": "Toetsen: + en − zoomen, 0 toont de hele afbeelding, de pijltoetsen verschuiven een ingezoomde afbeelding.",
  "zoom.gestures": "Sleep om de afbeelding te verschuiven; knijp of draai aan het muiswiel om te zoomen.",
  "zoom.hintImages": "Toetsen: + en − zoomen, 0 toont de hele afbeelding. De pijltoetsen verschuiven een ingezoomde afbeelding; bij de hele afbeelding wisselen links en rechts van afbeelding.",
  "zoom.downloadTitle": "Downloaden: {name}",
  "zoom.downloadButton": "JPEG downloaden",
  "zoom.imageSize": "JPEG, {width} × {height} beeldpunten",
} satisfies Record<keyof typeof enZoom, Message>;
