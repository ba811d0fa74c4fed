/**
 * English wording of the sinks page (app/sinks/): the filter form, the item facts and the count.
 * Colour and space names are the catalogue's enumerations (messages/enums/).
 */
export const enSinks = {
  "sinks.intro": "Kitchen sinks, washbasins, shower trays and baths that join the worktop or wall in one piece, without a visible seam.",
  "sinks.filterTitle": "Filter sinks",
  "sinks.space": "Space",
  "sinks.anySpace": "All spaces",
  "sinks.adaOnly": "ADA compliant only",
  "sinks.colour": "Colour",
  "sinks.anyColour": "All colours",
  "sinks.apply": "Apply filters",
  "sinks.clear": "Clear filters",
  "sinks.count": { one: "{count} product", other: "{count} products" },
  "sinks.itemNumber": "Item no.",
  "sinks.type": "Type",
  "sinks.overall": "Overall",
  "sinks.inner": "Inner",
  "sinks.dimensionsOrder": "Dimensions: width × length × depth",
  "sinks.ada": "ADA compliant",
  "sinks.kind.SINK": "Kitchen sink",
  "sinks.kind.BOWL": "Washbasin",
  "sinks.kind.SHOWER_TRAY": "Shower tray",
  "sinks.kind.BATH": "Bath",
} as const;
