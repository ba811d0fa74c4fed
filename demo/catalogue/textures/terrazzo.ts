/**
 * Terrazzo: angular chips of marble and glass in the accent colour and related tones, in three
 * sizes, set in a finely speckled matrix of the base colour.
 */
import { Grain, lightness, mix, palette, paint, saturate, Scatter, toneRgb, type TextureFactory } from "./common";
import { clamp01, detailWeight, fbm, hash01, Lattice, PerlinStream, subSeed } from "./noise";

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
}

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
  return { scatter, nx, ny, reach, sides, rMax, offsets, candidates: Int32Array.from(list) };
}

/** Signed distance-like value (image units) to the nearest chip edge, < 0 inside; sets `hit`. */
function chipAt(layer: ChipLayer, u: number, v: number, hit: { cell: number; d: number }): void {
  const s = layer.scatter;
  const cells = s.n - 2;
  const i = Math.min(cells - 1, Math.floor(u / s.cell));
  const j = Math.min(cells - 1, Math.floor(v / s.cell));
  hit.cell = -1;
  hit.d = 1;
  const c = j * cells + i;
  const end = layer.offsets[c + 1]!;
  for (let q = layer.offsets[c]!; q < end; q++) {
    const k = layer.candidates[q]!;
    const r = s.r[k]!;
    const dx = u - s.x[k]!;
    const dy = v - s.y[k]!;
    if (dx * dx + dy * dy > r * r) continue;
    let d = -1;
    const count = layer.sides[k]!;
    for (let e = 0; e < count; e++) {
      const o = k * SIDES + e;
      const h = dx * layer.nx[o]! + dy * layer.ny[o]! - r * layer.reach[o]!;
      if (h > d) d = h;
    }
    if (d < hit.d) {
      hit.d = d;
      hit.cell = k;
    }
  }
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
  const hit = { cell: -1, d: 1 };
  const px = size;
  return paint(size, (y, v, out) => {
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      const m = 1 + 0.02 * lattice.at(clouds, x, y) + grain.at(u, v);
      let r = base[0] * m;
      let g = base[1] * m;
      let b = base[2] * m;
      // Matrix specks: tiny grains of the chip colours.
      const sk = speck.cellAt(u, v);
      const sr = speck.r[sk]!;
      if (sr > 0) {
        const dx = u - speck.x[sk]!;
        const dy = v - speck.y[sk]!;
        const cover = 0.8 * clamp01((sr - Math.sqrt(dx * dx + dy * dy)) * px + 0.5);
        if (cover > 0) {
          const c = pick(speck.a[sk]!);
          r += (chips[c]! - r) * cover;
          g += (chips[c + 1]! - g) * cover;
          b += (chips[c + 2]! - b) * cover;
        }
      }
      for (let l = 0; l < layers.length; l++) {
        const layer = layers[l]!;
        chipAt(layer, u, v, hit);
        if (hit.cell < 0) continue;
        const cover = clamp01(-hit.d * px + 0.5);
        if (cover <= 0) continue;
        const s = layer.scatter;
        const c = pick(s.a[hit.cell]!);
        // Each chip has its own shade and a slight gradient across it.
        const dx = u - s.x[hit.cell]!;
        let shade = 1 + 0.12 * (s.b[hit.cell]! - 0.5) + ((0.6 * dx) / s.r[hit.cell]!) * 0.05;
        // Marble chips are grainy and clouded inside.
        if (chipGrain > 0) shade += chipGrain * 0.05 * chipNoise[l]!.at(u * 260, v * 260, grainSeed + l);
        r += (chips[c]! * shade - r) * cover;
        g += (chips[c + 1]! * shade - g) * cover;
        b += (chips[c + 2]! * shade - b) * cover;
        break;
      }
      out.set(x, r, g, b);
    }
  });
};
