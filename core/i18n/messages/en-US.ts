import type { CatalogueOverrides } from "../types";
import { enUSGuide } from "./guide/en-US";
import { enUSVisualiser } from "./visualiser/en-US";
import { enUSBook } from "./book/en-US";
import { enUSValues } from "./values/en-US";

/**
 * American English: American spelling wherever the GL English catalogue uses British spelling
 * ("color", "fiber", "catalog"), and "countertop" for the British "worktop".
 */
export const enUS = {
  "legal.cookie.device": "Recognizes a browser you signed in on before",
  "legal.terms.productsText": "Colors on screen and in printed documents differ from the material itself: judge a color on a sample. Specifications, availability and documents may change; the product’s current documents and your order confirmation prevail.",
  "legal.terms.rightsText": "Texts, pictures, color names and brand names on this site belong to {operator} or its licensors. You may use product pictures and documents to specify and present our products; any other use needs our written consent.",
  "showroom.how": "Move from room to room, look closer at a countertop or a wall, and note the colors you want to order as samples.",
  "nav.allColors": "All colors",
  "orderStatus.cancelled": "Canceled",
  "sinks.colour": "Color",
  "sinks.anyColour": "All colors",
  "sinks.intro": "Kitchen sinks, washbasins, shower trays and baths that join the countertop or wall in one piece, without a visible seam.",
  "industrial.figure.glassFibre": "glass fiber by weight",
  "attribute.glassFibrePct": "Glass-fiber content",
  "finder.allColours": "All colors",
  "compare.browse": "Browse all colors",
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

  "meta.description.ALL_COLORS": "Every color of every category in one place: solid surface, quartz, porcelain, panels, films and flooring. Filter, compare and order samples.",
  "meta.description.HIMACS_BRAND": "Discover HIMACS solid surface: a seamless, non-porous material for kitchens, bathrooms, hospitality and healthcare, in a wide range of colors.",
  "meta.description.HIMACS_CATEGORY": "HIMACS solid surface: explore the collections, quality, certifications and sustainability of a seamless material for countertops, walls and furniture.",
  "meta.description.HIMACS_FINDER": "Browse HIMACS solid surface colors: filter by color, collection, pattern and finish, compare products and order samples.",
  "meta.description.HIMACS_PRODUCT": "A HIMACS solid surface color with its specifications, finishes, documents and related colors. Compare it, order a sample or find where to buy.",
  "meta.description.HIMACS_SINK": "HIMACS sinks, bowls and shower trays: seamless shapes for kitchens and bathrooms, with their overall and inner dimensions and matching colors.",
  "meta.description.VIATERA_CATEGORY": "VIATERA quartz surface: explore the collections, quality, certifications and sustainability of a hard-wearing quartz for countertops and vanities.",
  "meta.description.VIATERA_FINDER": "Browse VIATERA quartz colors: filter by color, collection, pattern and finish, compare slabs side by side and order samples.",
  "meta.description.VIATERA_PRODUCT": "A VIATERA quartz color with its specifications, finishes, slab sizes and documents. Compare it, order a sample or find where to buy.",
  "meta.description.VIATERA_SINK": "VIATERA quartz sinks for kitchens and bathrooms: see each shape with its overall and inner dimensions, and the colors that match your countertop.",
  "meta.description.TERACANTO_CATEGORY": "TERACANTO porcelain surface: explore the collections, quality, certifications and sustainability of large porcelain slabs for countertops and walls.",
  "meta.description.TERACANTO_FINDER": "Browse TERACANTO porcelain colors: filter by color, collection, pattern and finish, compare slabs and order samples for your project.",
  "meta.description.TERACANTO_PRODUCT": "A TERACANTO porcelain color with its specifications, finishes, slab sizes and documents. Compare it, order a sample or find where to buy.",
  "meta.description.BORTE_FINDER": "Browse BORTE panel designs: filter by color, collection, pattern and finish, compare designs side by side and order samples.",
  "meta.description.BENIF_FINDER": "Browse BENIF architectural film designs: filter by pattern, color, collection and fire resistance, compare films and order samples.",
  "meta.description.DECO_FINDER": "Browse Deco film designs: filter by pattern, color, collection and finish, compare films side by side and order samples.",
  "meta.description.EXTERIOR_FINDER": "Browse Exterior film designs: filter by pattern, color, collection and weatherability, compare films and order samples.",
  "meta.description.HFLOR_FINDER": "Find HFLOR floors ({name}): filter by collection, color, format, wear layer and installation, compare floors and order samples.",
  "meta.description.AUTOMOTIVE_LIGHTWEIGHT": "Lightweight automotive components in glass-fiber reinforced composites that cut vehicle weight, energy use and emissions. Discover the range.",
  "documentType.catalogue": "Product catalog",
  "product.related.nearestColours": "Similar colors across our brands",
  "product.related.replacementNote": "This color is discontinued. The closest color still offered:",
  "product.related.deltaE": "Color difference ΔE {value}",
  // The rep finder (issue 12): ZIP codes and states.
  "reps.intro": "Enter a ZIP code, a state or a city to find the representative for your area and product line.",
  "reps.searchLabel": "ZIP code, state or city",
  "reps.searchHint": "For example a ZIP code or the name of your city.",
  "reps.error.characters": "Please enter a ZIP code, a state or a city, in letters and digits only.",
  "contact.postalCode": "ZIP code",
  ...enUSGuide,
  ...enUSVisualiser,
  ...enUSBook,
  ...enUSValues,
} satisfies CatalogueOverrides;
