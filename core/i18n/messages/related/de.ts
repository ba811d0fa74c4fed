/** Related products on the product page (de). */
import type { Message } from "../../types";
import type { enRelated } from "./en";

export const deRelated = {
  "product.related.sameCollection": "Mehr aus {collection}",
  "product.related.nearestColours": "Ähnliche Farben aller unserer Marken",
  "product.related.replacement": "Nächstliegender aktueller Ersatz",
  "product.related.replacementNote": "Diese Farbe wird nicht mehr hergestellt. Die ähnlichste noch erhältliche Farbe:",
  "product.related.deltaE": "Farbabstand ΔE {value}",
} satisfies Record<keyof typeof enRelated, Message>;
