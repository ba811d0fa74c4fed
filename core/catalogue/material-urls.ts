/**
 * URLs of a product's material maps and material pack (issue 28, decision 0066), served by the
 * images router beside the product images and versioned like them, so every URL is immutable:
 *
 * - `{base}/material/{contentId}/{version}/{map}-{px}.png`: one map, px = the tile's longer side;
 * - `{base}/material-pack/{contentId}/{version}/{slug}-{px}-{lang}.zip`: the pack for design
 *   software, README in `lang`.
 *
 * The map version hashes what the pixels depend on (swatch, finish, relief, tile size, the stored
 * photo); the pack version also hashes the product (its README quotes name, code and finish).
 */
import type { ContentLanguage } from "./enums";
import { shortHash } from "./media";
import type { Product } from "./model";
import { materialMaps, materialTile, type MaterialMap, type MaterialSize, type MaterialSubject } from "../materials/material";

/** Bump when the material renderer changes what it draws or packs: every material URL changes. */
export const MATERIAL_RENDERER_VERSION = 2;

export const MATERIAL_BASE = "/images";

const mapVersions = new WeakMap<object, string>();
const packVersions = new WeakMap<object, string>();

function primaryBlob(product: Pick<Product, "images">): string | null {
  const images = product.images ?? [];
  const primary = images.find((image) => image.role === "swatch") ?? images[0];
  return primary?.file?.blob ?? null;
}

/** Version of the maps: changes whenever a map's pixels or the tile size would. */
export function materialMapVersion(product: MaterialSubject): string {
  let version = mapVersions.get(product);
  if (version === undefined) {
    const hashed: unknown[] = [MATERIAL_RENDERER_VERSION, product.swatch, product.finish ?? null, product.attributes.emboss ?? null, materialTile(product), materialMaps(product), primaryBlob(product)];
    // Appended only when there are imported maps, so every other product keeps its cached URLs.
    if (product.materialMaps) hashed.push(product.materialMaps);
    version = shortHash(JSON.stringify(hashed));
    mapVersions.set(product, version);
  }
  return version;
}

/** Version of the packs: the maps' version and everything the README and material.json quote. */
export function materialPackVersion(product: Product): string {
  let version = packVersions.get(product);
  if (version === undefined) {
    version = shortHash(`${materialMapVersion(product)}:${JSON.stringify([product.name, product.itemNumber, product.slug, product.family, product.collection])}`);
    packVersions.set(product, version);
  }
  return version;
}

function trimBase(base: string): string {
  return base.replace(/\/+$/, "");
}

/** The file name of a map in the URL: `basecolor-2048.png`. */
export function materialMapFile(map: MaterialMap, px: MaterialSize): string {
  return `${map}-${px}.png`;
}

export function materialMapUrl(product: MaterialSubject & Pick<Product, "contentId">, map: MaterialMap, px: MaterialSize, base: string = MATERIAL_BASE): string {
  return `${trimBase(base)}/material/${product.contentId}/${materialMapVersion(product)}/${materialMapFile(map, px)}`;
}

/** The pack's file name, as the visitor's browser saves it: `<slug>-2048-en.zip`. */
export function materialPackFile(slug: string, px: MaterialSize, language: ContentLanguage): string {
  return `${slug}-${px}-${language}.zip`;
}

export function materialPackUrl(product: Product, px: MaterialSize, language: ContentLanguage = "en", base: string = MATERIAL_BASE): string {
  return `${trimBase(base)}/material-pack/${product.contentId}/${materialPackVersion(product)}/${materialPackFile(product.slug, px, language)}`;
}
