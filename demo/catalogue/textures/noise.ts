/**
 * Seeded, deterministic noise shared by the texture renderers: an integer hash, gradient (Perlin)
 * and value noise, fractal sums, and coarse lattices for smooth fields.
 *
 * Coordinates are "physical": (u, v) in [0, 1) across the whole image, multiplied by a frequency in
 * cycles per image. A field therefore looks the same at every pixel size; `bandLimit` drops the
 * octaves a given pixel size cannot show instead of letting them alias.
 */

/** 32-bit integer hash of two lattice coordinates and a seed (all coerced to int32). */
export function hash2(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 0x8da6b343) ^ Math.imul(y, 0xd8163841) ^ Math.imul(seed ^ 0x5bd1e995, 0xcb1ab31f);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

const INV_2_32 = 1 / 4294967296;

/** Hash as a number in [0, 1). */
export function hash01(x: number, y: number, seed: number): number {
  return hash2(x, y, seed) * INV_2_32;
}

/** A small seeded generator (mulberry32) for set-up work such as choosing per-feature parameters. */
export function rng(seed: number): () => number {
  let a = (seed ^ 0x9e3779b9) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) * INV_2_32;
  };
}

/** Derives independent seeds for the layers of one texture. */
export function subSeed(seed: number, layer: number): number {
  return hash2(seed, layer, 0x2545f491) | 0;
}

// 16 unit gradients, evenly spread: fewer lattice artefacts than the classic 8.
const GX = new Float64Array(16);
const GY = new Float64Array(16);
for (let k = 0; k < 16; k++) {
  const a = ((k + 0.5) * Math.PI * 2) / 16;
  GX[k] = Math.cos(a);
  GY[k] = Math.sin(a);
}

/** Gradient noise, roughly in [-1, 1], zero on the lattice. */
export function perlin(x: number, y: number, seed: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const h00 = hash2(x0, y0, seed) & 15;
  const h10 = hash2(x0 + 1, y0, seed) & 15;
  const h01 = hash2(x0, y0 + 1, seed) & 15;
  const h11 = hash2(x0 + 1, y0 + 1, seed) & 15;
  const n00 = GX[h00]! * fx + GY[h00]! * fy;
  const n10 = GX[h10]! * (fx - 1) + GY[h10]! * fy;
  const n01 = GX[h01]! * fx + GY[h01]! * (fy - 1);
  const n11 = GX[h11]! * (fx - 1) + GY[h11]! * (fy - 1);
  const u = fx * fx * fx * (fx * (fx * 6 - 15) + 10);
  const v = fy * fy * fy * (fy * (fy * 6 - 15) + 10);
  const a = n00 + (n10 - n00) * u;
  const b = n01 + (n11 - n01) * u;
  return 1.4 * (a + (b - a) * v);
}

/** Value noise in [-1, 1] (smooth interpolation of random lattice values). Cheaper than perlin. */
export function value(x: number, y: number, seed: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const u = fx * fx * (3 - 2 * fx);
  const v = fy * fy * (3 - 2 * fy);
  const a = hash2(x0, y0, seed) * INV_2_32;
  const b = hash2(x0 + 1, y0, seed) * INV_2_32;
  const c = hash2(x0, y0 + 1, seed) * INV_2_32;
  const d = hash2(x0 + 1, y0 + 1, seed) * INV_2_32;
  const top = a + (b - a) * u;
  const bottom = c + (d - c) * u;
  return 2 * (top + (bottom - top) * v) - 1;
}

/**
 * `value` for inner loops that walk along a row: keeps the four lattice values of the last cell
 * (and slides them on when the walk enters the next cell), so most pixels hash nothing. Same
 * values as `value(x, y, seed)`, bit for bit.
 */
export class ValueStream {
  private x0 = Number.NaN;
  private y0 = Number.NaN;
  private seed = 0;
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 0;

  at(x: number, y: number, seed: number): number {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    if (x0 !== this.x0 || y0 !== this.y0 || seed !== this.seed) this.enter(x0, y0, seed);
    const fx = x - x0;
    const fy = y - y0;
    const u = fx * fx * (3 - 2 * fx);
    const v = fy * fy * (3 - 2 * fy);
    const top = this.a + (this.b - this.a) * u;
    const bottom = this.c + (this.d - this.c) * u;
    return 2 * (top + (bottom - top) * v) - 1;
  }

  // The walk's entry into a new cell, apart from `at` so that `at` is small enough to be inlined
  // in more loops (see PerlinStream.enter).
  private enter(x0: number, y0: number, seed: number): void {
    if (x0 === this.x0 + 1 && y0 === this.y0 && seed === this.seed) {
      this.a = this.b;
      this.c = this.d;
    } else {
      this.a = hash2(x0, y0, seed) * INV_2_32;
      this.c = hash2(x0, y0 + 1, seed) * INV_2_32;
    }
    this.b = hash2(x0 + 1, y0, seed) * INV_2_32;
    this.d = hash2(x0 + 1, y0 + 1, seed) * INV_2_32;
    this.x0 = x0;
    this.y0 = y0;
    this.seed = seed;
  }

  /**
   * A row of values at once: `out[i] = at(xs[i], ys[i] * yScale, seed)` for every i. (Called per
   * pixel from a large pixel loop, `at` is not inlined there and its numbers are boxed; here it is.)
   */
  row(out: Float64Array, xs: Float64Array, ys: Float64Array, yScale: number, seed: number): void {
    for (let i = 0; i < out.length; i++) out[i] = this.at(xs[i]!, ys[i]! * yScale, seed);
  }
}

/**
 * `perlin` for inner loops that walk along a row: keeps the gradients of the last cell's four
 * corners. Same values as `perlin(x, y, seed)`, bit for bit.
 */
export class PerlinStream {
  private x0 = Number.NaN;
  private y0 = Number.NaN;
  private seed = 0;
  private h00 = 0;
  private h10 = 0;
  private h01 = 0;
  private h11 = 0;

  at(x: number, y: number, seed: number): number {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    if (x0 !== this.x0 || y0 !== this.y0 || seed !== this.seed) this.enter(x0, y0, seed);
    const fx = x - x0;
    const fy = y - y0;
    const n00 = GX[this.h00]! * fx + GY[this.h00]! * fy;
    const n10 = GX[this.h10]! * (fx - 1) + GY[this.h10]! * fy;
    const n01 = GX[this.h01]! * fx + GY[this.h01]! * (fy - 1);
    const n11 = GX[this.h11]! * (fx - 1) + GY[this.h11]! * (fy - 1);
    const u = fx * fx * fx * (fx * (fx * 6 - 15) + 10);
    const v = fy * fy * fy * (fy * (fy * 6 - 15) + 10);
    const a = n00 + (n10 - n00) * u;
    const b = n01 + (n11 - n01) * u;
    return 1.4 * (a + (b - a) * v);
  }

  // The walk's entry into a new cell, apart from `at`: with it, `at` was too large to be inlined
  // anywhere (and each of its values was boxed).
  private enter(x0: number, y0: number, seed: number): void {
    if (x0 === this.x0 + 1 && y0 === this.y0 && seed === this.seed) {
      this.h00 = this.h10;
      this.h01 = this.h11;
    } else {
      this.h00 = hash2(x0, y0, seed) & 15;
      this.h01 = hash2(x0, y0 + 1, seed) & 15;
    }
    this.h10 = hash2(x0 + 1, y0, seed) & 15;
    this.h11 = hash2(x0 + 1, y0 + 1, seed) & 15;
    this.x0 = x0;
    this.y0 = y0;
    this.seed = seed;
  }
}

/** One-dimensional value noise in [-1, 1]. */
export function value1(x: number, seed: number): number {
  const x0 = Math.floor(x);
  const f = x - x0;
  const u = f * f * (3 - 2 * f);
  const a = hash2(x0, 0, seed) * INV_2_32;
  const b = hash2(x0 + 1, 0, seed) * INV_2_32;
  return 2 * (a + (b - a) * u) - 1;
}

/**
 * `value1` for inner loops whose argument moves slowly: keeps the two lattice values of the last
 * interval, so most calls hash nothing. Same values as `value1(x, seed)`.
 */
export class Value1Stream {
  private x0 = Number.NaN;
  private seed = 0;
  private a = 0;
  private b = 0;

  at(x: number, seed: number): number {
    const x0 = Math.floor(x);
    if (x0 !== this.x0 || seed !== this.seed) {
      this.x0 = x0;
      this.seed = seed;
      this.a = hash2(x0, 0, seed) * INV_2_32;
      this.b = hash2(x0 + 1, 0, seed) * INV_2_32;
    }
    const f = x - x0;
    const u = f * f * (3 - 2 * f);
    return 2 * (this.a + (this.b - this.a) * u) - 1;
  }
}

type Noise2 = (x: number, y: number, seed: number) => number;

/**
 * Sums `octaves` layers of `noise`, each at about twice the frequency of the one before (rotated so
 * lattice axes do not line up) and `gain` times its amplitude. Not normalised, so dropping fine
 * octaves for a small image keeps the coarse ones identical.
 */
function fractal(noise: Noise2, x: number, y: number, seed: number, octaves: number, gain: number): number {
  let sum = 0;
  let amp = 1;
  for (let o = 0; o < octaves; o++) {
    sum += amp * noise(x, y, seed + o * 1013);
    const nx = 1.6 * x + 1.2 * y;
    y = -1.2 * x + 1.6 * y;
    x = nx;
    amp *= gain;
  }
  return sum;
}

const absPerlin: Noise2 = (x, y, seed) => Math.abs(perlin(x, y, seed));

/**
 * Fractal Brownian motion of gradient noise (see `fractal`, written out here: through `fractal`,
 * whose noise call is shared by several kinds, `perlin` was called, not inlined, and its every
 * value boxed; the lattices of most textures sample it a few million times).
 */
export function fbm(x: number, y: number, seed: number, octaves: number, gain = 0.5): number {
  let sum = 0;
  let amp = 1;
  for (let o = 0; o < octaves; o++) {
    sum += amp * perlin(x, y, seed + o * 1013);
    const nx = 1.6 * x + 1.2 * y;
    y = -1.2 * x + 1.6 * y;
    x = nx;
    amp *= gain;
  }
  return sum;
}

/**
 * `fbm` for walks along rows of nearby points (a lattice's nodes): one PerlinStream per octave, so
 * an octave whose cells span several points hashes only when a point enters a new cell. Same
 * values as `fbm(x, y, seed, octaves, gain)`, bit for bit.
 */
export class FbmStream {
  private readonly octaves: PerlinStream[];

  constructor(
    octaves: number,
    private readonly gain = 0.5,
  ) {
    this.octaves = Array.from({ length: octaves }, () => new PerlinStream());
  }

  at(x: number, y: number, seed: number): number {
    let sum = 0;
    let amp = 1;
    for (let o = 0; o < this.octaves.length; o++) {
      sum += amp * this.octaves[o]!.at(x, y, seed + o * 1013);
      const nx = 1.6 * x + 1.2 * y;
      y = -1.2 * x + 1.6 * y;
      x = nx;
      amp *= this.gain;
    }
    return sum;
  }
}

/** Turbulence: fractal sum of |gradient noise| (creased, kinked), in [0, ~2). */
export function turbulence(x: number, y: number, seed: number, octaves: number, gain = 0.5): number {
  return fractal(absPerlin, x, y, seed, octaves, gain);
}

/** Fractal value noise (cheaper, blockier); same conventions as `fbm`. */
export function fbmValue(x: number, y: number, seed: number, octaves: number, gain = 0.5): number {
  return fractal(value, x, y, seed, octaves, gain);
}

/**
 * How many octaves of a fractal starting at `frequency` cycles per image a `pixels`-wide render
 * can show without aliasing (at least `min`, at most `wanted`).
 */
export function bandLimit(wanted: number, frequency: number, pixels: number, min = 1): number {
  let octaves = 0;
  let f = frequency;
  while (octaves < wanted && f <= pixels / 3) {
    octaves++;
    f *= 2;
  }
  return Math.max(min, octaves);
}

/**
 * 0..1 weight of a detail of `frequency` cycles per image at `pixels` width: 1 when it is well
 * resolved, fading to 0 as it approaches the Nyquist limit.
 */
export function detailWeight(frequency: number, pixels: number): number {
  const cyclesPerPixel = frequency / pixels;
  return clamp01((0.4 - cyclesPerPixel) / 0.25);
}

export function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

export function smoothstep(edge0: number, edge1: number, x: number): number {
  // Outside rising edges, without the division: the same 0 and 1 as the clamped formula gives
  // there. Falling or equal edges take the formula, as before.
  if (edge0 < edge1) {
    if (x <= edge0) return 0;
    if (x >= edge1) return 1;
  }
  const t = clamp01((x - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
}

/** A tuple of N fields. */
export type Fields<N extends number, R extends Float32Array[] = []> = R["length"] extends N ? R : Fields<N, [...R, Float32Array]>;

/**
 * A smooth field sampled on a coarse lattice and interpolated bilinearly per pixel. Sharp
 * features are made by thresholding such fields per pixel, so they stay sharp at every size while
 * the expensive noise is evaluated on a few hundred thousand nodes instead of millions of pixels.
 */
export class Lattice {
  readonly cells: number;
  readonly stride: number;
  /** For each pixel coordinate: lattice cell index and fraction (same for x and y). */
  readonly index: Int32Array;
  readonly frac: Float32Array;

  constructor(readonly size: number, cells: number) {
    this.cells = Math.max(1, Math.round(cells));
    this.stride = this.cells + 1;
    this.index = new Int32Array(size);
    this.frac = new Float32Array(size);
    for (let p = 0; p < size; p++) {
      const t = ((p + 0.5) / size) * this.cells;
      const i = Math.min(this.cells - 1, Math.floor(t));
      this.index[p] = i;
      this.frac[p] = t - i;
    }
  }

  /** A lattice whose cells are about `pixelsPerCell` pixels, capped so big renders stay fast. */
  static forSize(size: number, pixelsPerCell = 4, maxCells = 640): Lattice {
    return new Lattice(size, Math.min(maxCells, Math.max(8, Math.ceil(size / pixelsPerCell))));
  }

  /** Samples `fn(u, v)` (u, v in [0, 1]) on the nodes. */
  sample(fn: (u: number, v: number) => number): Float32Array {
    const n = this.stride;
    const out = new Float32Array(n * n);
    for (let j = 0; j < n; j++) {
      const v = j / this.cells;
      for (let i = 0; i < n; i++) out[j * n + i] = fn(i / this.cells, v);
    }
    return out;
  }

  /** Samples several fields at once (shares work such as a domain warp between them). */
  sampleMany<N extends number>(count: N, fn: (u: number, v: number, out: Float64Array) => void): Fields<N> {
    const n = this.stride;
    const fields = Array.from({ length: count }, () => new Float32Array(n * n));
    const tmp = new Float64Array(count);
    for (let j = 0; j < n; j++) {
      const v = j / this.cells;
      for (let i = 0; i < n; i++) {
        fn(i / this.cells, v, tmp);
        for (let k = 0; k < count; k++) fields[k]![j * n + i] = tmp[k]!;
      }
    }
    return fields as Fields<N>;
  }

  private o = 0;
  private fx = 0;
  private fy = 0;

  /** Fixes pixel (x, y) for `here`: fields read at one pixel share the cell and fractions. */
  locate(x: number, y: number): void {
    this.o = this.index[y]! * this.stride + this.index[x]!;
    this.fx = this.frac[x]!;
    this.fy = this.frac[y]!;
  }

  /** Bilinear value of `field` at the pixel `locate` fixed: the same as `at(field, x, y)`. */
  here(field: Float32Array): number {
    const o = this.o;
    const fx = this.fx;
    const a = field[o]!;
    const b = field[o + 1]!;
    const c = field[o + this.stride]!;
    const d = field[o + this.stride + 1]!;
    const top = a + (b - a) * fx;
    return top + (c + (d - c) * fx - top) * this.fy;
  }

  /** Bilinear value of `field` at pixel (x, y). */
  at(field: Float32Array, x: number, y: number): number {
    const ix = this.index[x]!;
    const iy = this.index[y]!;
    const fx = this.frac[x]!;
    const fy = this.frac[y]!;
    const o = iy * this.stride + ix;
    const a = field[o]!;
    const b = field[o + 1]!;
    const c = field[o + this.stride]!;
    const d = field[o + this.stride + 1]!;
    const top = a + (b - a) * fx;
    return top + (c + (d - c) * fx - top) * fy;
  }
}

/** A 64×64 table of uniform values in [-0.5, 0.5): ordered-free dither added before quantising. */
export const DITHER = (() => {
  const table = new Float32Array(64 * 64);
  for (let i = 0; i < table.length; i++) table[i] = hash01(i & 63, i >> 6, 0x1234) - 0.5;
  return table;
})();
