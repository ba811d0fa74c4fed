/**
 * Textile: a plain weave of slubbed, twisted yarns (linen-like). Warp threads run down, weft
 * threads across; each thread wanders a little, varies in tone along its length (slubs), is
 * rounded with a twist, and dips under its neighbours. When the threads are too fine for the
 * pixel size only their exact average remains (with the slubs, which are larger), so small
 * swatches do not moiré and still match the large ones.
 */
import { mix, paint, toneRgb, type TextureFactory } from "./common";
import { clamp01, detailWeight, hash01, Lattice, subSeed, value } from "./noise";

const PITCH = 0.0042;
const MEAN_THICKNESS = 0.86;

/** Brightness of a thread at (across, along) in its cell, both 0..1; -1 in the gap beside it. */
function threadShade(across: number, along: number, thickness: number, twist: number): number {
  const c = (2 * across - 1) / thickness;
  if (c * c >= 1) return -1;
  const round = Math.sqrt(1 - c * c);
  // sin(πt) ≈ 4t(1 - t); the twist is a parabolic wave: cheaper than Math.sin, looks the same.
  const dip = 0.74 + 1.04 * along * (1 - along);
  let w = along * 2 + across * 1.3;
  w -= Math.floor(w);
  const fibre = 1 + twist * (w < 0.5 ? 16 * w * (0.5 - w) : -16 * (w - 0.5) * (1 - w));
  return (0.7 + 0.36 * round) * dip * fibre;
}

/** Mean thread brightness and gap share over a cell, for the unresolved average. */
const MEANS = (() => {
  let shade = 0;
  let gap = 0;
  const n = 96;
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      const s = threadShade((i + 0.5) / n, (j + 0.5) / n, MEAN_THICKNESS, 0);
      if (s < 0) gap++;
      else shade += s;
    }
  }
  return { shade: shade / (n * n), gap: gap / (n * n) };
})();

export const textile: TextureFactory = ({ size, outputSize, seed, base, accent }) => {
  // Threads show once they are 3 delivered pixels apart; twist needs more.
  const delivered = PITCH * outputSize;
  const weave = clamp01((delivered - 2.8) / 2.2);
  const twist = 0.07 * clamp01((PITCH * size - 6) / 6);
  const s = Array.from({ length: 6 }, (_, k) => subSeed(seed, k));
  const warpColour = base;
  const weftColour = mix(base, accent, 0.45);
  const gap = toneRgb(mix(base, accent, 0.5), -0.38);
  const wander = detailWeight(25, size) * PITCH * 0.15;
  const lattice = Lattice.forSize(size, 8, 256);
  const [wanderX, wanderY] = lattice.sampleMany(2, (u, v, out) => {
    out[0] = value(u * 8, v * 25, s[4]!);
    out[1] = value(u * 25 + 17, v * 8, s[5]!);
  });
  const { shade: meanShade, gap: meanGap } = MEANS;
  // Slubs vary slowly along a thread: cache warp slubs per thread for the current row, and weft
  // slubs per pixel column for the last two weft threads seen.
  const threads = Math.ceil(1 / PITCH) + 4;
  const warpRow = new Float64Array(threads);
  const warpStamp = new Int32Array(threads).fill(-1);
  // Each thread's thickness offset, by thread index + 2 (wander can take a pixel to thread -1 or -2).
  const warpThickness = Float64Array.from({ length: threads }, (_, t) => hash01(t - 2, 1, seed));
  const weftThickness = Float64Array.from({ length: threads }, (_, t) => hash01(t - 2, 4, seed));
  const weftTables = [new Float32Array(size), new Float32Array(size)];
  const weftKeys = [Number.NaN, Number.NaN];
  const weftTable = (j: number) => {
    if (weftKeys[0] === j) return weftTables[0]!;
    if (weftKeys[1] === j) return weftTables[1]!;
    // Replace the older entry (slot 1), then make it the newest.
    const table = weftTables[1]!;
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      table[x] = 0.07 * value(u * 14, j * 0.37, s[2]!) + 0.05 * value(u * 60, j * 0.61, s[3]!) + 0.03 * (hash01(j, 3, seed) - 0.5);
    }
    weftTables[1] = weftTables[0]!;
    weftTables[0] = table;
    weftKeys[1] = weftKeys[0]!;
    weftKeys[0] = j;
    return table;
  };
  return paint(size, (y, v, out) => {
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      // Threads wander slightly off their grid.
      const wu = wander > 0 ? u + wander * lattice.at(wanderX, x, y) : u;
      const wv = wander > 0 ? v + wander * lattice.at(wanderY, x, y) : v;
      const tu = wu / PITCH;
      const tv = wv / PITCH;
      const i = Math.floor(tu);
      const j = Math.floor(tv);
      const fu = tu - i;
      const fv = tv - j;
      const ti = i + 2;
      if (warpStamp[ti] !== y) {
        warpStamp[ti] = y;
        warpRow[ti] = 0.07 * value(v * 14, i * 0.37, s[0]!) + 0.05 * value(v * 60, i * 0.61, s[1]!) + 0.03 * (hash01(i, 2, seed) - 0.5);
      }
      const warpSlub = warpRow[ti]!;
      const weftSlub = weftTable(j)[x]!;
      const warpM = (1 + warpSlub) * meanShade;
      const weftM = (1 + weftSlub) * meanShade;
      // The average: half the cells show warp, half weft, each with its gap.
      let r = 0.5 * (warpColour[0] * warpM + weftColour[0] * weftM) + meanGap * gap[0];
      let g = 0.5 * (warpColour[1] * warpM + weftColour[1] * weftM) + meanGap * gap[1];
      let b = 0.5 * (warpColour[2] * warpM + weftColour[2] * weftM) + meanGap * gap[2];
      if (weave > 0) {
        const warpOnTop = ((i + j) & 1) === 0;
        const thick = MEAN_THICKNESS + 0.1 * ((warpOnTop ? warpThickness[ti]! : weftThickness[j + 2]!) - 0.5) + 0.8 * (warpOnTop ? warpSlub : weftSlub);
        const shade = warpOnTop ? threadShade(fu, fv, thick, twist) : threadShade(fv, fu, thick, twist);
        const colour = warpOnTop ? warpColour : weftColour;
        const m = shade * (1 + (warpOnTop ? warpSlub : weftSlub));
        const wr = shade < 0 ? gap[0] : colour[0] * m;
        const wg = shade < 0 ? gap[1] : colour[1] * m;
        const wb = shade < 0 ? gap[2] : colour[2] * m;
        r += (wr - r) * weave;
        g += (wg - g) * weave;
        b += (wb - b) * weave;
      }
      out.set(x, r, g, b);
    }
  });
};
