/**
 * Brushed metal: fine anisotropic streaks along the brushing direction, a few longer scratches,
 * and a broad soft sheen where the light catches the surface.
 */
import { paint, toneRgb, type TextureFactory } from "./common";
import { clamp01, hash01, Lattice, fbm, subSeed, value, value1 } from "./noise";

export const metal: TextureFactory = ({ size, seed, base, accent }) => {
  const s = Array.from({ length: 8 }, (_, k) => subSeed(seed, k));
  const lattice = Lattice.forSize(size, 6, 256);
  const clouds = lattice.sample((u, v) => fbm(u * 1.5, v * 2.5, s[0]!, 3));
  // Streak octaves: [frequency across, frequency along, amplitude].
  const octaves = [
    [90, 0.8, 0.035],
    [300, 2.5, 0.045],
    [600, 5, 0.045],
    [1000, 9, 0.045],
    [1500, 14, 0.04],
  ]
    // Streaks are noise, not a pattern: they may come closer to the pixel size before fading.
    .map(([f, a, amp], k) => ({ f: f!, a: a!, amp: amp! * clamp01((size / f! - 1.6) / 1.2), seed: s[1 + k]! }));
  const active = octaves.filter((o) => o.amp > 0);
  // Streaks change slowly along the brushing direction: evaluate them every STEP pixels of a row
  // and interpolate.
  const STEP = 8;
  const samples = new Float64Array(Math.ceil(size / STEP) + 2);
  const highlight = toneRgb(accent, 0.25);
  const scratchRow = 0.0025;
  const px = size;
  const angle = 0.35 + 0.3 * hash01(seed, 1, 5);
  return paint(size, (y, v, out) => {
    // Scratches: at most one per thin row band, with a random extent.
    const row = Math.floor(v / scratchRow);
    const hasScratch = hash01(row, 1, seed) < 0.08;
    const sy = (row + hash01(row, 2, seed)) * scratchRow;
    const sa = hash01(row, 3, seed);
    const sb = sa + 0.1 + 0.5 * hash01(row, 4, seed);
    const sdist = Math.abs(v - sy);
    const scratchCover = hasScratch ? clamp01((0.00025 - sdist) * px + 0.5) * (0.5 + 0.5 * hash01(row, 5, seed)) : 0;
    for (let q = 0; q < samples.length; q++) {
      const u = (q * STEP + 0.5) / size;
      let sum = 0;
      for (let k = 0; k < active.length; k++) {
        const o = active[k]!;
        // Coarse streaks are soft; fine ones are crisp lines, one random stroke per band.
        if (o.f < 500) sum += o.amp * value(u * o.a, v * o.f, o.seed);
        else {
          const band = Math.floor(v * o.f);
          sum += o.amp * 1.3 * value1(u * o.a * 2 + hash01(band, 7, o.seed) * 50, o.seed ^ band);
        }
      }
      samples[q] = sum;
    }
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      const q = (x / STEP) | 0;
      const fq = x / STEP - q;
      const streak = samples[q]! + (samples[q + 1]! - samples[q]!) * fq;
      // Sheen: a broad diagonal band of light, brighter towards the accent colour.
      const d = (u * Math.cos(angle) + v * Math.sin(angle) - 0.55) / 0.45;
      const sheen = 0.55 * Math.exp(-d * d) + 0.05 * lattice.at(clouds, x, y);
      let r = base[0] + (highlight[0] - base[0]) * sheen;
      let g = base[1] + (highlight[1] - base[1]) * sheen;
      let b = base[2] + (highlight[2] - base[2]) * sheen;
      let m = 1 + streak;
      if (scratchCover > 0 && u > sa && u < sb) m += 0.12 * scratchCover;
      r *= m;
      g *= m;
      b *= m;
      out.set(x, r, g, b);
    }
  });
};
