/** Related products on the product page (it). */
import type { Message } from "../../types";
import type { enRelated } from "./en";

export const itRelated = {
  "product.related.sameCollection": "Altro da {collection}",
  "product.related.nearestColours": "Colori simili in tutti i nostri marchi",
  "product.related.replacement": "Sostituto attuale più vicino",
  "product.related.replacementNote": "Questo colore non è più prodotto. Il colore più simile ancora disponibile:",
  "product.related.deltaE": "Differenza di colore ΔE {value}",
} satisfies Record<keyof typeof enRelated, Message>;
