import type { Message } from "../../types";
import type { enSpec } from "./en";

/** French wording of the specifications (see ./en.ts). */
export const frSpec = {
  "specTable.group.general": "Général",
  "specTable.group.dimensions": "Dimensions",
  "specTable.group.surface": "Surface",
  "specTable.group.stone": "Pierre",
  "specTable.group.film": "Film",
  "specTable.group.flooring": "Revêtement de sol",
  "specTable.group.sink": "Évier",
  "specTable.group.fire": "Comportement au feu",
  "specTable.group.adhesive": "Adhésif",
  "specTable.group.sustainability": "Durabilité",
  "specTable.width": "Largeur",
  "specTable.rollLength": "Longueur du rouleau",
  "spec.keySpecs": "Caractéristiques principales",
  "spec.units.legend": "Unités",
  "spec.units.metric": "Métrique",
  "spec.units.imperial": "Impérial",
  "spec.units.nowMetric": "Mesures désormais en unités métriques",
  "spec.units.nowImperial": "Mesures désormais en unités impériales",
  "spec.docs.product": "Informations produit",
  "spec.docs.compliance": "Certificats et essais",
  "spec.docs.installation": "Pose, transformation et entretien",
  "spec.badges": "Caractéristiques",
  "spec.countries.count": { one: "Vendu dans {count} pays", many: "Vendu dans {count} pays", other: "Vendu dans {count} pays" },
} satisfies Record<keyof typeof enSpec, Message>;
