/**
 * A swatch's measured colour: the mean of its rendered pixels, averaged in linear light (as the eye
 * mixes a fine texture from a distance) and expressed in CIELAB (D65), where ΔE2000 compares colours
 * as people see them.
 */
import { converter, differenceCiede2000, type Lab65 } from "culori";

/** A colour in CIELAB (D65): L, a, b. */
export type Lab = readonly [number, number, number];

const toLab = converter("lab65");
const toLinear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const toGamma = (linear: number) => (linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055);

/** Mean colour of raw RGB pixels (3 bytes each) as [L, a, b]. */
export function meanLab(pixels: Uint8Array | Uint8ClampedArray): [number, number, number] {
  let r = 0;
  let g = 0;
  let b = 0;
  const count = pixels.length / 3;
  for (let i = 0; i < pixels.length; i += 3) {
    r += toLinear(pixels[i]!);
    g += toLinear(pixels[i + 1]!);
    b += toLinear(pixels[i + 2]!);
  }
  const lab = toLab({ mode: "rgb", r: toGamma(r / count), g: toGamma(g / count), b: toGamma(b / count) });
  return [lab.l, lab.a, lab.b];
}

const ciede2000 = differenceCiede2000();

/** CIEDE2000 colour difference of two CIELAB colours. */
export function deltaE2000(x: Lab, y: Lab): number {
  const a: Lab65 = { mode: "lab65", l: x[0], a: x[1], b: x[2] };
  const b: Lab65 = { mode: "lab65", l: y[0], a: y[1], b: y[2] };
  return ciede2000(a, b);
}
