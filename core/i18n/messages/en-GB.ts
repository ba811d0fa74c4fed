import type { CatalogueOverrides } from "../types";

/**
 * British English: only where the GL English catalogue differs. en.ts already uses British spelling
 * ("colour", "catalogue"), except for the discontinued badge, which it spells the American way.
 */
export const enGB = {
  "badge.discontinued": "Discontinued Colour",
} satisfies CatalogueOverrides;
