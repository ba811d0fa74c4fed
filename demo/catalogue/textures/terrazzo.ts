/**
 * Terrazzo: angular chips of marble and glass in the accent colour and related tones, in three
 * sizes, set in a finely speckled matrix of the base colour.
 */
import { Grain, lightness, mix, palette, paint, saturate, Scatter, toneRgb, type TextureFactory } from "./common";
import { clamp01, detailWeight, DITHER, fbm, hash01, Lattice, PerlinStream, subSeed } from "./noise";

/** Half-plane normals of each chip: a convex polygon is the set where every dot(p - c, n) < r·k. */
const SIDES = 7;

interface ChipLayer {
  scatter: Scatter;
  nx: Float32Array;
  ny: Float32Array;
  reach: Float32Array;
  sides: Uint8Array;
  rMax: number;
  /** Per cell, the chips that can reach into it: candidates[offsets[c] .. offsets[c + 1]). */
  offsets: Int32Array;
  candidates: Int32Array;
  /**
   * The same per part of a cell (SUB × SUB parts, rows of cells × SUB): those of its
   * cell's candidates, in the same order, that come within a hair of the part. The others fail a
   * pixel's distance test there anyway, so a pixel only tests these.
   */
  subOffsets: Int32Array;
  subCandidates: Int32Array;
}

/** Parts of a cell's side in the finer candidate lists. */
const SUB = 4;

function chipLayer(cell: number, seed: number, density: number, rMin: number, rMax: number): ChipLayer {
  const scatter = new Scatter(cell, seed, density, rMin, rMax, false, 1.3);
  const total = scatter.n * scatter.n;
  const nx = new Float32Array(total * SIDES);
  const ny = new Float32Array(total * SIDES);
  const reach = new Float32Array(total * SIDES);
  const sides = new Uint8Array(total);
  for (let k = 0; k < total; k++) {
    const count = 4 + Math.floor(hash01(k, 1, seed) * (SIDES - 3));
    sides[k] = count;
    const start = hash01(k, 2, seed) * Math.PI * 2;
    // Elongated chips: scale the reach along one axis.
    const stretch = 0.55 + 0.45 * hash01(k, 3, seed);
    for (let e = 0; e < count; e++) {
      const angle = start + ((e + 0.5 * (hash01(k, 10 + e, seed) - 0.5)) * Math.PI * 2) / count;
      nx[k * SIDES + e] = Math.cos(angle);
      ny[k * SIDES + e] = Math.sin(angle);
      const along = Math.abs(Math.cos(angle - start));
      reach[k * SIDES + e] = (0.7 + 0.3 * hash01(k, 20 + e, seed)) * (stretch + (1 - stretch) * along);
    }
  }
  // Which chips reach into each cell (usually one to three of the nine around it).
  const cells = scatter.n - 2;
  const offsets = new Int32Array(cells * cells + 1);
  const list: number[] = [];
  for (let j = 0; j < cells; j++) {
    for (let i = 0; i < cells; i++) {
      offsets[j * cells + i] = list.length;
      const x0 = i * cell;
      const y0 = j * cell;
      for (let dj = -1; dj <= 1; dj++) {
        for (let di = -1; di <= 1; di++) {
          const k = (j + dj + 1) * scatter.n + (i + di + 1);
          const r = scatter.r[k]!;
          if (r <= 0) continue;
          const cx = Math.max(x0, Math.min(x0 + cell, scatter.x[k]!));
          const cy = Math.max(y0, Math.min(y0 + cell, scatter.y[k]!));
          const ex = cx - scatter.x[k]!;
          const ey = cy - scatter.y[k]!;
          if (ex * ex + ey * ey <= r * r) list.push(k);
        }
      }
    }
  }
  offsets[cells * cells] = list.length;
  const candidates = Int32Array.from(list);
  // A pixel's part is found from its offset in its cell, which rounding can put a hair outside the
  // part: a chip is kept when it comes within 1e-7 (image units, far above rounding, far below a
  // pixel) of the part, so that none a pixel there could be inside of is left out.
  const side = cell / SUB;
  const parts = cells * SUB;
  const subOffsets = new Int32Array(parts * parts + 1);
  const subList: number[] = [];
  for (let pj = 0; pj < parts; pj++) {
    for (let pi = 0; pi < parts; pi++) {
      subOffsets[pj * parts + pi] = subList.length;
      const c = Math.floor(pj / SUB) * cells + Math.floor(pi / SUB);
      const x0 = Math.floor(pi / SUB) * cell + (pi % SUB) * side;
      const y0 = Math.floor(pj / SUB) * cell + (pj % SUB) * side;
      for (let q = offsets[c]!; q < offsets[c + 1]!; q++) {
        const k = candidates[q]!;
        const r = scatter.r[k]! + 1e-7;
        const ex = Math.max(x0, Math.min(x0 + side, scatter.x[k]!)) - scatter.x[k]!;
        const ey = Math.max(y0, Math.min(y0 + side, scatter.y[k]!)) - scatter.y[k]!;
        if (ex * ex + ey * ey <= r * r) subList.push(k);
      }
    }
  }
  subOffsets[parts * parts] = subList.length;
  return { scatter, nx, ny, reach, sides, rMax, offsets, candidates, subOffsets, subCandidates: Int32Array.from(subList) };
}

export const terrazzo: TextureFactory = ({ size, seed, base, accent }) => {
  const layers = [
    chipLayer(0.075, subSeed(seed, 1), 0.75, 0.016, 0.036),
    chipLayer(0.032, subSeed(seed, 2), 0.8, 0.006, 0.015),
    chipLayer(0.013, subSeed(seed, 3), 0.75, 0.0022, 0.006),
  ];
  /** One noise stream per layer: a stream keeps the corners of the cell its layer's last pixel was in. */
  const chipNoise = layers.map(() => new PerlinStream());
  const dark = lightness(base) < 0.35;
  const chips = palette([
    accent,
    toneRgb(accent, 0.3),
    toneRgb(accent, -0.3),
    dark ? toneRgb(base, 0.55) : [240, 238, 232],
    dark ? toneRgb(base, 0.25) : toneRgb(saturate(base, 0.5), -0.55),
    toneRgb(mix(base, accent, 0.5), dark ? 0.2 : -0.12),
    dark ? toneRgb(accent, 0.6) : toneRgb(base, -0.25),
  ]);
  const weights = [0.26, 0.14, 0.12, 0.16, 0.1, 0.12, 0.1];
  const cumulative: number[] = [];
  weights.reduce((sum, w) => (cumulative.push(sum + w), sum + w), 0);
  const pick = (a: number) => {
    let k = 0;
    while (k < cumulative.length - 1 && a >= cumulative[k]!) k++;
    return k * 3;
  };
  const lattice = Lattice.forSize(size, 6, 256);
  const cloudSeed = subSeed(seed, 4);
  const clouds = lattice.sample((u, v) => fbm(u * 3, v * 3, cloudSeed, 3));
  const speck = new Scatter(0.0035, subSeed(seed, 5), 0.55, 0.0004, 0.0011, true, 1.5);
  const grainSeed = subSeed(seed, 6);
  const grain = new Grain(size, 500, 0.02, grainSeed);
  const chipGrain = detailWeight(260, size);
  const px = size;
  // Everything below that depends on the column alone (the lattice cell, the speck and chip grid
  // cells) is looked up per column, what depends on the row alone once per row; a pixel's chip
  // search is written out in the loop (as a call, it boxed the coordinates it was given) and the palette
  // entry of every speck and chip is picked once per cell.
  const index = lattice.index;
  const frac = lattice.frac;
  const st = lattice.stride;
  const speckColumn = new Int32Array(size);
  for (let x = 0; x < size; x++) speckColumn[x] = Math.floor((x + 0.5) / size / speck.cell) + 1;
  const colours = (a: Float32Array) => {
    const out = new Int32Array(a.length);
    for (let k = 0; k < a.length; k++) out[k] = pick(a[k]!);
    return out;
  };
  const speckColour = colours(speck.a);
  // A pixel coordinate's cell (as the chip search finds it) and its part of the cell, as the
  // column or row of the part in the layer's finer candidate lists.
  const partOf = (layer: ChipLayer, t: number) => {
    const s = layer.scatter;
    const i = Math.min(s.n - 3, Math.floor(t / s.cell));
    return i * SUB + Math.max(0, Math.min(SUB - 1, Math.floor((t - i * s.cell) / (s.cell / SUB))));
  };
  const layerColumns = layers.map((layer) => Int32Array.from({ length: size }, (_, x) => partOf(layer, (x + 0.5) / size)));
  const layerColours = layers.map((layer) => colours(layer.scatter.a));
  const layerRows = new Int32Array(layers.length);
  // A row is drawn in two passes: the matrix, specks and the chip (if any) over each pixel into
  // these, then the chips' grain and the pixels. (In one loop the chips' noise stream was called,
  // not inlined, and its numbers boxed.)
  const rowR = new Float64Array(size);
  const rowG = new Float64Array(size);
  const rowB = new Float64Array(size);
  /** The chip layer over the pixel, -1 for none; its palette entry, cover and shade. */
  const overLayer = new Int32Array(size);
  const chipColour = new Int32Array(size);
  const chipCover = new Float64Array(size);
  const chipShade = new Float64Array(size);
  // The first pass, a function of its own: V8 inlines calls into a function only up to a budget,
  // and in one function with the second pass, the chips' noise stream went without.
  const firstPass = (y: number, v: number) => {
    const row = index[y]! * st;
    const fy = frac[y]!;
    grain.row(v);
    const speckRow = (Math.floor(v / speck.cell) + 1) * speck.n;
    for (let l = 0; l < layers.length; l++) layerRows[l] = partOf(layers[l]!, v) * (layers[l]!.scatter.n - 2) * SUB;
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      // Bilinear read of the clouds (as Lattice.at).
      const o = row + index[x]!;
      const fx = frac[x]!;
      const a = clouds[o]!;
      const c = clouds[o + st]!;
      const top = a + (clouds[o + 1]! - a) * fx;
      const m = 1 + 0.02 * (top + (c + (clouds[o + st + 1]! - c) * fx - top) * fy) + grain.column(x);
      let r = base[0] * m;
      let g = base[1] * m;
      let b = base[2] * m;
      // Matrix specks: tiny grains of the chip colours.
      const sk = speckRow + speckColumn[x]!;
      const sr = speck.r[sk]!;
      if (sr > 0) {
        const dx = u - speck.x[sk]!;
        const dy = v - speck.y[sk]!;
        const cover = 0.8 * clamp01((sr - Math.sqrt(dx * dx + dy * dy)) * px + 0.5);
        if (cover > 0) {
          const c = speckColour[sk]!;
          r += (chips[c]! - r) * cover;
          g += (chips[c + 1]! - g) * cover;
          b += (chips[c + 2]! - b) * cover;
        }
      }
      rowR[x] = r;
      rowG[x] = g;
      rowB[x] = b;
      overLayer[x] = -1;
      for (let l = 0; l < layers.length; l++) {
        const layer = layers[l]!;
        // Of the chips that reach this cell, the one whose edge is furthest outside the pixel: d is
        // a signed distance-like value (image units) to a chip's nearest edge, < 0 inside.
        const s = layer.scatter;
        const cell = layerRows[l]! + layerColumns[l]![x]!;
        let hit = -1;
        let hitD = 1;
        const end = layer.subOffsets[cell + 1]!;
        for (let q = layer.subOffsets[cell]!; q < end; q++) {
          const k = layer.subCandidates[q]!;
          const rk = s.r[k]!;
          const dx = u - s.x[k]!;
          const dy = v - s.y[k]!;
          if (dx * dx + dy * dy > rk * rk) continue;
          let d = -1;
          const count = layer.sides[k]!;
          for (let e = 0; e < count; e++) {
            const o = k * SIDES + e;
            const h = dx * layer.nx[o]! + dy * layer.ny[o]! - rk * layer.reach[o]!;
            if (h > d) {
              d = h;
              // A chip this far outside the pixel covers none of it (d only grows with more
              // sides): it is left out, as the pixel would have skipped it for its cover had it
              // been nearest, and nearer chips are kept.
              if (d * px >= 0.5) break;
            }
          }
          if (d < hitD && d * px < 0.5) {
            hitD = d;
            hit = k;
          }
        }
        if (hit < 0) continue;
        const cover = clamp01(-hitD * px + 0.5);
        if (cover <= 0) continue;
        overLayer[x] = l;
        chipColour[x] = layerColours[l]![hit]!;
        chipCover[x] = cover;
        // Each chip has its own shade and a slight gradient across it.
        const dx = u - s.x[hit]!;
        chipShade[x] = 1 + 0.12 * (s.b[hit]! - 0.5) + ((0.6 * dx) / s.r[hit]!) * 0.05;
        break;
      }
    }
  };
  return paint(size, (y, v, out) => {
    firstPass(y, v);
    // Pixels are written here as Row.set writes them (a call per pixel boxed its three numbers).
    const dst = out.out;
    const dither = out.dither;
    for (let x = 0; x < size; x++) {
      let r = rowR[x]!;
      let g = rowG[x]!;
      let b = rowB[x]!;
      const l = overLayer[x]!;
      if (l >= 0) {
        let shade = chipShade[x]!;
        // Marble chips are grainy and clouded inside.
        if (chipGrain > 0) {
          const u = (x + 0.5) / size;
          shade += chipGrain * 0.05 * chipNoise[l]!.at(u * 260, v * 260, grainSeed + l);
        }
        const c = chipColour[x]!;
        const cover = chipCover[x]!;
        r += (chips[c]! * shade - r) * cover;
        g += (chips[c + 1]! * shade - g) * cover;
        b += (chips[c + 2]! * shade - b) * cover;
      }
      const d = DITHER[(x & 63) | dither]!;
      const i = out.start + x * 3;
      dst[i] = r + d;
      dst[i + 1] = g + d;
      dst[i + 2] = b + d;
    }
  });
};
