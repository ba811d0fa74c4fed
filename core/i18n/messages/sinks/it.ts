import type { Message } from "../../types";
import type { enSinks } from "./en";

/** Italian wording of the sinks page (see ./en.ts). */
export const itSinks = {
  "sinks.intro": "Lavelli, lavabi, piatti doccia e vasche che si uniscono al piano o alla parete senza giunture visibili.",
  "sinks.filterTitle": "Filtra i lavelli",
  "sinks.space": "Ambiente",
  "sinks.anySpace": "Tutti gli ambienti",
  "sinks.adaOnly": "Solo conformi ADA",
  "sinks.colour": "Colore",
  "sinks.anyColour": "Tutti i colori",
  "sinks.apply": "Applica filtri",
  "sinks.clear": "Cancella filtri",
  "sinks.count": { one: "{count} prodotto", many: "{count} prodotti", other: "{count} prodotti" },
  "sinks.itemNumber": "Cod. art.",
  "sinks.type": "Tipo",
  "sinks.overall": "Esterne",
  "sinks.inner": "Interne",
  "sinks.dimensionsOrder": "Dimensioni: larghezza × lunghezza × profondità",
  "sinks.ada": "Conforme ADA",
  "sinks.kind.SINK": "Lavello da cucina",
  "sinks.kind.BOWL": "Lavabo",
  "sinks.kind.SHOWER_TRAY": "Piatto doccia",
  "sinks.kind.BATH": "Vasca da bagno",
} satisfies Record<keyof typeof enSinks, Message>;
