/**
 * Concrete: low-frequency mottled clouds of cement tones, a fine sandy grain, scattered aggregate
 * specks and pores (small dark voids with a lit lower rim).
 */
import { Grain, lightness, mix, paint, Scatter, toneRgb, type TextureFactory } from "./common";
import { bandLimit, clamp01, DITHER, FbmStream, Lattice, subSeed } from "./noise";

export const concrete: TextureFactory = ({ size, seed, base, accent }) => {
  const lattice = Lattice.forSize(size, 4, 480);
  const s = Array.from({ length: 8 }, (_, k) => subSeed(seed, k));
  // fbm walked along the lattice's rows (see FbmStream); seeds looked up once.
  const fbm0 = new FbmStream(bandLimit(3, 2.2, size));
  const fbm1 = new FbmStream(bandLimit(5, 9, size), 0.6);
  const fbm2 = new FbmStream(bandLimit(3, 5, size));
  const [s0, s1, s2] = [s[0]!, s[1]!, s[2]!];
  const [clouds, mottle, stains] = lattice.sampleMany(3, (u, v, out) => {
    out[0] = fbm0.at(u * 2.2, v * 2.2, s0);
    out[1] = fbm1.at(u * 9, v * 9, s1);
    out[2] = fbm2.at(u * 5 + 2, v * 5, s2);
  });
  const dark = lightness(base) < 0.3;
  const light = toneRgb(base, dark ? 0.1 : 0.08);
  const deep = toneRgb(mix(base, accent, 0.35), -0.12);
  const aggregate = new Scatter(0.005, s[3]!, 0.6, 0.0006, 0.002, true, 1.4);
  const pores = new Scatter(0.035, s[4]!, 0.45, 0.0008, 0.0045, true, 2.2);
  const micro = new Scatter(0.01, s[5]!, 0.35, 0.00035, 0.0009, true, 1.5);
  const sand = new Grain(size, 380, 0.05, s[6]!);
  const sand2 = new Grain(size, 380, 0.03, s[7]!, 2.3);
  const px = size;
  // The lattice's cell and fraction, and each scatter layer's cell, of every pixel column (the
  // same for every row): looked up instead of recomputed per pixel, as are the row's per row.
  const index = lattice.index;
  const frac = lattice.frac;
  const st = lattice.stride;
  const columnsOf = (layer: Scatter) => {
    const out = new Int32Array(size);
    for (let x = 0; x < size; x++) out[x] = Math.floor((x + 0.5) / size / layer.cell) + 1;
    return out;
  };
  const aggregateColumn = columnsOf(aggregate);
  const poreColumn = columnsOf(pores);
  const microColumn = columnsOf(micro);
  // Squared distances beyond which a feature surely leaves a pixel alone, so that most pixels
  // skip the square root: a speck covers nothing past its radius plus half a pixel (a whole pixel
  // here), a pore reaches 1.5 radii (and a hair more here). The margins keep the test clear of
  // rounding: inside them the exact tests below decide, as before.
  const beyond = (layer: Scatter, reach: (r: number) => number) => {
    const out = new Float64Array(layer.r.length);
    for (let k = 0; k < out.length; k++) out[k] = layer.r[k]! > 0 ? reach(layer.r[k]!) ** 2 : 0;
    return out;
  };
  const aggregateBeyond = beyond(aggregate, (r) => r + 1 / px);
  const poreBeyond = beyond(pores, (r) => r * 1.5 * (1 + 1e-6));
  const microBeyond = beyond(micro, (r) => r * 1.5 * (1 + 1e-6));
  return paint(size, (y, v, out) => {
    const row = index[y]! * st;
    const fy = frac[y]!;
    const aggregateRow = (Math.floor(v / aggregate.cell) + 1) * aggregate.n;
    const poreRow = (Math.floor(v / pores.cell) + 1) * pores.n;
    const microRow = (Math.floor(v / micro.cell) + 1) * micro.n;
    sand.row(v);
    sand2.row(v);
    // Pixels are written here as Row.set writes them.
    const dst = out.out;
    const dither = out.dither;
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      const o = row + index[x]!;
      const fx = frac[x]!;
      // Bilinear reads of the lattice fields (as Lattice.here).
      let a = clouds[o]!;
      let c = clouds[o + st]!;
      let top = a + (clouds[o + 1]! - a) * fx;
      const cl = top + (c + (clouds[o + st + 1]! - c) * fx - top) * fy;
      a = mottle[o]!;
      c = mottle[o + st]!;
      top = a + (mottle[o + 1]! - a) * fx;
      const t = clamp01(0.55 + 0.3 * cl + 0.4 * (top + (c + (mottle[o + st + 1]! - c) * fx - top) * fy));
      let r = deep[0] + (light[0] - deep[0]) * t;
      let g = deep[1] + (light[1] - deep[1]) * t;
      let b = deep[2] + (light[2] - deep[2]) * t;
      // Darker damp-looking patches.
      a = stains[o]!;
      c = stains[o + st]!;
      top = a + (stains[o + 1]! - a) * fx;
      const stain = clamp01((top + (c + (stains[o + st + 1]! - c) * fx - top) * fy - 0.25) * 2.5) * 0.06;
      let m = 1 - stain;
      m += sand.column(x);
      m += sand2.column(x);
      r *= m;
      g *= m;
      b *= m;
      // Aggregate specks: slightly lighter or darker grains.
      let k = aggregateRow + aggregateColumn[x]!;
      let rad = aggregate.r[k]!;
      if (rad > 0) {
        const dx = u - aggregate.x[k]!;
        const dy = v - aggregate.y[k]!;
        const cover = dx * dx + dy * dy > aggregateBeyond[k]! ? 0 : clamp01((rad - Math.sqrt(dx * dx + dy * dy)) * px + 0.5);
        if (cover > 0) {
          const f = 1 + cover * (aggregate.a[k]! < 0.5 ? -0.09 : 0.07) * (0.5 + aggregate.b[k]!);
          r *= f;
          g *= f;
          b *= f;
        }
      }
      // Pores: dark inside, a shadowed upper edge and a lit lower rim.
      for (let layer = 0; layer < 2; layer++) {
        const p = layer === 0 ? pores : micro;
        k = layer === 0 ? poreRow + poreColumn[x]! : microRow + microColumn[x]!;
        rad = p.r[k]!;
        if (rad <= 0) continue;
        const dx = u - p.x[k]!;
        const dy = v - p.y[k]!;
        if (dx * dx + dy * dy > (layer === 0 ? poreBeyond[k]! : microBeyond[k]!)) continue;
        const dist = Math.sqrt(dx * dx + dy * dy);
        if (dist > rad * 1.5) continue;
        const inside = clamp01((rad - dist) * px + 0.5);
        const rim = clamp01((rad * 1.35 - dist) * px + 0.5) - inside;
        const depth = 0.5 - 0.25 * (dy / rad);
        const f = (1 - inside * depth) * (1 + rim * (dy > 0 ? 0.12 : -0.05));
        r *= f;
        g *= f;
        b *= f;
      }
      const d = DITHER[(x & 63) | dither]!;
      const i = out.start + x * 3;
      dst[i] = r + d;
      dst[i + 1] = g + d;
      dst[i + 2] = b + d;
    }
  });
};
