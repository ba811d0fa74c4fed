/** The texture renderers by swatch texture, and rendering a swatch's raw RGB pixels. */
import type { Texture } from "../../../core/catalogue/enums";
import type { Swatch } from "../../../core/catalogue/model";
import { parseHex, type TextureFactory, type TextureRenderer } from "./common";
import { concrete } from "./concrete";
import { granite } from "./granite";
import { marble } from "./marble";
import { metal } from "./metal";
import { solid } from "./solid";
import { sparkle } from "./sparkle";
import { stone } from "./stone";
import { terrazzo } from "./terrazzo";
import { textile } from "./textile";
import { wood } from "./wood";

export const TEXTURE_RENDERERS: Record<Texture, TextureFactory> = {
  solid,
  sparkle,
  granite,
  marble,
  concrete,
  terrazzo,
  wood,
  metal,
  stone,
  textile,
};

export function createTextureRenderer(swatch: Swatch, size: number, outputSize = size): TextureRenderer {
  const factory = TEXTURE_RENDERERS[swatch.texture];
  return factory({ size, outputSize, seed: swatch.seed, base: parseHex(swatch.base), accent: parseHex(swatch.accent) });
}

/** Raw RGB pixels (3 bytes per pixel, row-major) of a `size`-pixel square, in one go. */
export function renderPixels(swatch: Swatch, size: number, outputSize = size): Uint8ClampedArray {
  const out = new Uint8ClampedArray(size * size * 3);
  createTextureRenderer(swatch, size, outputSize).renderRows(out, 0, size);
  return out;
}
