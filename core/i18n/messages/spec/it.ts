import type { Message } from "../../types";
import type { enSpec } from "./en";

/** Italian wording of the specifications (see ./en.ts). */
export const itSpec = {
  "specTable.group.general": "Generale",
  "specTable.group.dimensions": "Dimensioni",
  "specTable.group.surface": "Superficie",
  "specTable.group.stone": "Pietra",
  "specTable.group.film": "Pellicola",
  "specTable.group.flooring": "Pavimento",
  "specTable.group.sink": "Lavello",
  "specTable.group.fire": "Comportamento al fuoco",
  "specTable.group.adhesive": "Adesivo",
  "specTable.group.sustainability": "Sostenibilità",
  "specTable.width": "Larghezza",
  "specTable.rollLength": "Lunghezza del rotolo",
  "spec.keySpecs": "Specifiche principali",
  "spec.units.legend": "Unità",
  "spec.units.metric": "Metrico",
  "spec.units.imperial": "Imperiale",
  "spec.units.nowMetric": "Misure ora in unità metriche",
  "spec.units.nowImperial": "Misure ora in unità imperiali",
  "spec.docs.product": "Informazioni sul prodotto",
  "spec.docs.compliance": "Certificati e prove",
  "spec.docs.installation": "Posa, lavorazione e manutenzione",
  "spec.badges": "Caratteristiche",
  "spec.countries.count": { one: "Venduto in {count} paese", many: "Venduto in {count} paesi", other: "Venduto in {count} paesi" },
} satisfies Record<keyof typeof enSpec, Message>;
