import type { Message } from "../../types";
import type { enIndustrial } from "./en";

/** French chrome of the automotive and appliance pages (see ./en.ts). */
export const frIndustrial = {
  "industrial.eyebrow.AUTOMOTIVE": "Automobile",
  "industrial.eyebrow.HOME_APPLIANCE_FILM": "Film industriel",
  "industrial.figures": "Chiffres clés",
  "industrial.figure.recycled": "de contenu recyclé en poids, {line}",
  "industrial.figure.weightCut": "plus léger que la pièce en acier remplacée",
  "industrial.figure.glassFibre": "de fibre de verre en poids",
  "industrial.figure.thickness": "épaisseur du film",
  "industrial.figure.designs": "décors en {lines} gammes",
  "industrial.applications": "Applications",
  "industrial.range": "La gamme",
  "industrial.lineCount": { one: "{count} produit", many: "{count} produits", other: "{count} produits" },
  "industrial.moreInLine": { one: "et {count} autre dans cette gamme", many: "et {count} autres dans cette gamme", other: "et {count} autres dans cette gamme" },
  "industrial.itemNumber": "Réf.",
  "industrial.documents": "Documents",
  "industrial.documentsOf": "Documents de {name}",
  "industrial.pdf": "PDF",
  "industrial.contactTitle": "Parlez à notre équipe",
  "industrial.contactBody": "Nos commerciaux vous aident pour les échantillons, l’homologation selon vos normes et les volumes.",
  "industrial.contactLink": "Trouver un commercial",
  "attribute.weightReductionPct": "Réduction de poids",
  "attribute.glassFibrePct": "Teneur en fibre de verre",
} satisfies Record<keyof typeof enIndustrial, Message>;
