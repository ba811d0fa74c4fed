import type { Message } from "../../types";
import type { enSpec } from "./en";

/** German wording of the specifications (see ./en.ts). */
export const deSpec = {
  "specTable.group.general": "Allgemein",
  "specTable.group.dimensions": "Abmessungen",
  "specTable.group.surface": "Oberfläche",
  "specTable.group.stone": "Stein",
  "specTable.group.film": "Folie",
  "specTable.group.flooring": "Bodenbelag",
  "specTable.group.sink": "Spüle",
  "specTable.group.fire": "Brandverhalten",
  "specTable.group.adhesive": "Klebstoff",
  "specTable.group.sustainability": "Nachhaltigkeit",
  "specTable.width": "Breite",
  "specTable.rollLength": "Rollenlänge",
  "spec.keySpecs": "Wichtigste Daten",
  "spec.units.legend": "Maßeinheiten",
  "spec.units.metric": "Metrisch",
  "spec.units.imperial": "Imperial",
  "spec.units.nowMetric": "Maße jetzt in metrischen Einheiten",
  "spec.units.nowImperial": "Maße jetzt in imperialen Einheiten",
  "spec.docs.product": "Produktinformationen",
  "spec.docs.compliance": "Zertifikate und Prüfungen",
  "spec.docs.installation": "Verarbeitung, Montage und Pflege",
  "spec.badges": "Eigenschaften",
  "spec.countries.count": { one: "Erhältlich in {count} Land", other: "Erhältlich in {count} Ländern" },
} satisfies Record<keyof typeof enSpec, Message>;
