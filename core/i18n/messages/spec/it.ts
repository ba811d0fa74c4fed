import type { Message } from "../../types";
import type { enSpec } from "./en";

/** Italian wording of the specifications (see ./en.ts). */
export const itSpec = {
  "spec.group.general": "Generale",
  "spec.group.dimensions": "Dimensioni",
  "spec.group.surface": "Superficie",
  "spec.group.stone": "Pietra",
  "spec.group.film": "Pellicola",
  "spec.group.flooring": "Pavimento",
  "spec.group.sink": "Lavello",
  "spec.group.fire": "Comportamento al fuoco",
  "spec.group.adhesive": "Adesivo",
  "spec.group.sustainability": "Sostenibilità",
  "spec.width": "Larghezza",
  "spec.rollLength": "Lunghezza del rotolo",
  "spec.keySpecs": "Specifiche principali",
  "spec.units.legend": "Unità",
  "spec.units.metric": "Metrico",
  "spec.units.imperial": "Imperiale",
  "spec.units.nowMetric": "Misure ora in unità metriche",
  "spec.units.nowImperial": "Misure ora in unità imperiali",
  "spec.docs.product": "Informazioni sul prodotto",
  "spec.docs.compliance": "Certificati e prove",
  "spec.docs.installation": "Posa, lavorazione e manutenzione",
  "spec.docs.language": "Lingua: {language}",
  "spec.docs.size": "Dimensione del file: {size}",
  "spec.badges": "Caratteristiche",
  "spec.countries.count": { one: "Venduto in {count} paese", many: "Venduto in {count} paesi", other: "Venduto in {count} paesi" },
} satisfies Record<keyof typeof enSpec, Message>;
