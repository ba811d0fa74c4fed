/**
 * The PBR maps of a material, computed from its tileable base colour and what the product says
 * of its surface (core/materials/material.ts): the height follows the pattern (veins, grain,
 * flecks read as slightly raised or sunk, by their lightness against the surroundings) plus the
 * finish's own micro-relief (brushed lines, leather grain, velvet fuzz, an emboss); the normal map
 * is the height's slope; the roughness is the finish's base value, a little rougher in the hollows.
 * Neighbours wrap around the edges, so maps of a tileable base colour tile too.
 */
import type { Finish } from "../../core/catalogue/enums";
import { blurWrappedRows, periodicNoiseRows } from "./periodic";

export interface SurfaceRecipe {
  /** 0 (flat) .. 1 (deep grain): materialRelief(). */
  relief: number;
  /** Base roughness 0..1: materialRoughness(). */
  roughness: number;
  finish: Finish | undefined;
  /** Whether an emboss texture is pressed into the surface (attributes.emboss). */
  embossed: boolean;
  seed: number;
}

export interface SurfaceMaps {
  /** One channel, 0..255; 128 is the mean surface. */
  height: Uint8ClampedArray;
  /** RGB, tangent space, OpenGL convention (+Y up), as glTF wants it. */
  normal: Uint8ClampedArray;
  /** One channel, 0..255. */
  roughness: Uint8ClampedArray;
  /** RGB for glTF's metallicRoughnessTexture: R ambient occlusion, G roughness, B 255 (the factor decides). */
  orm: Uint8ClampedArray;
}

/** Lightness 0..1 of row y of an RGB image, written at `into[at ..]`. */
function luminanceRow(rgb: ArrayLike<number>, width: number, y: number, into: Float32Array, at: number): void {
  for (let x = 0, p = y * width * 3; x < width; x++, p += 3) into[at + x] = (0.2126 * rgb[p]! + 0.7152 * rgb[p + 1]! + 0.0722 * rgb[p + 2]!) / 255;
}

/**
 * The finish's micro-relief, -0.5..0.5, repeating over the tile, as layers that each add their row
 * y into a row of floats (which the caller clears), or none when the finish has none. By rows, so
 * it needs no image of its own. Scales are in pixels of a 2048 px map.
 */
function microReliefLayers(recipe: SurfaceRecipe, width: number, height: number): ((out: Float32Array, y: number) => void)[] {
  const scale = Math.max(width, height) / 2048;
  const cells = (px: number) => [width / Math.max(1, px * scale), height / Math.max(1, px * scale)] as const;
  const layers: ((out: Float32Array, y: number) => void)[] = [];
  if (recipe.finish === "brushed") {
    // Lines along x: long cells across, a pixel or two down.
    layers.push(periodicNoiseRows(width, height, width / (160 * scale), height / Math.max(1, 1.5 * scale), recipe.seed ^ 0x51, 0.8, "plain"));
    layers.push(periodicNoiseRows(width, height, width / (60 * scale), height / Math.max(1, 3 * scale), recipe.seed ^ 0x52, 0.4, "plain"));
  }
  if (recipe.finish === "leather") {
    // Creases: the ridges of two octaves of noise, folded.
    const [ax, ay] = cells(28);
    const [bx, by] = cells(11);
    layers.push(periodicNoiseRows(width, height, ax, ay, recipe.seed ^ 0x61, 0.9, "ridge"));
    layers.push(periodicNoiseRows(width, height, bx, by, recipe.seed ^ 0x62, 0.5, "ridge"));
  }
  if (recipe.finish === "velvet-touch" || recipe.embossed) {
    const [fx, fy] = cells(recipe.embossed ? 6 : 2.5);
    layers.push(periodicNoiseRows(width, height, fx, fy, recipe.seed ^ 0x71, recipe.embossed ? 0.6 : 0.3, "plain"));
  }
  return layers;
}

/**
 * The maps of a material from its tileable base colour (RGB, width × height). `ready` hears of the
 * height and normal maps as soon as each is final, so their encodes can start while the rest are
 * computed (material-task.ts); the caller must not change them afterwards.
 */
export function surfaceMaps(basecolor: ArrayLike<number>, width: number, height: number, recipe: SurfaceRecipe, ready?: (map: "height" | "normal", data: Uint8ClampedArray, channels: 1 | 3) => void): SurfaceMaps {
  const n = width * height;
  // One float image in all (16 MB at 2048 × 2048), since fresh memory costs a first render about
  // as much as the arithmetic: the first blur's scratch, then, row by row as the blur frees it,
  // the pattern, then the heights in place. The lightness is read from the base colour row by
  // row, the blurs hand out their rows (blurWrappedRows) and the micro-relief is made by rows, so
  // none of them is ever a whole image.
  const image = new Float32Array(n);
  const lightnessRow = (y: number, into: Float32Array, at: number) => luminanceRow(basecolor, width, y, into, at);
  // The pattern's relief: lightness against its surroundings (a high-pass), so a broad shading of
  // the colour does not tilt the whole surface; in standard deviations (this pass sums the spread).
  const radius = Math.max(2, Math.round(Math.max(width, height) / 96));
  const lightness = new Float32Array(width);
  let sumSquares = 0;
  blurWrappedRows(lightnessRow, width, height, radius, 2, image, (y, surroundings) => {
    lightnessRow(y, lightness, 0);
    sumSquares = highPassRow(lightness, surroundings, image, y * width, width, sumSquares);
  });
  const scale = 1 / (2.5 * (Math.sqrt(sumSquares / n) || 1));
  const relief = Math.max(0, Math.min(1, recipe.relief));
  const h = image;
  const heightMap = new Uint8ClampedArray(n);
  heightsInPlace(h, heightMap, microReliefLayers(recipe, width, height), width, height, scale, relief);
  ready?.("height", heightMap, 1);

  // Slopes from wrap-around central differences; the strength is per 2048 px of map so that the
  // maps of one material look alike at every size.
  const strength = 6 * (Math.max(width, height) / 2048);
  const normal = new Uint8ClampedArray(n * 3);
  for (let y = 0; y < height; y++) normalRow(h, normal, y, width, height, strength);
  ready?.("normal", normal, 3);

  // Hollows are rougher (dust, wear) and a little occluded.
  const roughness = new Uint8ClampedArray(n);
  const orm = new Uint8ClampedArray(n * 3);
  const heightRow = (y: number, into: Float32Array, at: number) => into.set(h.subarray(y * width, y * width + width), at);
  blurWrappedRows(heightRow, width, height, Math.max(2, radius >> 1), 1, null, (y, hollows) => {
    roughnessRow(h, hollows, y * width, width, recipe.roughness, relief, roughness, orm);
  });
  return { height: heightMap, normal, roughness, orm };
}

/**
 * Writes one row of the pattern (the lightness less its surroundings) at `start` of `pattern`, and
 * returns `sumSquares` plus the row's squares, added pixel by pixel (a sum per row would round
 * differently from the whole-image pass this replaced).
 */
function highPassRow(lightness: Float32Array, surroundings: Float32Array, pattern: Float32Array, start: number, width: number, sumSquares: number): number {
  for (let x = 0; x < width; x++) {
    // Squared before it is stored as a float, as that pass did.
    const v = lightness[x]! - surroundings[x]!;
    pattern[start + x] = v;
    sumSquares += v * v;
  }
  return sumSquares;
}

/** The heights 0..1, in place of the pattern, and as levels in `heightMap`; `micro`'s layers add the finish's relief. */
function heightsInPlace(h: Float32Array, heightMap: Uint8ClampedArray, micro: ((out: Float32Array, y: number) => void)[], width: number, height: number, scale: number, relief: number): void {
  // (0.5 × relief) × …: how `0.5 * relief * (…)` groups, so hoisting it changes no rounding.
  const half = 0.5 * relief;
  const row = new Float32Array(width);
  const any = micro.length > 0;
  for (let y = 0; y < height; y++) {
    if (any) {
      row.fill(0);
      for (const layer of micro) layer(row, y);
    }
    for (let x = 0, i = y * width; x < width; x++, i++) {
      // x / sqrt(1 + x²): a soft limit like tanh, a good deal cheaper.
      const t = h[i]! * scale;
      const p = t / Math.sqrt(1 + t * t);
      const v = Math.fround(0.5 + half * (0.55 * p + (any ? 0.9 * row[x]! : 0)));
      h[i] = v;
      heightMap[i] = v * 255;
    }
  }
}

/**
 * Row y of the normal map: central differences, wrapping. The first and last columns are done
 * apart, so the loop between them needs no wrap test.
 */
function normalRow(h: Float32Array, normal: Uint8ClampedArray, y: number, width: number, height: number, strength: number): void {
  const up = (y === 0 ? height - 1 : y - 1) * width;
  const down = (y === height - 1 ? 0 : y + 1) * width;
  const row = y * width;
  const last = width - 1;
  normalPixel(normal, row * 3, h[row + (last === 0 ? 0 : 1)]! - h[row + last]!, h[down]! - h[up]!, strength);
  for (let x = 1; x < last; x++) normalPixel(normal, (row + x) * 3, h[row + x + 1]! - h[row + x - 1]!, h[down + x]! - h[up + x]!, strength);
  if (last > 0) normalPixel(normal, (row + last) * 3, h[row]! - h[row + last - 1]!, h[down + last]! - h[up + last]!, strength);
}

/** One normal from the height's steps across and down (image rows run down, +Y of the normal map up: a surface rising downwards faces up). */
function normalPixel(normal: Uint8ClampedArray, o: number, stepAcross: number, stepDown: number, strength: number): void {
  const dx = stepAcross * strength;
  const dy = stepDown * strength;
  const inverse = 127.5 / Math.sqrt(dx * dx + dy * dy + 1);
  normal[o] = 127.5 - dx * inverse;
  normal[o + 1] = 127.5 + dy * inverse;
  normal[o + 2] = 127.5 + inverse;
}

/** One row (from `start`) of the roughness map and of the glTF's occlusion-roughness-metal map. */
function roughnessRow(h: Float32Array, hollows: Float32Array, start: number, width: number, base: number, relief: number, roughness: Uint8ClampedArray, orm: Uint8ClampedArray): void {
  for (let x = 0; x < width; x++) {
    const i = start + x;
    const cavity = Math.max(0, hollows[x]! - h[i]!);
    const r = Math.min(1, Math.max(0.02, base + (0.5 - h[i]!) * 0.12 * relief + cavity * 0.5));
    roughness[i] = r * 255;
    orm[i * 3] = (1 - Math.min(0.6, cavity * 4)) * 255;
    orm[i * 3 + 1] = roughness[i]!;
    orm[i * 3 + 2] = 255;
  }
}
