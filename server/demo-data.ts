/**
 * The demo data a first start imports into an empty database, so the site works out of the box:
 * the generated catalogue (4,000 products, their collections and guides), the fictional sales reps
 * and the fictional where-to-buy partners, all kept in `demo/` (decision 0051).
 *
 * This file is the runtime's only door to that data (lint forbids core/, server/ and app/ any
 * other import of demo/, except the procedural image source, server/images/sources/procedural.ts).
 * Each piece is loaded with a dynamic import when it is asked for, that is when its table is
 * empty: a server whose owner has imported a real catalogue never loads the generator, and seeding
 * the partners does not load it either.
 */
import type { Guides } from "../core/catalogue/guides";
import type { Catalogue } from "../core/catalogue/model";

/** The demo catalogue, generated (deterministic: the same on every call and machine). */
export async function demoCatalogue(): Promise<Catalogue> {
  const { seedCatalogue } = await import("../demo/catalogue");
  return seedCatalogue();
}

/** The demo guides alone (care, installation, fabrication, warranty per material class). */
export async function demoGuides(): Promise<Guides> {
  const { seedGuides } = await import("../demo/catalogue/guides");
  return seedGuides();
}

/** The demo partners as an import file, in the format `npm run catalog -- dealers` reads. */
export async function demoDealersFile(): Promise<string> {
  return JSON.stringify((await import("../demo/dealers/dealers.json")).default);
}

/** The demo sales reps as an import file, in the format `npm run catalog -- import-reps` reads. */
export async function demoRepsFile(): Promise<string> {
  return JSON.stringify((await import("../demo/reps/sales-reps.json")).default);
}
