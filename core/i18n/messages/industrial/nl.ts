import type { Message } from "../../types";
import type { enIndustrial } from "./en";

/** Dutch chrome of the automotive and appliance pages (see ./en.ts). */
export const nlIndustrial = {
  "industrial.eyebrow.AUTOMOTIVE": "Auto-industrie",
  "industrial.eyebrow.HOME_APPLIANCE_FILM": "Industriële folie",
  "industrial.figures": "Kerncijfers",
  "industrial.figure.recycled": "gerecycled aandeel naar gewicht, {line}",
  "industrial.figure.weightCut": "lichter dan het stalen onderdeel dat het vervangt",
  "industrial.figure.glassFibre": "glasvezel naar gewicht",
  "industrial.figure.thickness": "foliedikte",
  "industrial.figure.designs": "dessins in {lines} lijnen",
  "industrial.applications": "Toepassingen",
  "industrial.range": "Het assortiment",
  "industrial.lineCount": { one: "{count} product", other: "{count} producten" },
  "industrial.moreInLine": { one: "en nog {count} in deze lijn", other: "en nog {count} in deze lijn" },
  "industrial.itemNumber": "Art.nr.",
  "industrial.documents": "Documenten",
  "industrial.documentsOf": "Documenten bij {name}",
  "industrial.pdf": "PDF",
  "industrial.contactTitle": "Praat met ons team",
  "industrial.contactBody": "Onze vertegenwoordigers helpen met stalen, goedkeuring volgens uw normen en volumes.",
  "industrial.contactLink": "Vind een vertegenwoordiger",
  "attribute.weightReductionPct": "Gewichtsbesparing",
  "attribute.glassFibrePct": "Glasvezelgehalte",
} satisfies Record<keyof typeof enIndustrial, Message>;
