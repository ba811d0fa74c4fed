import type { Message } from "../../types";
import type { enSpec } from "./en";

/** Dutch wording of the specifications (see ./en.ts). */
export const nlSpec = {
  "specTable.group.general": "Algemeen",
  "specTable.group.dimensions": "Afmetingen",
  "specTable.group.surface": "Oppervlak",
  "specTable.group.stone": "Steen",
  "specTable.group.film": "Folie",
  "specTable.group.flooring": "Vloer",
  "specTable.group.sink": "Spoelbak",
  "specTable.group.fire": "Brandgedrag",
  "specTable.group.adhesive": "Lijm",
  "specTable.group.sustainability": "Duurzaamheid",
  "specTable.width": "Breedte",
  "specTable.rollLength": "Rollengte",
  "spec.keySpecs": "Belangrijkste specificaties",
  "spec.units.legend": "Eenheden",
  "spec.units.metric": "Metrisch",
  "spec.units.imperial": "Imperiaal",
  "spec.units.nowMetric": "Maten nu in metrische eenheden",
  "spec.units.nowImperial": "Maten nu in imperiale eenheden",
  "spec.docs.product": "Productinformatie",
  "spec.docs.compliance": "Certificaten en tests",
  "spec.docs.installation": "Installatie, verwerking en onderhoud",
  "spec.badges": "Kenmerken",
  "spec.countries.count": { one: "Verkrijgbaar in {count} land", other: "Verkrijgbaar in {count} landen" },
} satisfies Record<keyof typeof enSpec, Message>;
