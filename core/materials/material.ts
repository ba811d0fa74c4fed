/**
 * A product as a true-scale PBR material (issue 28, decision 0066): the physical size one tile of
 * its maps covers, which maps it has, and the surface values its finish gives. Pure: the renderer
 * (server/materials), the pack's material.json and glTF, and the room visualiser all read these, so
 * the numbers agree wherever the material appears.
 */
import type { Finish, Texture } from "../catalogue/enums";
import type { Product } from "../catalogue/model";

export type MaterialMap = "basecolor" | "normal" | "roughness" | "height";
export const MATERIAL_MAPS: readonly MaterialMap[] = ["basecolor", "normal", "roughness", "height"];

/**
 * Where the tile size comes from: a film's printed pattern repeat, a slab or sheet, one plank or
 * one floor tile, or (nothing else known) the usual scale of the texture.
 */
export type MaterialBasis = "pattern-repeat" | "slab" | "plank" | "tile" | "texture-scale" | "imported";

export interface MaterialTile {
  /** Physical width of one tile of the maps (the maps' x axis, glTF u). */
  widthMm: number;
  /** Physical height of one tile (the maps' y axis, glTF v). */
  heightMm: number;
  basis: MaterialBasis;
  /** Whether the maps repeat without seams: false for a photo of an imported product, or imported maps with a seam. */
  tileable: boolean;
}

/** What the tile rules read of a product. */
export type MaterialSubject = Pick<Product, "family" | "type" | "finish" | "swatch" | "dimensions" | "attributes" | "images" | "sink" | "materialMaps">;

/** Where the maps come from: the manufacturer's own (imported), a stored photo, or the procedural texture. */
export type MaterialSource = "imported" | "photo" | "generated";

export function materialSource(product: Pick<Product, "images" | "materialMaps">): MaterialSource {
  return product.materialMaps ? "imported" : hasPhoto(product) ? "photo" : "generated";
}

/**
 * A square of texture at its usual scale, for products whose data gives no repeat (a plain film,
 * a sheet floor sold by the metre, a sink): about what one swatch image shows.
 */
export const TEXTURE_SCALE_MM: Readonly<Record<Texture, number>> = {
  solid: 300,
  sparkle: 300,
  granite: 600,
  marble: 1200,
  concrete: 1000,
  terrazzo: 600,
  wood: 1200,
  metal: 300,
  stone: 800,
  textile: 150,
};

/** Longest slab or sheet taken as one tile; longer ones are rolls or sheets sold by the metre. */
const MAX_SLAB_MM = 5000;

const SIZE_TEXT = /([0-9]+(?:\.[0-9]+)?)\s*[x×]\s*([0-9]+(?:\.[0-9]+)?)\s*mm/i;

/** "1260 x 2440 mm" → [1260, 2440]; undefined when the text names no size. */
export function parseSizeText(text: string | undefined): [number, number] | undefined {
  const match = text ? SIZE_TEXT.exec(text) : null;
  if (!match) return undefined;
  const a = Number(match[1]);
  const b = Number(match[2]);
  return a > 0 && b > 0 && a <= 100_000 && b <= 100_000 ? [a, b] : undefined;
}

/** Whether the product's primary image is a stored photo (an imported product without its own maps). */
export function hasPhoto(product: Pick<Product, "images" | "materialMaps">): boolean {
  if (product.materialMaps) return false;
  const images = product.images ?? [];
  const primary = images.find((image) => image.role === "swatch") ?? images[0];
  return primary?.file !== undefined;
}

function round(mm: number): number {
  return Math.round(mm * 10) / 10;
}

/** The physical size of one tile of the product's maps, and where it comes from. */
export function materialTile(product: MaterialSubject): MaterialTile {
  // The manufacturer's own maps state the surface they cover, which beats anything derived.
  if (product.materialMaps) return { widthMm: product.materialMaps.tileWidthMm, heightMm: product.materialMaps.tileHeightMm, basis: "imported", tileable: product.materialMaps.tileable !== false };
  const tileable = !hasPhoto(product);
  const { widthMm, lengthMm } = product.dimensions;
  const repeat = parseSizeText(product.attributes.repeatImage);
  if (repeat) return { widthMm: repeat[0], heightMm: repeat[1], basis: "pattern-repeat", tileable };
  const format = product.attributes.format?.toLowerCase();
  if (widthMm && lengthMm && (format === "plank" || format === "tile")) {
    // A plank lies lengthwise along the maps' x axis (the grain runs along it); a tile as sold.
    return format === "plank"
      ? { widthMm: round(Math.max(widthMm, lengthMm)), heightMm: round(Math.min(widthMm, lengthMm)), basis: "plank", tileable }
      : { widthMm: round(widthMm), heightMm: round(lengthMm), basis: "tile", tileable };
  }
  const slab = parseSizeText(product.attributes.slabSize);
  if (slab) return { widthMm: Math.max(...slab), heightMm: Math.min(...slab), basis: "slab", tileable };
  const isSheet = !product.type && !product.sink && format !== "roll" && format !== "sheet";
  if (isSheet && widthMm && lengthMm && Math.max(widthMm, lengthMm) <= MAX_SLAB_MM && (product.dimensions.thicknessMm ?? 0) >= 3) {
    // Solid surface sheets and panels: laid landscape, as slabs are shown.
    return { widthMm: round(Math.max(widthMm, lengthMm)), heightMm: round(Math.min(widthMm, lengthMm)), basis: "slab", tileable };
  }
  const side = TEXTURE_SCALE_MM[product.swatch.texture];
  return { widthMm: side, heightMm: side, basis: "texture-scale", tileable };
}

/** The tile size as file names and material.json write it: `600x600mm`. */
export function tileSizeLabel(tile: Pick<MaterialTile, "widthMm" | "heightMm">): string {
  return `${tile.widthMm}x${tile.heightMm}mm`;
}

/**
 * Base roughness of each finish (0 mirror, 1 fully diffuse), in the order a hand feels them:
 * polished stone and gloss films reflect, brushed and leathered surfaces less, matte and velvet
 * touch hardly at all.
 */
export const FINISH_ROUGHNESS: Readonly<Record<Finish, number>> = {
  polished: 0.08,
  gloss: 0.18,
  brushed: 0.38,
  leather: 0.55,
  matte: 0.68,
  "velvet-touch": 0.82,
};

/** Without a finish: metals a satin sheen, anything else a middling one. */
const TEXTURE_ROUGHNESS: Partial<Record<Texture, number>> = { metal: 0.35, textile: 0.8 };

/** The finish's base roughness 0..1 (polished < gloss < brushed < leather < matte < velvet touch). */
export function materialRoughness(product: Pick<Product, "finish" | "swatch">): number {
  if (product.finish) return FINISH_ROUGHNESS[product.finish];
  return TEXTURE_ROUGHNESS[product.swatch.texture] ?? 0.5;
}

/** glTF metallic factor: metal looks are metallic, flakes a little, everything else a dielectric. */
export function materialMetalness(product: Pick<Product, "swatch">): number {
  return product.swatch.texture === "metal" ? 0.85 : product.swatch.texture === "sparkle" ? 0.15 : 0;
}

/** Emboss names (attributes.emboss) that leave a surface flat to the touch. */
const FLAT_EMBOSS = /^(smooth|honed|none|plain)$/i;

/**
 * How much relief the surface has, 0 (flat as glass) to 1 (deep leather grain): from the emboss,
 * the finish and the texture. It scales the normal map and decides whether there is a height map.
 */
export function materialRelief(product: Pick<Product, "finish" | "swatch" | "attributes">): number {
  const emboss = product.attributes.emboss?.trim();
  const embossed = emboss !== undefined && !FLAT_EMBOSS.test(emboss);
  const finish = product.finish;
  let relief = { textile: 0.45, wood: 0.3, stone: 0.3, concrete: 0.25, granite: 0.15, terrazzo: 0.1, marble: 0.08, metal: 0.05, sparkle: 0.05, solid: 0.03 }[product.swatch.texture];
  if (finish === "polished" || finish === "gloss") relief *= 0.5;
  if (finish === "leather") relief += 0.4;
  if (finish === "brushed") relief += 0.2;
  if (finish === "velvet-touch") relief += 0.1;
  if (embossed) relief += 0.35;
  return Math.min(1, Math.round(relief * 100) / 100);
}

/** Relief from which a height map is worth its bytes. */
export const HEIGHT_MAP_RELIEF = 0.3;

/**
 * The maps a product's material has: base colour, normal and roughness always, height where there
 * is relief or the manufacturer sent one.
 */
export function materialMaps(product: Pick<Product, "finish" | "swatch" | "attributes"> & Partial<Pick<Product, "materialMaps">>): readonly MaterialMap[] {
  if (product.materialMaps?.height) return MATERIAL_MAPS;
  return materialRelief(product) >= HEIGHT_MAP_RELIEF ? MATERIAL_MAPS : MATERIAL_MAPS.filter((map) => map !== "height");
}

/** Pixel sizes of the maps (the tile's longer side): 1024 for the visualiser, 2048 by default, 4096 on request. */
export const MATERIAL_SIZES = [1024, 2048, 4096] as const;
export type MaterialSize = (typeof MATERIAL_SIZES)[number];
export const DEFAULT_MATERIAL_SIZE: MaterialSize = 2048;

/** Pixel dimensions of a map whose longer side is `px`, keeping the tile's aspect ratio. */
export function mapPixels(tile: Pick<MaterialTile, "widthMm" | "heightMm">, px: number): { width: number; height: number } {
  const ratio = tile.heightMm / tile.widthMm;
  // At least 16 px on the short side: a plank of 1:20 stays a usable texture.
  return ratio <= 1 ? { width: px, height: Math.max(16, Math.round(px * ratio)) } : { width: Math.max(16, Math.round(px / ratio)), height: px };
}
