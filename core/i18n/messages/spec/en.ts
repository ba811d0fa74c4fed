/**
 * English wording of the product specifications, the units switch, the document list and the
 * available countries (server/product/spec-view.ts, app/product/ProductSpecs.tsx, app/ui/UnitsSwitch.tsx).
 * `specTable.*` labels are written by the server into the page data, so they never travel to the
 * browser as messages; `spec.*` is the chrome the components translate (app/i18n/page-messages.ts).
 */
export const enSpec = {
  "specTable.group.general": "General",
  "specTable.group.dimensions": "Dimensions",
  "specTable.group.surface": "Surface",
  "specTable.group.stone": "Stone",
  "specTable.group.film": "Film",
  "specTable.group.flooring": "Flooring",
  "specTable.group.sink": "Sink",
  "specTable.group.fire": "Fire performance",
  "specTable.group.adhesive": "Adhesive",
  "specTable.group.sustainability": "Sustainability",
  "specTable.width": "Width",
  "specTable.rollLength": "Roll length",
  "spec.keySpecs": "Key specifications",
  "spec.units.legend": "Units",
  "spec.units.metric": "Metric",
  "spec.units.imperial": "Imperial",
  "spec.units.nowMetric": "Measurements now in metric units",
  "spec.units.nowImperial": "Measurements now in imperial units",
  "spec.docs.product": "Product information",
  "spec.docs.compliance": "Certificates and tests",
  "spec.docs.installation": "Installation, fabrication and care",
  "spec.badges": "Characteristics",
  "spec.countries.count": { one: "Sold in {count} country", other: "Sold in {count} countries" },
} as const;
