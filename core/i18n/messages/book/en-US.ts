import type { CatalogueOverrides } from "../../types";

/** American spelling of the online book's chrome ("catalog", "color"); the PDF itself is British English for every English region. */
export const enUSBook = {
  "book.intro": "Leaf through the catalog page by page, or download it as a PDF.",
  "book.download": "Download the catalog (PDF)",
  "book.pdf.subtitle": "Collections and colors",
  "meta.description.ONLINE_BOOK": "Leaf through the {name} catalog page by page in your browser: every collection with its colors and item numbers, or download it as a PDF.",
} satisfies CatalogueOverrides;
