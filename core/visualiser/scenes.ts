/**
 * The visualiser's scenes (issue 28 item 2) and which of them a product's uses allow. A scene is a
 * small room or object built from boxes in the browser (app/visualiser/scene-geometry.ts); here
 * only what the server and the tests need: its id, the surfaces the product covers and their size,
 * so the page can describe the scene and the viewer can repeat the material at true scale.
 */
import type { Product } from "../catalogue/model";
import type { ProductFamily } from "../routing/manifest-types";

export const SCENE_IDS = ["kitchen", "bathroom", "floor", "facade", "sign", "wrap", "car"] as const;
export type SceneId = (typeof SCENE_IDS)[number];

/** The surfaces each scene covers with the product, in the order the description names them. */
export const SCENE_SURFACES = {
  kitchen: ["worktop", "island", "splashback"],
  bathroom: ["vanityTop", "wall", "showerTray"],
  floor: ["floor"],
  facade: ["cladding"],
  sign: ["signPanel"],
  wrap: ["vehicleWrap"],
  car: ["seat", "doorPanel"],
} as const satisfies Record<SceneId, readonly string[]>;
export type SurfaceId = (typeof SCENE_SURFACES)[SceneId][number];

/** Worktops, walls and trays: solid surface, quartz and porcelain. */
const STONE_LIKE: ReadonlySet<ProductFamily> = new Set(["HIMACS_COLOR", "VIATERA_COLOR", "TERACANTO_COLOR"]);
/** Panels and architectural films clad walls, inside (BORTE, BENIF, Deco) or out (Exterior). */
const CLADDING: ReadonlySet<ProductFamily> = new Set(["BORTE_COLOR", "BENIF_COLOR", "DECO_COLOR", "EXTERIOR_COLOR"]);

/** Whether the product's own data says it may be used outdoors. */
function outdoor(product: Pick<Product, "flags" | "attributes">): boolean {
  return product.flags.includes("outdoor") || /exterior/i.test(product.attributes.use ?? "");
}

/**
 * The scenes a product may be shown in, best first, from its category and uses: a kitchen sink is
 * not shown on a façade, a flooring only on a floor, a sign film on a sign (and a vehicle where it
 * is made for vehicles). Empty for products no scene fits (home-appliance film).
 */
export function scenesFor(product: Pick<Product, "family" | "type" | "flags" | "attributes" | "sink">): SceneId[] {
  const { family } = product;
  if (product.sink) return [product.sink.space === "kitchen" ? "kitchen" : "bathroom"];
  if (STONE_LIKE.has(family)) {
    const scenes: SceneId[] = ["kitchen", "bathroom"];
    // Porcelain is laid as floor tiles too.
    if (family === "TERACANTO_COLOR") scenes.push("floor");
    if (outdoor(product)) scenes.push("facade");
    return scenes;
  }
  if (CLADDING.has(family)) return ["facade"];
  if (family === "PRD_FLOORING") return ["floor"];
  if (family === "PCD_VIZUON") {
    if (product.type === "VEH") return ["wrap", "sign"];
    if (product.type === "ARCH") return ["facade", "sign"];
    return ["sign", "wrap"];
  }
  if (family === "AUTOMOTIVE") return ["car"];
  return [];
}

/** Families whose products have at least one scene: the product page offers "See it in a room". */
export function familyHasScenes(family: ProductFamily | null | undefined): boolean {
  return family !== null && family !== undefined && family !== "HOME_APPLIANCE_FILM";
}
