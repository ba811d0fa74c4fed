import type { Message } from "../../types";
import type { enSpec } from "./en";

/** German wording of the specifications (see ./en.ts). */
export const deSpec = {
  "spec.group.general": "Allgemein",
  "spec.group.dimensions": "Abmessungen",
  "spec.group.surface": "Oberfläche",
  "spec.group.stone": "Stein",
  "spec.group.film": "Folie",
  "spec.group.flooring": "Bodenbelag",
  "spec.group.sink": "Spüle",
  "spec.group.fire": "Brandverhalten",
  "spec.group.adhesive": "Klebstoff",
  "spec.group.sustainability": "Nachhaltigkeit",
  "spec.width": "Breite",
  "spec.rollLength": "Rollenlänge",
  "spec.keySpecs": "Wichtigste Daten",
  "spec.units.legend": "Maßeinheiten",
  "spec.units.metric": "Metrisch",
  "spec.units.imperial": "Imperial",
  "spec.units.nowMetric": "Maße jetzt in metrischen Einheiten",
  "spec.units.nowImperial": "Maße jetzt in imperialen Einheiten",
  "spec.docs.product": "Produktinformationen",
  "spec.docs.compliance": "Zertifikate und Prüfungen",
  "spec.docs.installation": "Verarbeitung, Montage und Pflege",
  "spec.docs.language": "Sprache: {language}",
  "spec.docs.size": "Dateigröße: {size}",
  "spec.badges": "Eigenschaften",
  "spec.countries.count": { one: "Erhältlich in {count} Land", other: "Erhältlich in {count} Ländern" },
} satisfies Record<keyof typeof enSpec, Message>;
