/**
 * The seed catalogue: about 4,000 believable products across the eleven families, built
 * deterministically (same output on every call and machine) from seeded randomness.
 */
import type { ProductFamily } from "../../core/catalogue/families";
import { defaultCategories } from "../../core/routing/categories";
import type { Catalogue } from "../../core/catalogue/model";
import type { FamilyContext, FamilyPart } from "./build";
import { IdRegistry } from "./build";
import { seedGuides } from "./guides";
import { buildAppliance } from "./families/appliance";
import { buildAutomotive } from "./families/automotive";
import { buildBenif } from "./families/benif";
import { buildBorte } from "./families/borte";
import { buildDeco } from "./families/deco";
import { buildExterior } from "./families/exterior";
import { buildHflor } from "./families/hflor";
import { buildHimacs } from "./families/himacs";
import { buildTeracanto } from "./families/teracanto";
import { buildViatera } from "./families/viatera";
import { buildVizuon } from "./families/vizuon";
import { Namer } from "./naming";
import { Rng, hashLabel } from "./prng";
import { assignRelated } from "./related";

export const SEED = 20_080_101;

/** Each family draws from its own stream, so changing one family leaves the others as they were. */
const BUILDERS: ReadonlyArray<readonly [ProductFamily, (ctx: FamilyContext) => FamilyPart]> = [
  ["HIMACS_COLOR", buildHimacs],
  ["VIATERA_COLOR", buildViatera],
  ["TERACANTO_COLOR", buildTeracanto],
  ["BORTE_COLOR", buildBorte],
  ["BENIF_COLOR", buildBenif],
  ["DECO_COLOR", buildDeco],
  ["EXTERIOR_COLOR", buildExterior],
  ["PCD_VIZUON", buildVizuon],
  ["PRD_FLOORING", buildHflor],
  ["AUTOMOTIVE", buildAutomotive],
  ["HOME_APPLIANCE_FILM", buildAppliance],
];

export function seedCatalogue(): Catalogue {
  const regions = new Map(defaultCategories().map((category) => [category.code, category.regions]));
  const ids = new IdRegistry();
  const parts = BUILDERS.map(([family, build]) => {
    const offered = regions.get(family);
    if (!offered?.length) throw new Error(`seed: no category regions for ${family}`);
    return build({ family, rng: new Rng(SEED ^ hashLabel(family)), regions: offered, names: new Namer(), ids });
  });
  const products = parts.flatMap((part) => part.products);
  assignRelated(products, new Rng(SEED ^ hashLabel("related")));
  return { collections: parts.flatMap((part) => part.collections), products, guides: seedGuides() };
}
