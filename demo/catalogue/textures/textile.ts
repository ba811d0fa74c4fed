/**
 * Textile: a plain weave of slubbed, twisted yarns (linen-like). Warp threads run down, weft
 * threads across; each thread wanders a little, varies in tone along its length (slubs), is
 * rounded with a twist, and dips under its neighbours. When the threads are too fine for the
 * pixel size only their exact average remains (with the slubs, which are larger), so small
 * swatches do not moiré and still match the large ones.
 */
import { mix, paint, toneRgb, type TextureFactory } from "./common";
import { clamp01, detailWeight, DITHER, hash01, Lattice, subSeed, value, ValueStream } from "./noise";

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
  // Colours in Float64Arrays (the same numbers): as arrays of small integers (the base) and of
  // doubles, the pixel loop read them through two kinds of array and was deoptimised over and over.
  const warpColour = Float64Array.from(base);
  const weftColour = Float64Array.from(mix(base, accent, 0.45));
  const gap = Float64Array.from(toneRgb(mix(base, accent, 0.5), -0.38));
  const wander = detailWeight(25, size) * PITCH * 0.15;
  const lattice = Lattice.forSize(size, 8, 256);
  const [wanderX, wanderY] = lattice.sampleMany(2, (u, v, out) => {
    out[0] = value(u * 8, v * 25, s[4]!);
    out[1] = value(u * 25 + 17, v * 8, s[5]!);
  });
  const { shade: meanShade, gap: meanGap } = MEANS;
  // Slubs vary slowly along a thread: warp slubs are worked out per thread for the current row
  // (all threads, before the row's pixels), and weft slubs per pixel column for the last two weft
  // threads seen. The pixel loop only reads them: their noise calls in it competed with the thread
  // shading for V8's inlining budget.
  const threads = Math.ceil(1 / PITCH) + 4;
  /** By thread index + 2 (wander can take a pixel to thread -1 or -2). */
  const warpRow = new Float64Array(threads);
  // The slubs' value noise walked along the threads and the pixel columns (the same values as
  // value(), hashing only when a walk enters a new cell).
  const slubs = [new ValueStream(), new ValueStream()];
  const warpSlubs = (v: number) => {
    const [coarse, fine] = slubs;
    for (let ti = 0; ti < threads; ti++) {
      const i = ti - 2;
      warpRow[ti] = 0.07 * coarse!.at(v * 14, i * 0.37, s[0]!) + 0.05 * fine!.at(v * 60, i * 0.61, s[1]!) + 0.03 * (hash01(i, 2, seed) - 0.5);
    }
  };
  // Each thread's thickness offset, by thread index + 2.
  const warpThickness = Float64Array.from({ length: threads }, (_, t) => hash01(t - 2, 1, seed));
  const weftThickness = Float64Array.from({ length: threads }, (_, t) => hash01(t - 2, 4, seed));
  const weftTables = [new Float32Array(size), new Float32Array(size)];
  const weftKeys = [Number.NaN, Number.NaN];
  /** The weft slubs of thread j, not among the two kept (see the pixel loop). */
  const weftTable = (j: number) => {
    // Replace the older entry (slot 1), then make it the newest.
    const table = weftTables[1]!;
    const [coarse, fine] = slubs;
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      table[x] = 0.07 * coarse!.at(u * 14, j * 0.37, s[2]!) + 0.05 * fine!.at(u * 60, j * 0.61, s[3]!) + 0.03 * (hash01(j, 3, seed) - 0.5);
    }
    weftTables[1] = weftTables[0]!;
    weftTables[0] = table;
    weftKeys[1] = weftKeys[0]!;
    weftKeys[0] = j;
    return table;
  };
  const index = lattice.index;
  const frac = lattice.frac;
  const st = lattice.stride;
  const rowU = new Float64Array(size);
  const rowV = new Float64Array(size);
  return paint(size, (y, v, out) => {
    const row = index[y]! * st;
    const fy = frac[y]!;
    warpSlubs(v);
    // Pixels are written here as Row.set writes them (a call per pixel boxed its three numbers).
    const dst = out.out;
    const dither = out.dither;
    // Threads wander slightly off their grid: the row's wandered coordinates first (the lattice
    // read inline, as Lattice.at), in a pass of their own (in the pixel loop, they were boxed).
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      if (wander > 0) {
        const o = row + index[x]!;
        const fx = frac[x]!;
        let a = wanderX[o]!;
        let c = wanderX[o + st]!;
        let top = a + (wanderX[o + 1]! - a) * fx;
        rowU[x] = u + wander * (top + (c + (wanderX[o + st + 1]! - c) * fx - top) * fy);
        a = wanderY[o]!;
        c = wanderY[o + st]!;
        top = a + (wanderY[o + 1]! - a) * fx;
        rowV[x] = v + wander * (top + (c + (wanderY[o + st + 1]! - c) * fx - top) * fy);
      } else {
        rowU[x] = u;
        rowV[x] = v;
      }
    }
    for (let x = 0; x < size; x++) {
      const wu = rowU[x]!;
      const wv = rowV[x]!;
      const tu = wu / PITCH;
      const tv = wv / PITCH;
      const i = Math.floor(tu);
      const j = Math.floor(tv);
      const fu = tu - i;
      const fv = tv - j;
      const ti = i + 2;
      const warpSlub = warpRow[ti]!;
      const weftSlub = (weftKeys[0] === j ? weftTables[0]! : weftKeys[1] === j ? weftTables[1]! : weftTable(j))[x]!;
      const warpM = (1 + warpSlub) * meanShade;
      const weftM = (1 + weftSlub) * meanShade;
      // The average: half the cells show warp, half weft, each with its gap.
      let r = 0.5 * (warpColour[0]! * warpM + weftColour[0]! * weftM) + meanGap * gap[0]!;
      let g = 0.5 * (warpColour[1]! * warpM + weftColour[1]! * weftM) + meanGap * gap[1]!;
      let b = 0.5 * (warpColour[2]! * warpM + weftColour[2]! * weftM) + meanGap * gap[2]!;
      if (weave > 0) {
        const warpOnTop = ((i + j) & 1) === 0;
        const thick = MEAN_THICKNESS + 0.1 * ((warpOnTop ? warpThickness[ti]! : weftThickness[j + 2]!) - 0.5) + 0.8 * (warpOnTop ? warpSlub : weftSlub);
        // One call site (two made the pixel loop too large to inline both, and their numbers boxed).
        const shade = threadShade(warpOnTop ? fu : fv, warpOnTop ? fv : fu, thick, twist);
        const colour = warpOnTop ? warpColour : weftColour;
        const m = shade * (1 + (warpOnTop ? warpSlub : weftSlub));
        const wr = shade < 0 ? gap[0]! : colour[0]! * m;
        const wg = shade < 0 ? gap[1]! : colour[1]! * m;
        const wb = shade < 0 ? gap[2]! : colour[2]! * m;
        r += (wr - r) * weave;
        g += (wg - g) * weave;
        b += (wb - b) * weave;
      }
      const d = DITHER[(x & 63) | dither]!;
      const at = out.start + x * 3;
      dst[at] = r + d;
      dst[at + 1] = g + d;
      dst[at + 2] = b + d;
    }
  });
};
