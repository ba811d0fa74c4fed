/**
 * What a material URL names (core/catalogue/material-urls.ts), checked against the current
 * catalogue: a map or a pack, the product, the version, the pixel size, the language. Only a
 * request that passes every check may start a render or touch the disk; anything else is an error
 * string (a 404).
 */
import { CONTENT_LANGUAGES, type ContentLanguage } from "../../core/catalogue/enums";
import { materialMapVersion, materialPackFile, materialPackVersion } from "../../core/catalogue/material-urls";
import { ProductSchema, type Product } from "../../core/catalogue/model";
import { MATERIAL_SIZES, materialMaps, type MaterialMap, type MaterialSize } from "../../core/materials/material";
import { scenesFor, type SceneId } from "../../core/visualiser/scenes";
import { roomStillVersion, STILL_WIDTHS, type StillFrame, type StillWidth } from "../../core/visualiser/still";

/** Maps, packs and the visualiser's still (core/visualiser/still.ts), which is drawn from the maps. */
export const MATERIAL_KINDS = ["material", "material-pack", "room-still"] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

export function isMaterialKind(kind: string): kind is MaterialKind {
  return (MATERIAL_KINDS as readonly string[]).includes(kind);
}

export type MaterialLookup = (contentId: string) => Product | undefined;

export type MaterialRequest =
  | { kind: "material"; contentId: string; version: string; map: MaterialMap; px: MaterialSize; product: Product }
  | { kind: "material-pack"; contentId: string; version: string; px: MaterialSize; language: ContentLanguage; fileName: string; product: Product }
  | { kind: "room-still"; contentId: string; version: string; scene: SceneId; frame: StillFrame; width: StillWidth; product: Product };

const CONTENT_ID = /^[0-9]{4,12}$/;
const VERSION = /^[0-9a-z]{1,16}$/;
const MAP_FILE = /^(basecolor|normal|roughness|height)-([0-9]{4})\.png$/;
const PACK_FILE = /^(?:[a-z0-9][a-z0-9'-]{0,79})-([0-9]{4})-([a-z]{2})\.zip$/;
const STILL_FILE = /^([a-z]{3,8})-(wide|narrow)-([0-9]{3,4})\.webp$/;

function sizeOf(text: string): MaterialSize | undefined {
  const px = Number(text);
  return (MATERIAL_SIZES as readonly number[]).includes(px) ? (px as MaterialSize) : undefined;
}

export function parseMaterialRequest(kind: string, contentId: string, version: string, file: string, lookup: MaterialLookup): MaterialRequest | { error: string } {
  if (!isMaterialKind(kind)) return { error: "unknown material kind" };
  if (!CONTENT_ID.test(contentId)) return { error: "malformed product id" };
  if (!VERSION.test(version)) return { error: "malformed version" };
  if (typeof file !== "string" || file.length > 120) return { error: "malformed file name" };
  if (kind === "room-still") return parseStillRequest(contentId, version, file, lookup);
  const match = (kind === "material" ? MAP_FILE : PACK_FILE).exec(file);
  if (!match) return { error: "malformed file name" };
  const px = sizeOf(kind === "material" ? match[2]! : match[1]!);
  if (px === undefined) return { error: "unsupported size" };

  const product = findProduct(contentId, lookup);
  if (typeof product === "string") return { error: product };

  if (kind === "material") {
    if (materialMapVersion(product) !== version) return { error: "stale material version" };
    const map = match[1] as MaterialMap;
    if (!materialMaps(product).includes(map)) return { error: "this material has no such map" };
    return { kind, contentId, version, map, px, product };
  }
  const language = match[2] as ContentLanguage;
  if (!(CONTENT_LANGUAGES as readonly string[]).includes(language)) return { error: "unsupported language" };
  if (materialPackVersion(product) !== version) return { error: "stale material version" };
  const fileName = materialPackFile(product.slug, px, language);
  if (file !== fileName) return { error: "unknown pack name" };
  return { kind, contentId, version, px, language, fileName, product };
}

/** The product, or why it cannot have a material. */
function findProduct(contentId: string, lookup: MaterialLookup): Product | string {
  let product: Product | undefined;
  try {
    product = lookup(contentId);
  } catch {
    product = undefined;
  }
  if (!product) return "unknown product";
  // The catalogue store holds validated products; a test's or tool's lookup might not.
  if (!ProductSchema.shape.swatch.safeParse(product.swatch).success) return "product has no valid swatch";
  return product;
}

function parseStillRequest(contentId: string, version: string, file: string, lookup: MaterialLookup): MaterialRequest | { error: string } {
  const match = STILL_FILE.exec(file);
  if (!match) return { error: "malformed file name" };
  const width = Number(match[3]) as StillWidth;
  if (!STILL_WIDTHS.includes(width)) return { error: "unsupported size" };
  const product = findProduct(contentId, lookup);
  if (typeof product === "string") return { error: product };
  const scene = scenesFor(product).find((id) => id === match[1]);
  if (!scene) return { error: "the product is not shown in this scene" };
  if (roomStillVersion(product, scene) !== version) return { error: "stale still version" };
  return { kind: "room-still", contentId, version, scene, frame: match[2] as StillFrame, width, product };
}
