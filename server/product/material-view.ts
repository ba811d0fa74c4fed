/**
 * A product's true-scale material as the product page and the JSON API list it (issue 28): the
 * tile it covers, its surface values, each map's URL at every size, and the packs (maps, glTF,
 * material.json and a README in the visitor's language) at the default and the large size.
 */
import type { ContentLanguage } from "../../core/catalogue/enums";
import type { Locale, Region } from "../../core/regions/regions";
import { formatDimensions } from "../../core/units/format";
import { materialMapUrl, materialPackUrl } from "../../core/catalogue/material-urls";
import type { Product } from "../../core/catalogue/model";
import {
  DEFAULT_MATERIAL_SIZE,
  MATERIAL_SIZES,
  materialMaps,
  materialMetalness,
  materialRelief,
  materialRoughness,
  materialTile,
  tileSizeLabel,
  type MaterialBasis,
  type MaterialMap,
  type MaterialSize,
} from "../../core/materials/material";

export interface MaterialView {
  tile: { widthMm: number; heightMm: number; label: string; basis: MaterialBasis; tileable: boolean; formatted: string };
  roughness: number;
  metalness: number;
  relief: number;
  /** Each map the material has, by pixel size of the tile's longer side. */
  maps: Partial<Record<MaterialMap, Record<`${MaterialSize}`, string>>>;
  /** The ZIP for design software: 2048 px maps, README in the visitor's language. */
  pack: string;
  /** The same with 4096 px maps. */
  packLarge: string;
}

/** `formatted` writes the tile size in the region's units and the locale's numbers ("3,040 × 1,440 mm"). */
export function toMaterialView(product: Product, language: ContentLanguage, region: Region, locale: Locale): MaterialView {
  const tile = materialTile(product);
  const maps: MaterialView["maps"] = {};
  for (const map of materialMaps(product)) {
    maps[map] = Object.fromEntries(MATERIAL_SIZES.map((px) => [String(px), materialMapUrl(product, map, px)])) as Record<`${MaterialSize}`, string>;
  }
  return {
    tile: { widthMm: tile.widthMm, heightMm: tile.heightMm, label: tileSizeLabel(tile), basis: tile.basis, tileable: tile.tileable, formatted: formatDimensions([tile.widthMm, tile.heightMm], region, locale) },
    roughness: materialRoughness(product),
    metalness: materialMetalness(product),
    relief: materialRelief(product),
    maps,
    pack: materialPackUrl(product, DEFAULT_MATERIAL_SIZE, language),
    packLarge: materialPackUrl(product, 4096, language),
  };
}
