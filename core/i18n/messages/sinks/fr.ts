import type { Message } from "../../types";
import type { enSinks } from "./en";

/** French wording of the sinks page (see ./en.ts). */
export const frSinks = {
  "sinks.intro": "Éviers, vasques, receveurs de douche et baignoires qui s’unissent au plan de travail ou au mur sans joint visible.",
  "sinks.filterTitle": "Filtrer les éviers",
  "sinks.space": "Pièce",
  "sinks.anySpace": "Toutes les pièces",
  "sinks.adaOnly": "Conformes ADA uniquement",
  "sinks.colour": "Couleur",
  "sinks.anyColour": "Toutes les couleurs",
  "sinks.apply": "Appliquer les filtres",
  "sinks.clear": "Effacer les filtres",
  "sinks.count": { one: "{count} produit", many: "{count} produits", other: "{count} produits" },
  "sinks.itemNumber": "Réf.",
  "sinks.type": "Type",
  "sinks.overall": "Hors tout",
  "sinks.inner": "Intérieur",
  "sinks.dimensionsOrder": "Dimensions : largeur × longueur × profondeur",
  "sinks.ada": "Conforme ADA",
  "sinks.kind.SINK": "Évier de cuisine",
  "sinks.kind.BOWL": "Vasque",
  "sinks.kind.SHOWER_TRAY": "Receveur de douche",
  "sinks.kind.BATH": "Baignoire",
} satisfies Record<keyof typeof enSinks, Message>;
