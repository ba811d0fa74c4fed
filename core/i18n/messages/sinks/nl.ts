import type { Message } from "../../types";
import type { enSinks } from "./en";

/** Dutch wording of the sinks page (see ./en.ts). */
export const nlSinks = {
  "sinks.intro": "Spoelbakken, wastafels, douchebakken en baden die naadloos aansluiten op werkblad of wand.",
  "sinks.filterTitle": "Spoelbakken filteren",
  "sinks.space": "Ruimte",
  "sinks.anySpace": "Alle ruimtes",
  "sinks.adaOnly": "Alleen ADA-conform",
  "sinks.colour": "Kleur",
  "sinks.anyColour": "Alle kleuren",
  "sinks.apply": "Filters toepassen",
  "sinks.clear": "Filters wissen",
  "sinks.count": { one: "{count} product", other: "{count} producten" },
  "sinks.itemNumber": "Art.nr.",
  "sinks.type": "Type",
  "sinks.overall": "Buitenmaten",
  "sinks.inner": "Binnenmaten",
  "sinks.dimensionsOrder": "Maten: breedte × lengte × diepte",
  "sinks.ada": "ADA-conform",
  "sinks.kind.SINK": "Keukenspoelbak",
  "sinks.kind.BOWL": "Wastafel",
  "sinks.kind.SHOWER_TRAY": "Douchebak",
  "sinks.kind.BATH": "Bad",
} satisfies Record<keyof typeof enSinks, Message>;
