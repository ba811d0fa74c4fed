/**
 * Zips a material pack: the rendered maps under their pack names (tile size in each), README.txt,
 * material.json and material.gltf (core/materials/pack-contents.ts). PNGs are stored as they are
 * (deflating them again gains nothing); the texts are deflated. Written by zip-writer.ts, whose
 * checksums are native (decision 0083).
 */
import type { ContentLanguage } from "../../core/catalogue/enums";
import type { Product } from "../../core/catalogue/model";
import { translatorForLanguage } from "../../core/i18n/document-locale";
import type { MaterialSize } from "../../core/materials/material";
import { packTexts } from "../../core/materials/pack-contents";
import type { RenderedMap } from "./material-task";
import { writeZip, type ZipEntry } from "./zip-writer";

export interface PackInput {
  product: Product;
  px: MaterialSize;
  language: ContentLanguage;
  /** Every rendered map's PNG bytes. */
  maps: ReadonlyMap<RenderedMap, Buffer>;
  /** Origin of the README's link back (empty: a site-relative link). */
  siteOrigin: string;
}

/** A fixed time for every entry, so a pack's bytes depend only on what it holds. */
const ENTRY_TIME = new Date("2026-01-01T00:00:00Z");

export function buildMaterialPack(input: PackInput): Buffer {
  const { files, mapNames } = packTexts(input.product, input.px, input.language, translatorForLanguage(input.language), input.siteOrigin);
  const entries: ZipEntry[] = [];
  for (const [map, name] of Object.entries(mapNames) as [RenderedMap, string][]) {
    const bytes = input.maps.get(map);
    if (!bytes) throw new Error(`the ${map} map is missing from the render`);
    entries.push({ name, bytes, compress: false });
  }
  for (const file of files) entries.push({ name: file.name, bytes: Buffer.from(file.text, "utf8"), compress: true });
  return writeZip(entries, ENTRY_TIME);
}
