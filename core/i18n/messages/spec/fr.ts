import type { Message } from "../../types";
import type { enSpec } from "./en";

/** French wording of the specifications (see ./en.ts). */
export const frSpec = {
  "spec.group.general": "Général",
  "spec.group.dimensions": "Dimensions",
  "spec.group.surface": "Surface",
  "spec.group.stone": "Pierre",
  "spec.group.film": "Film",
  "spec.group.flooring": "Revêtement de sol",
  "spec.group.sink": "Évier",
  "spec.group.fire": "Comportement au feu",
  "spec.group.adhesive": "Adhésif",
  "spec.group.sustainability": "Durabilité",
  "spec.width": "Largeur",
  "spec.rollLength": "Longueur du rouleau",
  "spec.keySpecs": "Caractéristiques principales",
  "spec.units.legend": "Unités",
  "spec.units.metric": "Métrique",
  "spec.units.imperial": "Impérial",
  "spec.units.nowMetric": "Mesures désormais en unités métriques",
  "spec.units.nowImperial": "Mesures désormais en unités impériales",
  "spec.docs.product": "Informations produit",
  "spec.docs.compliance": "Certificats et essais",
  "spec.docs.installation": "Pose, transformation et entretien",
  "spec.docs.language": "Langue : {language}",
  "spec.docs.size": "Taille du fichier : {size}",
  "spec.badges": "Caractéristiques",
  "spec.countries.count": { one: "Vendu dans {count} pays", many: "Vendu dans {count} pays", other: "Vendu dans {count} pays" },
} satisfies Record<keyof typeof enSpec, Message>;
