/**
 * English wording of the product specifications, the units switch, the document list and the
 * available countries (server/product/spec-view.ts, app/product/ProductSpecs.tsx, app/ui/UnitsSwitch.tsx).
 */
export const enSpec = {
  "spec.group.general": "General",
  "spec.group.dimensions": "Dimensions",
  "spec.group.surface": "Surface",
  "spec.group.stone": "Stone",
  "spec.group.film": "Film",
  "spec.group.flooring": "Flooring",
  "spec.group.sink": "Sink",
  "spec.group.fire": "Fire performance",
  "spec.group.adhesive": "Adhesive",
  "spec.group.sustainability": "Sustainability",
  "spec.width": "Width",
  "spec.rollLength": "Roll length",
  "spec.keySpecs": "Key specifications",
  "spec.units.legend": "Units",
  "spec.units.metric": "Metric",
  "spec.units.imperial": "Imperial",
  "spec.units.nowMetric": "Measurements now in metric units",
  "spec.units.nowImperial": "Measurements now in imperial units",
  "spec.docs.product": "Product information",
  "spec.docs.compliance": "Certificates and tests",
  "spec.docs.installation": "Installation, fabrication and care",
  "spec.docs.language": "Language: {language}",
  "spec.docs.size": "File size: {size}",
  "spec.badges": "Characteristics",
  "spec.countries.count": { one: "Sold in {count} country", other: "Sold in {count} countries" },
} as const;
