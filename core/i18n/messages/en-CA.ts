import type { CatalogueOverrides } from "../types";

/**
 * Canadian English: only where the GL English catalogue differs. Canadian spelling keeps "colour" and
 * "catalogue" as en.ts does, so the only difference is the discontinued badge, which en.ts spells the
 * American way.
 */
export const enCA = {
  "badge.discontinued": "Discontinued Colour",
} satisfies CatalogueOverrides;
