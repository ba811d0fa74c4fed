/** The compare page and its tray, en. */
export const enCompare = {
  "compare.count": { one: "{count} of {max} products", other: "{count} of {max} products" },
  "compare.tableLabel": "Products side by side",
  "compare.caption": "Specifications of the products compared, one column per product",
  "compare.specification": "Specification",
  "compare.differs": "differs",
  "compare.onlyDifferences": "Show only differences",
  "compare.allRows": "Show all specifications",
  "compare.noDifferences": "These products share every specification shown.",
  "compare.remove": "Remove {name} from compare",
  "compare.clear": "Clear compare",
  "compare.keep": "Keep this comparison",
  "compare.shared": "This comparison was shared with you. Keep it to make it your own compare.",
  "compare.dropped": { one: "{count} product is not offered in this region and is left out.", other: "{count} products are not offered in this region and are left out." },
  "compare.browse": "Browse all colours",
  "compare.share": "Link to this comparison",
  "compare.emptyHint": "Choose Add to compare on up to four products to see them side by side.",
} as const;
