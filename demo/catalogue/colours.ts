/**
 * Colour families and swatch colours. A swatch's base colour is drawn from the hue, saturation
 * and lightness band of its colour family, so a "beige" product never renders blue; the accent
 * (veins, flecks, grain, highlights) is derived from the base according to the texture.
 */
import type { ColourFamily, SinkColour, Texture } from "../../core/catalogue/enums";
import type { Rng, Weighted } from "./prng";

export type PaletteName = "neutral" | "stone" | "concrete" | "wood" | "metal" | "vivid" | "textile" | "light" | "dark";

/** How often each colour family occurs in a kind of range: many whites and greys, few pinks. */
export const PALETTES: Readonly<Record<PaletteName, Weighted<ColourFamily>>> = {
  neutral: [["white", 20], ["gray", 16], ["beige", 12], ["black", 8], ["cream", 7], ["ivory", 6], ["brown", 7], ["blue", 5], ["green", 5], ["red", 4], ["orange", 3], ["pink", 2], ["purple", 1]],
  stone: [["white", 34], ["gray", 26], ["beige", 14], ["black", 11], ["cream", 5], ["ivory", 4], ["brown", 4], ["green", 1], ["blue", 1]],
  concrete: [["gray", 55], ["beige", 15], ["white", 10], ["black", 12], ["brown", 8]],
  wood: [["brown", 40], ["beige", 24], ["gray", 14], ["cream", 6], ["ivory", 4], ["white", 5], ["black", 5], ["red", 1], ["orange", 1]],
  metal: [["gray", 52], ["black", 12], ["beige", 12], ["brown", 10], ["orange", 8], ["white", 6]],
  vivid: [["white", 14], ["black", 12], ["gray", 10], ["red", 10], ["blue", 12], ["green", 9], ["orange", 7], ["cream", 4], ["ivory", 3], ["beige", 5], ["brown", 5], ["pink", 5], ["purple", 4]],
  textile: [["gray", 25], ["beige", 24], ["brown", 15], ["black", 12], ["blue", 8], ["cream", 6], ["green", 5], ["red", 3], ["white", 2]],
  light: [["white", 35], ["ivory", 15], ["cream", 15], ["beige", 10], ["pink", 6], ["blue", 8], ["green", 6], ["orange", 3], ["purple", 2]],
  dark: [["black", 45], ["gray", 35], ["brown", 10], ["blue", 5], ["white", 5]],
};

type Band = readonly [number, number];
interface Hsl {
  h: number;
  s: number;
  l: number;
}

const BANDS: Readonly<Record<ColourFamily, { h: Band; s: Band; l: Band }>> = {
  white: { h: [0, 360], s: [0, 8], l: [93, 99] },
  cream: { h: [40, 52], s: [35, 65], l: [85, 91] },
  ivory: { h: [42, 58], s: [25, 55], l: [91, 96] },
  beige: { h: [28, 42], s: [18, 38], l: [68, 82] },
  brown: { h: [16, 34], s: [28, 55], l: [18, 45] },
  gray: { h: [190, 230], s: [0, 8], l: [30, 78] },
  black: { h: [0, 360], s: [0, 10], l: [5, 17] },
  green: { h: [85, 160], s: [20, 55], l: [25, 58] },
  blue: { h: [195, 235], s: [30, 70], l: [25, 58] },
  pink: { h: [330, 355], s: [40, 75], l: [72, 86] },
  purple: { h: [265, 300], s: [25, 55], l: [30, 58] },
  orange: { h: [18, 35], s: [70, 90], l: [48, 60] },
  red: { h: [352, 368], s: [60, 85], l: [32, 48] },
};

const clamp = (v: number, min: number, max: number) => Math.max(min, Math.min(max, v));

export function hslToHex({ h, s, l }: Hsl): string {
  const sat = clamp(s, 0, 100) / 100;
  const light = clamp(l, 0, 100) / 100;
  const k = (n: number) => (n + (((h % 360) + 360) % 360) / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const value = light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function baseHsl(rng: Rng, family: ColourFamily): Hsl {
  const band = BANDS[family];
  return { h: rng.between(band.h[0], band.h[1]) % 360, s: rng.between(band.s[0], band.s[1]), l: rng.between(band.l[0], band.l[1]) };
}

function accentHsl(rng: Rng, base: Hsl, texture: Texture): Hsl {
  const light = base.l > 50;
  switch (texture) {
    case "marble":
      if (!light) return { h: base.h, s: 4, l: base.l + rng.between(50, 70) };
      // Grey veins mostly, gold veins on some warm marbles.
      return rng.chance(0.25) ? { h: 40, s: rng.between(35, 55), l: base.l - rng.between(25, 40) } : { h: base.h, s: 6, l: base.l - rng.between(25, 45) };
    case "sparkle":
    case "granite":
    case "terrazzo":
      return { h: base.h + rng.between(-20, 20), s: base.s + rng.between(-5, 15), l: light ? base.l - rng.between(35, 50) : base.l + rng.between(35, 50) };
    case "concrete":
    case "stone":
      return { h: base.h, s: base.s, l: base.l + (light ? -1 : 1) * rng.between(8, 15) };
    case "wood":
      return { h: base.h - rng.between(0, 6), s: base.s + rng.between(5, 10), l: base.l - rng.between(10, 20) };
    case "metal":
      return { h: base.h, s: base.s, l: base.l + rng.between(15, 25) };
    case "textile":
      return { h: base.h, s: base.s, l: base.l - rng.between(6, 12) };
    case "solid":
      return { h: base.h, s: base.s, l: base.l + (light ? -1 : 1) * rng.between(2, 5) };
  }
}

export function swatchColours(rng: Rng, family: ColourFamily, texture: Texture): { base: string; accent: string } {
  const base = baseHsl(rng, family);
  const accent = accentHsl(rng, base, texture);
  return { base: hslToHex(base), accent: hslToHex({ ...accent, l: clamp(accent.l, 2, 98) }) };
}

/** The four sink colours of spec §3, with the colour family a finder files them under. */
export const SINK_COLOUR_INFO: Readonly<Record<SinkColour, { family: ColourFamily; base: string; accent: string; code: string }>> = {
  "arctic-white": { family: "white", base: "#f5f6f4", accent: "#eceeeb", code: "AW" },
  "ivory-white": { family: "ivory", base: "#f4efe1", accent: "#ebe5d4", code: "IW" },
  cream: { family: "cream", base: "#efe3c6", accent: "#e6d8b7", code: "CR" },
  almond: { family: "beige", base: "#e2d2b6", accent: "#d8c6a7", code: "AL" },
};
