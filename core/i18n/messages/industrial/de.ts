import type { Message } from "../../types";
import type { enIndustrial } from "./en";

/** German chrome of the automotive and appliance pages (see ./en.ts). */
export const deIndustrial = {
  "industrial.eyebrow.AUTOMOTIVE": "Automobil",
  "industrial.eyebrow.HOME_APPLIANCE_FILM": "Industriefolie",
  "industrial.figures": "Kennzahlen",
  "industrial.figure.recycled": "Recyclinganteil nach Gewicht, {line}",
  "industrial.figure.weightCut": "leichter als das ersetzte Stahlteil",
  "industrial.figure.glassFibre": "Glasfaseranteil nach Gewicht",
  "industrial.figure.thickness": "Foliendicke",
  "industrial.figure.designs": "Dekore in {lines} Linien",
  "industrial.applications": "Anwendungen",
  "industrial.range": "Das Sortiment",
  "industrial.lineCount": { one: "{count} Produkt", other: "{count} Produkte" },
  "industrial.moreInLine": { one: "und {count} weiteres in dieser Linie", other: "und {count} weitere in dieser Linie" },
  "industrial.itemNumber": "Art.-Nr.",
  "industrial.documents": "Dokumente",
  "industrial.documentsOf": "Dokumente zu {name}",
  "industrial.pdf": "PDF",
  "industrial.contactTitle": "Sprechen Sie mit uns",
  "industrial.contactBody": "Unsere Vertriebsmitarbeiter helfen bei Mustern, der Freigabe nach Ihren Normen und bei Mengen.",
  "industrial.contactLink": "Vertriebsmitarbeiter finden",
  "attribute.weightReductionPct": "Gewichtsersparnis",
  "attribute.glassFibrePct": "Glasfaseranteil",
} satisfies Record<keyof typeof enIndustrial, Message>;
