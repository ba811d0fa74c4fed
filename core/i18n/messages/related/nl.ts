/** Related products on the product page (nl). */
import type { Message } from "../../types";
import type { enRelated } from "./en";

export const nlRelated = {
  "product.related.sameCollection": "Meer uit {collection}",
  "product.related.nearestColours": "Vergelijkbare kleuren in al onze merken",
  "product.related.replacement": "Dichtstbijzijnde huidige vervanger",
  "product.related.replacementNote": "Deze kleur wordt niet meer gemaakt. De meest gelijkende kleur die nog leverbaar is:",
  "product.related.deltaE": "Kleurverschil ΔE {value}",
} satisfies Record<keyof typeof enRelated, Message>;
