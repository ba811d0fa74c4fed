/**
 * English chrome of the automotive and appliance pages (app/industrial/). Their marketing copy is
 * content (core/content/industrial/); figures come from the catalogue, never from these strings.
 */
export const enIndustrial = {
  "industrial.eyebrow.AUTOMOTIVE": "Automotive",
  "industrial.eyebrow.HOME_APPLIANCE_FILM": "Industrial film",
  "industrial.figures": "Key figures",
  "industrial.figure.recycled": "recycled content by weight, {line}",
  "industrial.figure.weightCut": "lighter than the steel part it replaces",
  "industrial.figure.glassFibre": "glass fibre by weight",
  "industrial.figure.thickness": "film thickness",
  "industrial.figure.designs": "designs in {lines} lines",
  "industrial.applications": "Applications",
  "industrial.range": "The range",
  "industrial.lineCount": { one: "{count} product", other: "{count} products" },
  "industrial.moreInLine": { one: "and {count} more in this line", other: "and {count} more in this line" },
  "industrial.itemNumber": "Item no.",
  "industrial.documents": "Documents",
  "industrial.documentsOf": "Documents for {name}",
  "industrial.pdf": "PDF",
  "industrial.contactTitle": "Talk to our team",
  "industrial.contactBody": "Our sales representatives help with samples, qualification to your standards and volumes.",
  "industrial.contactLink": "Find a sales representative",
  "attribute.weightReductionPct": "Weight reduction",
  "attribute.glassFibrePct": "Glass-fibre content",
} as const;
