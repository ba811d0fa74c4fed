/** Related products on the product page (en). */
export const enRelated = {
  "product.related.sameCollection": "More from {collection}",
  "product.related.nearestColours": "Similar colours across our brands",
  "product.related.replacement": "Nearest current replacement",
  "product.related.replacementNote": "This colour is discontinued. The closest colour still offered:",
  "product.related.deltaE": "Colour difference ΔE {value}",
} as const;
