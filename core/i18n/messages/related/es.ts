/** Related products on the product page (es). */
import type { Message } from "../../types";
import type { enRelated } from "./en";

export const esRelated = {
  "product.related.sameCollection": "Más de {collection}",
  "product.related.nearestColours": "Colores similares en todas nuestras marcas",
  "product.related.replacement": "Sustituto actual más próximo",
  "product.related.replacementNote": "Este color ya no se fabrica. El color más parecido que seguimos ofreciendo:",
  "product.related.deltaE": "Diferencia de color ΔE {value}",
} satisfies Record<keyof typeof enRelated, Message>;
