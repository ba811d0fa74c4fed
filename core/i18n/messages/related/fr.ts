/** Related products on the product page (fr). */
import type { Message } from "../../types";
import type { enRelated } from "./en";

export const frRelated = {
  "product.related.sameCollection": "Plus de {collection}",
  "product.related.nearestColours": "Teintes proches dans toutes nos marques",
  "product.related.replacement": "Remplacement actuel le plus proche",
  "product.related.replacementNote": "Cette teinte n'est plus fabriquée. La teinte la plus proche encore proposée :",
  "product.related.deltaE": "Écart de couleur ΔE {value}",
} satisfies Record<keyof typeof enRelated, Message>;
