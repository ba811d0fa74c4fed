/**
 * What every texture renderer shares: its input, its output contract, colour arithmetic, and a
 * table of randomly placed features (flecks, chips, crystals, pores) on a jittered grid.
 */
import { detailWeight, DITHER, hash01, ValueStream } from "./noise";

export type Rgb = readonly [number, number, number];

export interface TextureContext {
  /** Side of the square being rendered, in pixels. */
  size: number;
  /**
   * Side of the image finally delivered (smaller than `size` when the render is supersampled and
   * reduced). Periodic detail finer than the delivered pixels must be left out, or it moirés.
   */
  outputSize: number;
  seed: number;
  /** Colours as 0..255 channels. */
  base: Rgb;
  accent: Rgb;
}

/** Renders rows [y0, y1) of an RGB image (3 bytes per pixel, row-major) into `out`; see `paint`. */
export interface TextureRenderer {
  /**
   * Draws rows [y0, y1) into `out`, whose first row is the image's row `firstRow` (default 0): a
   * band can be drawn into a buffer of its own size, without the rest of the square around it.
   */
  renderRows(out: Uint8ClampedArray, y0: number, y1: number, firstRow?: number): void;
}

export type TextureFactory = (ctx: TextureContext) => TextureRenderer;

export function parseHex(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Lightens (k > 0, towards white) or darkens (k < 0, towards black) one channel by |k|. */
export function tone(c: number, k: number): number {
  return k >= 0 ? c + (255 - c) * k : c * (1 + k);
}

export function toneRgb(c: Rgb, k: number): Rgb {
  return [tone(c[0], k), tone(c[1], k), tone(c[2], k)];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Relative lightness 0..1 (Rec. 709 weights on the gamma-encoded channels: good enough here). */
export function lightness(c: Rgb): number {
  return (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;
}

/** Moves a colour's saturation: 0 grey, 1 unchanged, >1 more saturated. */
export function saturate(c: Rgb, s: number): Rgb {
  const l = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  return [l + (c[0] - l) * s, l + (c[1] - l) * s, l + (c[2] - l) * s];
}

/** A flat list of colours for inner loops: entry k is at [3k, 3k + 3). */
export function palette(colours: readonly Rgb[]): Float32Array {
  const out = new Float32Array(colours.length * 3);
  colours.forEach((c, k) => out.set(c, k * 3));
  return out;
}

/**
 * The row of the image a shader is colouring: `set` writes pixel x of it with dither (the clamped
 * array clamps and rounds).
 */
export class Row {
  out: Uint8ClampedArray = new Uint8ClampedArray(0);
  /** Index of the row's first byte. */
  start = 0;
  /** The row's line of the dither table. */
  dither = 0;

  /** Pixel x's colour, channels on the 0..255 scale. */
  set(x: number, r: number, g: number, b: number): void {
    const d = DITHER[(x & 63) | this.dither]!;
    const i = this.start + x * 3;
    this.out[i] = r + d;
    this.out[i + 1] = g + d;
    this.out[i + 2] = b + d;
  }
}

/**
 * Colours row y (centre `v` in image units) of a texture: for each x in [0, size), the pixel
 * centred on u = (x + 0.5) / size, given to `out.set`. (A row rather than a pixel per call: a
 * shader called per pixel from the one loop every texture shares is not inlined there, which made
 * renders about 10 % slower overall and up to a quarter slower for some textures.)
 */
export type RowShader = (y: number, v: number, out: Row) => void;

/** The one pixel scaffold of every texture: walks rows [y0, y1) and has `shade` colour each. */
export function paint(size: number, shade: RowShader): TextureRenderer {
  const row = new Row();
  return {
    renderRows(out, y0, y1, firstRow = 0) {
      row.out = out;
      for (let y = y0; y < y1; y++) {
        row.start = (y - firstRow) * size * 3;
        row.dither = (y & 63) << 6;
        shade(y, (y + 0.5) / size, row);
      }
    },
  };
}

/**
 * A fine grain: value noise of `frequency` × `scale` cycles per image, of `amplitude` where the
 * pixels resolve it and fading out as it nears their limit (nothing at all beyond it).
 */
export class Grain {
  private readonly amplitude: number;
  /** Pixels walk a row through the noise's cells: the stream reuses each cell's corners. */
  private readonly noise = new ValueStream();

  constructor(
    private readonly size: number,
    private readonly frequency: number,
    amplitude: number,
    private readonly seed: number,
    private readonly scale = 1,
  ) {
    this.amplitude = amplitude * detailWeight(frequency * scale, size);
  }

  /** The grain's offset at image point (u, v); 0 where it is faded out. */
  at(u: number, v: number): number {
    if (this.amplitude <= 0) return 0;
    return this.amplitude * this.noise.at(u * this.frequency * this.scale, v * this.frequency * this.scale, this.seed);
  }

  // A walk along a row of pixel centres (`row`, then `column` for any x): what `at` works out from
  // u alone is the same in every row, from v alone the same along the row. The lattice values of
  // the row's two lattice lines are hashed once per line pair (in `row`, where hash01 is inlined:
  // hashed in `column`, inside the pixel loops, its values were boxed), so `column` only reads.
  private columnCell: Int32Array | undefined;
  private columnWeight: Float64Array | undefined;
  private rowCell = Number.NaN;
  private rowWeight = 0;
  /** hash01(x0, rowCell, seed) and hash01(x0, rowCell + 1, seed) for every x0 a column uses. */
  private upper: Float64Array | undefined;
  private lower: Float64Array | undefined;

  /** Starts the walk along the row of pixel centres at v (image units). */
  row(v: number): void {
    if (!this.columnCell) {
      this.columnCell = new Int32Array(this.size);
      this.columnWeight = new Float64Array(this.size);
      for (let x = 0; x < this.size; x++) {
        const t = ((x + 0.5) / this.size) * this.frequency * this.scale;
        const t0 = Math.floor(t);
        const f = t - t0;
        this.columnCell[x] = t0;
        this.columnWeight[x] = f * f * (3 - 2 * f);
      }
      this.upper = new Float64Array(this.columnCell[this.size - 1]! + 2);
      this.lower = new Float64Array(this.upper.length);
    }
    const t = v * this.frequency * this.scale;
    const y0 = Math.floor(t);
    const f = t - y0;
    this.rowWeight = f * f * (3 - 2 * f);
    if (y0 !== this.rowCell && this.amplitude > 0) {
      const upper = this.upper!;
      const lower = this.lower!;
      for (let x0 = 0; x0 < upper.length; x0++) {
        upper[x0] = hash01(x0, y0, this.seed);
        lower[x0] = hash01(x0, y0 + 1, this.seed);
      }
    }
    this.rowCell = y0;
  }

  /** The grain at pixel x of the row `row` started: `at((x + 0.5) / size, v)`, bit for bit. */
  column(x: number): number {
    if (this.amplitude <= 0) return 0;
    const x0 = this.columnCell![x]!;
    const upper = this.upper!;
    const lower = this.lower!;
    const a = upper[x0]!;
    const c = lower[x0]!;
    const u = this.columnWeight![x]!;
    const top = a + (upper[x0 + 1]! - a) * u;
    const bottom = c + (lower[x0 + 1]! - c) * u;
    return this.amplitude * (2 * (top + (bottom - top) * this.rowWeight) - 1);
  }
}

/**
 * Features on a jittered grid of square cells of side `cell` (in image units): at most one per
 * cell, present with probability `density`, with a radius in [rMin, rMax] (image units) and two
 * random attributes. When `contained`, a feature lies wholly inside its cell, so a pixel only has
 * to look at its own cell; otherwise features may reach into the 8 neighbours.
 */
export class Scatter {
  /** Cells per side, plus one ring outside the image on each side. */
  readonly n: number;
  readonly x: Float32Array;
  readonly y: Float32Array;
  /** 0 when the cell is empty. */
  readonly r: Float32Array;
  readonly a: Float32Array;
  readonly b: Float32Array;

  constructor(
    readonly cell: number,
    seed: number,
    density: number,
    rMin: number,
    rMax: number,
    contained: boolean,
    /** Skews radii towards small (>1) or large (<1) values. */
    sizeBias = 1,
  ) {
    const cells = Math.ceil(1 / cell);
    this.n = cells + 2;
    const total = this.n * this.n;
    this.x = new Float32Array(total);
    this.y = new Float32Array(total);
    this.r = new Float32Array(total);
    this.a = new Float32Array(total);
    this.b = new Float32Array(total);
    for (let j = -1; j <= cells; j++) {
      for (let i = -1; i <= cells; i++) {
        const k = (j + 1) * this.n + (i + 1);
        const present = hash01(i, j, seed) < density;
        const radius = rMin + (rMax - rMin) * Math.pow(hash01(i, j, seed + 1), sizeBias);
        const r = contained ? Math.min(radius, cell * 0.5) : radius;
        const slack = contained ? cell - 2 * r : cell;
        const off = contained ? r : 0;
        this.x[k] = (i + 0) * cell + off + slack * hash01(i, j, seed + 2);
        this.y[k] = (j + 0) * cell + off + slack * hash01(i, j, seed + 3);
        this.r[k] = present ? r : 0;
        this.a[k] = hash01(i, j, seed + 4);
        this.b[k] = hash01(i, j, seed + 5);
      }
    }
  }

  /** Index of the cell holding image point (u, v). */
  cellAt(u: number, v: number): number {
    const i = Math.floor(u / this.cell);
    const j = Math.floor(v / this.cell);
    return (j + 1) * this.n + (i + 1);
  }
}
