/**
 * The demo data a first start imports into an empty database, so the site works out of the box:
 * the generated catalogue (4,000 products, their collections and guides), the fictional sales reps
 * and the fictional where-to-buy partners, all kept in `demo/` (decision 0051).
 *
 * This file is the runtime's only door to that data (lint forbids core/, server/ and app/ any
 * other import of demo/, except the procedural image source, server/images/sources/procedural.ts).
 * It is loaded with a dynamic import, and only when a table is empty: a server whose owner has
 * imported a real catalogue never loads the generator.
 */
import type { Guides } from "../core/catalogue/guides";
import type { Catalogue } from "../core/catalogue/model";
import { seedCatalogue } from "../demo/catalogue";
import { seedGuides } from "../demo/catalogue/guides";
import dealers from "../demo/dealers/dealers.json";
import reps from "../demo/reps/sales-reps.json";

/** The demo catalogue, generated (deterministic: the same on every call and machine). */
export function demoCatalogue(): Catalogue {
  return seedCatalogue();
}

/** The demo guides alone (care, installation, fabrication, warranty per material class). */
export function demoGuides(): Guides {
  return seedGuides();
}

/** The demo partners as an import file, in the format `npm run catalog -- dealers` reads. */
export const DEMO_DEALERS_FILE = JSON.stringify(dealers);

/** The demo sales reps as an import file, in the format `npm run catalog -- import-reps` reads. */
export const DEMO_REPS_FILE = JSON.stringify(reps);
