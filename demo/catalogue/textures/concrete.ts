/**
 * Concrete: low-frequency mottled clouds of cement tones, a fine sandy grain, scattered aggregate
 * specks and pores (small dark voids with a lit lower rim).
 */
import { Grain, lightness, mix, paint, Scatter, toneRgb, type TextureFactory } from "./common";
import { bandLimit, clamp01, fbm, Lattice, subSeed } from "./noise";

export const concrete: TextureFactory = ({ size, seed, base, accent }) => {
  const lattice = Lattice.forSize(size, 4, 480);
  const s = Array.from({ length: 8 }, (_, k) => subSeed(seed, k));
  const [clouds, mottle, stains] = lattice.sampleMany(3, (u, v, out) => {
    out[0] = fbm(u * 2.2, v * 2.2, s[0]!, bandLimit(3, 2.2, size));
    out[1] = fbm(u * 9, v * 9, s[1]!, bandLimit(5, 9, size), 0.6);
    out[2] = fbm(u * 5 + 2, v * 5, s[2]!, bandLimit(3, 5, size));
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
  return paint(size, (y, v, out) => {
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      lattice.locate(x, y);
      const c = lattice.here(clouds);
      const t = clamp01(0.55 + 0.3 * c + 0.4 * lattice.here(mottle));
      let r = deep[0] + (light[0] - deep[0]) * t;
      let g = deep[1] + (light[1] - deep[1]) * t;
      let b = deep[2] + (light[2] - deep[2]) * t;
      // Darker damp-looking patches.
      const stain = clamp01((lattice.here(stains) - 0.25) * 2.5) * 0.06;
      let m = 1 - stain;
      m += sand.at(u, v);
      m += sand2.at(u, v);
      r *= m;
      g *= m;
      b *= m;
      // Aggregate specks: slightly lighter or darker grains.
      let k = aggregate.cellAt(u, v);
      let rad = aggregate.r[k]!;
      if (rad > 0) {
        const dx = u - aggregate.x[k]!;
        const dy = v - aggregate.y[k]!;
        const cover = clamp01((rad - Math.sqrt(dx * dx + dy * dy)) * px + 0.5);
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
        k = p.cellAt(u, v);
        rad = p.r[k]!;
        if (rad <= 0) continue;
        const dx = u - p.x[k]!;
        const dy = v - p.y[k]!;
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
      out.set(x, r, g, b);
    }
  });
};
