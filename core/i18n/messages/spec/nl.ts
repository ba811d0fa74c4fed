import type { Message } from "../../types";
import type { enSpec } from "./en";

/** Dutch wording of the specifications (see ./en.ts). */
export const nlSpec = {
  "spec.group.general": "Algemeen",
  "spec.group.dimensions": "Afmetingen",
  "spec.group.surface": "Oppervlak",
  "spec.group.stone": "Steen",
  "spec.group.film": "Folie",
  "spec.group.flooring": "Vloer",
  "spec.group.sink": "Spoelbak",
  "spec.group.fire": "Brandgedrag",
  "spec.group.adhesive": "Lijm",
  "spec.group.sustainability": "Duurzaamheid",
  "spec.width": "Breedte",
  "spec.rollLength": "Rollengte",
  "spec.keySpecs": "Belangrijkste specificaties",
  "spec.units.legend": "Eenheden",
  "spec.units.metric": "Metrisch",
  "spec.units.imperial": "Imperiaal",
  "spec.units.nowMetric": "Maten nu in metrische eenheden",
  "spec.units.nowImperial": "Maten nu in imperiale eenheden",
  "spec.docs.product": "Productinformatie",
  "spec.docs.compliance": "Certificaten en tests",
  "spec.docs.installation": "Installatie, verwerking en onderhoud",
  "spec.docs.language": "Taal: {language}",
  "spec.docs.size": "Bestandsgrootte: {size}",
  "spec.badges": "Kenmerken",
  "spec.countries.count": { one: "Verkrijgbaar in {count} land", other: "Verkrijgbaar in {count} landen" },
} satisfies Record<keyof typeof enSpec, Message>;
