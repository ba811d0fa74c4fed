/**
 * What a material pack holds besides its maps' pixels: the file names (tile size in each), the
 * material.json, and the README in the visitor's language. Pure, so the pack's words and numbers
 * can be tested without rendering a map.
 */
import type { ContentLanguage } from "../catalogue/enums";
import { localise, type Product } from "../catalogue/model";
import { productPagePath } from "../routing/product-path";
import type { Translate } from "../i18n/translate";
import type { Region } from "../regions/regions";
import { materialGltf } from "./gltf";
import { materialMaps, materialSource, materialMetalness, materialRelief, materialRoughness, materialTile, mapPixels, tileSizeLabel, type MaterialMap, type MaterialSize, type MaterialTile } from "./material";

/** The pack's name for a map: `<slug>_600x600mm_basecolor.png`. */
export function packMapName(product: Pick<Product, "slug">, tile: MaterialTile, map: MaterialMap | "orm"): string {
  return `${product.slug}_${tileSizeLabel(tile)}_${map}.png`;
}

/** The region whose pages speak the language, for the README's link back. */
const LANGUAGE_REGIONS: Partial<Record<ContentLanguage, Region>> = { ja: "jp", ru: "ru", zh: "cn" };

/** The product page in the pack's language: that language's region when it offers the product, else the product's first region. */
export function packProductUrl(product: Pick<Product, "family" | "type" | "slug" | "collection" | "regions">, language: ContentLanguage, origin: string): string {
  const preferred = LANGUAGE_REGIONS[language] ?? "gl";
  const region = product.regions.includes(preferred) ? preferred : product.regions[0]!;
  const query = region === "gl" && language !== "en" ? `?lang=${language}` : "";
  return `${origin.replace(/\/+$/, "")}/${region}/products/${productPagePath(product)}${query}`;
}

/** Normal map strength in the glTF: the relief, with a floor so a polished stone still shows its pattern faintly. */
export function gltfNormalScale(relief: number): number {
  return Math.round(Math.max(0.2, Math.min(1, relief * 1.6)) * 100) / 100;
}

export interface PackText {
  files: { name: string; text: string }[];
  /** Names of the map files, by map, in the order the pack lists them. */
  mapNames: Partial<Record<MaterialMap | "orm", string>>;
}

function mm(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** material.json, material.gltf and README.txt of a product's pack. */
export function packTexts(product: Product, px: MaterialSize, language: ContentLanguage, t: Translate, origin: string): PackText {
  const tile = materialTile(product);
  const maps = materialMaps(product);
  const roughness = materialRoughness(product);
  const metalness = materialMetalness(product);
  const relief = materialRelief(product);
  const pixels = mapPixels(tile, px);
  const mapNames: PackText["mapNames"] = {};
  for (const map of maps) mapNames[map] = packMapName(product, tile, map);
  mapNames.orm = packMapName(product, tile, "orm");
  const name = localise(product.name, language);
  const url = packProductUrl(product, language, origin);
  const finish = product.finish ? t(`finish.${product.finish}`) : "";

  const json = {
    product: { name, code: product.itemNumber, slug: product.slug, family: product.family, finish: product.finish ?? null, url },
    source: materialSource(product),
    tile: { widthMm: tile.widthMm, heightMm: tile.heightMm, label: tileSizeLabel(tile), basis: tile.basis, tileable: tile.tileable },
    pixels: { width: pixels.width, height: pixels.height, mmPerPixel: Math.round((tile.widthMm / pixels.width) * 1000) / 1000 },
    surface: { roughness, metalness, relief, normalConvention: "OpenGL (+Y up)" },
    maps: Object.fromEntries(maps.map((map) => [map, mapNames[map]])),
    // Which maps were computed from the base colour rather than sent by the manufacturer; maps
    // absent from `maps` are not part of this material (no relief worth a height map).
    derivedMaps: maps.filter((map) => map !== "basecolor" && !(product.materialMaps && product.materialMaps[map])),
    gltf: { file: "material.gltf", sampleSizeM: 1, occlusionRoughnessMetallic: mapNames.orm },
  };

  const width = mm(tile.widthMm);
  const height = mm(tile.heightMm);
  const sizes = { width, height, widthM: String(tile.widthMm / 1000), heightM: String(tile.heightMm / 1000) };
  const fileLines: string[] = [
    `${mapNames.basecolor}: ${t("document.material.readme.fileBasecolor")}`,
    ...(mapNames.normal ? [`${mapNames.normal}: ${t("document.material.readme.fileNormal")}`] : []),
    ...(mapNames.roughness ? [`${mapNames.roughness}: ${t("document.material.readme.fileRoughness")}`] : []),
    ...(mapNames.height ? [`${mapNames.height}: ${t("document.material.readme.fileHeight")}`] : []),
    `material.gltf, ${mapNames.orm}: ${t("document.material.readme.fileGltf")}`,
    `material.json: ${t("document.material.readme.fileJson")}`,
  ];
  const readme = [
    t("document.material.readme.title", { name }),
    "",
    t("document.material.readme.product", { name }),
    t("document.material.readme.code", { code: product.itemNumber }),
    ...(finish ? [t("document.material.readme.finish", { finish })] : []),
    t("document.material.readme.link", { url }),
    "",
    tile.tileable
      ? `${t("document.material.readme.tile", { ...sizes, basis: t(`document.material.basis.${tile.basis}`) })} ${t("document.material.readme.tileable")}`
      : t(tile.basis === "imported" ? "document.material.readme.notTileableImported" : "document.material.readme.notTileable", sizes),
    t("document.material.readme.values", { roughness: String(roughness), metalness: String(metalness) }),
    "",
    t("document.material.readme.howTo"),
    `- ${t("document.material.readme.sketchup", sizes)}`,
    `- ${t("document.material.readme.blender", sizes)}`,
    `- ${t("document.material.readme.revit", sizes)}`,
    `- ${t("document.material.readme.twinmotion", sizes)}`,
    "",
    t("document.material.readme.files"),
    ...fileLines.map((line) => `- ${line}`),
    "",
  ].join("\r\n");

  const gltf = materialGltf({
    name,
    tile,
    files: { basecolor: mapNames.basecolor!, normal: mapNames.normal, orm: mapNames.orm },
    roughness,
    metalness,
    normalScale: gltfNormalScale(relief),
  });
  return {
    mapNames,
    files: [
      { name: "README.txt", text: readme },
      { name: "material.json", text: `${JSON.stringify(json, null, 2)}\n` },
      { name: "material.gltf", text: gltf },
    ],
  };
}
