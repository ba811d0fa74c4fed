import type { CatalogueOverrides } from "../types";

/** American English: American spelling wherever the GL English catalogue uses British spelling. */
export const enUS = {
  "nav.allColors": "All colors",
  "placeholder.body": "This page is part of the catalog and will show {what} here. In the meantime, explore the finder for this category.",
  "placeholder.allColors": "every color of every category",
  "finder.allColours": "All colors",
  "meta.ALL_COLORS": "All colors",
  "meta.HIMACS_PRODUCT": "HIMACS Solid Surface Color",
  "meta.VIATERA_PRODUCT": "VIATERA Quartz Color",
  "meta.TERACANTO_PRODUCT": "TERACANTO Porcelain Color",
  "segment.all-colors": "All Colors",
  "facet.color": "Color",
  "facet.colorGroup": "Color group",
  "color.gray": "Gray",
  "type.himacs": "Solid surface colors",
  "type.viatera": "Quartz colors",
  "type.teracanto": "Porcelain colors",
} satisfies CatalogueOverrides;
