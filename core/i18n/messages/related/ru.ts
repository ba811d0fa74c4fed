/** Related products on the product page (ru). */
import type { Message } from "../../types";
import type { enRelated } from "./en";

export const ruRelated = {
  "product.related.sameCollection": "Ещё из коллекции {collection}",
  "product.related.nearestColours": "Похожие цвета во всех наших брендах",
  "product.related.replacement": "Ближайшая актуальная замена",
  "product.related.replacementNote": "Этот цвет снят с производства. Ближайший цвет, который мы предлагаем:",
  "product.related.deltaE": "Цветовое различие ΔE {value}",
} satisfies Record<keyof typeof enRelated, Message>;
