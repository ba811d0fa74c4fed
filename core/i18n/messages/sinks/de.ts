import type { Message } from "../../types";
import type { enSinks } from "./en";

/** German wording of the sinks page (see ./en.ts). */
export const deSinks = {
  "sinks.intro": "Küchenspülen, Waschbecken, Duschwannen und Badewannen, die sich fugenlos mit Arbeitsplatte oder Wand verbinden.",
  "sinks.filterTitle": "Spülen filtern",
  "sinks.space": "Raum",
  "sinks.anySpace": "Alle Räume",
  "sinks.adaOnly": "Nur ADA-konform",
  "sinks.colour": "Farbe",
  "sinks.anyColour": "Alle Farben",
  "sinks.apply": "Filter anwenden",
  "sinks.clear": "Filter zurücksetzen",
  "sinks.count": { one: "{count} Produkt", other: "{count} Produkte" },
  "sinks.itemNumber": "Art.-Nr.",
  "sinks.type": "Typ",
  "sinks.overall": "Außenmaße",
  "sinks.inner": "Innenmaße",
  "sinks.dimensionsOrder": "Maße: Breite × Länge × Tiefe",
  "sinks.ada": "ADA-konform",
  "sinks.kind.SINK": "Küchenspüle",
  "sinks.kind.BOWL": "Waschbecken",
  "sinks.kind.SHOWER_TRAY": "Duschwanne",
  "sinks.kind.BATH": "Badewanne",
} satisfies Record<keyof typeof enSinks, Message>;
