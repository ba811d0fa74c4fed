/**
 * Granite: a dense mosaic of interlocking crystals (feldspar, quartz, mica) in several tones.
 * Crystals are cells of a warped Voronoi diagram; some large cells break up into finer grains, so
 * grain size varies like in real stone.
 */
import { lightness, mix, palette, paint, Scatter, toneRgb, type TextureFactory } from "./common";
import { bandLimit, detailWeight, DITHER, FbmStream, hash01, Lattice, PerlinStream, subSeed } from "./noise";

/*
 * Distances are squared and slightly anisotropic (crystals are a little elongated in a random
 * direction per cell): from (u, v) to the site of cell k of a layer s, with dx = u - s.x[k] and
 * dy = v - s.y[k], dx * dx + dy * dy + 0.6 * (s.b[k] - 0.5) * dx * dy. Of the sites offered, the
 * nearest and second-nearest are kept: a site replaces the nearest only when strictly nearer, the
 * second likewise. Both searches below write this out in their loops (as functions, their calls
 * boxed the coordinates and distances they passed).
 */

/**
 * Voronoi lookup accelerated by the lattice: the nearest and second-nearest sites are found once
 * per lattice node; a pixel whose four surrounding nodes agree lies inside that crystal (regions
 * are convex), and only pixels near a boundary compare the few candidate sites of their nodes
 * (the pixel loop below does that itself, on these tables).
 */
class CrystalIndex {
  /** Nearest and second-nearest site of each lattice node. */
  readonly first: Int32Array;
  readonly second: Int32Array;

  constructor(lattice: Lattice, sites: Scatter, warpX: Float32Array, warpY: Float32Array, warp: number) {
    const n = lattice.stride;
    this.first = new Int32Array(n * n);
    this.second = new Int32Array(n * n);
    for (let j = 0; j < n; j++) nearestTwo(j, this.first, this.second, lattice, sites, warpX, warpY, warp);
  }
}

/**
 * For each node of lattice row j, the nearest and second-nearest site of the layer (see
 * CrystalIndex).
 */
function nearestTwo(j: number, first: Int32Array, second: Int32Array, lattice: Lattice, sites: Scatter, warpX: Float32Array, warpY: Float32Array, warp: number): void {
  const n = lattice.stride;
  const cells = lattice.cells;
  const sx = sites.x;
  const sy = sites.y;
  const sb = sites.b;
  const sn = sites.n;
  const side = sites.cell;
  const count = sx.length;
  for (let i = 0; i < n; i++) {
    const o = j * n + i;
    const u = i / cells + warp * warpX[o]!;
    const v = j / cells + warp * warpY[o]!;
    const ci = Math.floor(u / side);
    const cj = Math.floor(v / side);
    let best = -1;
    let next = -1;
    let d1 = 1e9;
    let d2 = 1e9;
    for (let dj = -1; dj <= 1; dj++) {
      for (let di = -1; di <= 1; di++) {
        const k = (cj + dj + 1) * sn + (ci + di + 1);
        // A node warped past the image's ring of cells looks outside the table: such a candidate
        // read as NaN and lost every comparison. Skipped here instead, as reading past the end
        // made every read of the tables slow (and box its number) from then on.
        if (k < 0 || k >= count) continue;
        const dx = u - sx[k]!;
        const dy = v - sy[k]!;
        const d = dx * dx + dy * dy + 0.6 * (sb[k]! - 0.5) * dx * dy;
        if (d < d1) {
          d2 = d1;
          next = best;
          d1 = d;
          best = k;
        } else if (d < d2) {
          d2 = d;
          next = k;
        }
      }
    }
    first[o] = best;
    second[o] = next;
  }
}

export const granite: TextureFactory = ({ size, seed, base, accent }) => {
  const large = new Scatter(0.02, subSeed(seed, 1), 1, 0, 0, false);
  const small = new Scatter(0.0075, subSeed(seed, 2), 1, 0, 0, false);
  const lattice = Lattice.forSize(size, 4, 480);
  const warpSeed = subSeed(seed, 3);
  // fbm walked along the lattice's rows (see FbmStream).
  const fbmX = new FbmStream(bandLimit(3, 30, size));
  const fbmY = new FbmStream(bandLimit(3, 30, size));
  const fbmCloud = new FbmStream(4);
  const [warpX, warpY, cloud] = lattice.sampleMany(3, (u, v, out) => {
    out[0] = fbmX.at(u * 30, v * 30, warpSeed);
    out[1] = fbmY.at(u * 30 + 3.3, v * 30 - 1.1, warpSeed + 7);
    out[2] = fbmCloud.at(u * 2.5, v * 2.5, warpSeed + 13);
  });
  const dark = lightness(base) < 0.3;
  // Minerals, each with a role: 0-1 feldspar (opaque, cleavage lines), 2 quartz (glassy, mottled),
  // 3 mica (very dark, flaky), 4-5 accent crystals. On a dark stone the base dominates instead.
  const minerals = palette([
    dark ? base : toneRgb(base, 0.3),
    dark ? toneRgb(base, -0.25) : base,
    toneRgb(mix(base, accent, 0.3), dark ? 0.15 : -0.05),
    toneRgb(mix(accent, [18, 18, 20], dark ? 0.3 : 0.6), 0),
    accent,
    toneRgb(mix(base, accent, 0.65), dark ? 0.1 : -0.05),
  ]);
  const roles = [0, 0, 1, 2, 3, 4];
  const largeWeights = dark ? [0.42, 0.3, 0.12, 0.04, 0.08, 0.04] : [0.36, 0.2, 0.22, 0.06, 0.1, 0.06];
  const smallWeights = dark ? [0.32, 0.32, 0.1, 0.1, 0.1, 0.06] : [0.26, 0.16, 0.18, 0.22, 0.12, 0.06];
  const cumulate = (weights: number[]) => {
    const out: number[] = [];
    weights.reduce((sum, w) => (out.push(sum + w), sum + w), 0);
    return out;
  };
  const largeCumulative = cumulate(largeWeights);
  const smallCumulative = cumulate(smallWeights);
  const pick = (a: number, cumulative: number[]) => {
    let k = 0;
    while (k < cumulative.length - 1 && a >= cumulative[k]!) k++;
    return k;
  };
  const fineShare = 0.45;
  const detail = detailWeight(300, size);
  const detailSeed = subSeed(seed, 4);
  // Cleavage and twinning: fine parallel lines inside a crystal, in its own direction.
  const lineF = 520;
  const lines = detailWeight(lineF, size);
  const largeIndex = new CrystalIndex(lattice, large, warpX, warpY, 0.008);
  const smallIndex = new CrystalIndex(lattice, small, warpX, warpY, 0.008);
  // Everything a pixel needs of its crystal depends on the crystal alone, so it is found once per
  // cell of both layers: `mineral` its palette entry (-1 for a large cell that breaks up into small
  // grains), `look` what is drawn inside it (0 plain, 1 mottled quartz, 2 flaky mica, 3 cleavage
  // lines), `shade` its tone 1 + 0.1 (h - 0.5), `cos`/`sin` its cleavage direction and `skew` the
  // anisotropy of its distance (see distance2).
  const perCell = (layer: Scatter, salt: number, mineralOf: (a: number) => number): Cells => {
    const count = layer.n * layer.n;
    const cells: Cells = {
      mineral: new Int32Array(count),
      look: new Int32Array(count),
      shade: new Float64Array(count),
      cos: new Float32Array(count),
      sin: new Float32Array(count),
      skew: new Float64Array(count),
    };
    for (let k = 0; k < count; k++) {
      const exact = hash01(k, salt, seed);
      const h = Math.fround(exact);
      const mineral = mineralOf(layer.a[k]!);
      const role = mineral >= 0 ? roles[mineral]! : -1;
      cells.mineral[k] = mineral;
      cells.look[k] = detail > 0 && role === 1 ? 1 : detail > 0 && role === 2 ? 2 : lines > 0 && role === 0 && h > 0.3 ? 3 : 0;
      cells.shade[k] = 1 + 0.1 * (h - 0.5);
      cells.cos[k] = Math.cos(exact * 40);
      cells.sin[k] = Math.sin(exact * 40);
      cells.skew[k] = 0.6 * (layer.b[k]! - 0.5);
    }
    return cells;
  };
  const largeCells = perCell(large, 1, (a) => (a < fineShare ? -1 : pick((a - fineShare) / (1 - fineShare), largeCumulative)));
  const smallCells = perCell(small, 2, (a) => pick(a, smallCumulative));
  // One noise stream per layer: the two seeds taking turns in one stream would rehash at each turn.
  const largeMottle = new PerlinStream();
  const smallMottle = new PerlinStream();
  const index = lattice.index;
  const frac = lattice.frac;
  const st = lattice.stride;
  const lineAmp = 0.05 * lines;
  const smoothSpan = 0.22 - 0.08;
  return paint(size, (y, v, out) => {
    const row = index[y]! * st;
    const fy = frac[y]!;
    const v300 = v * 300;
    // Pixels are written here as Row.set writes them (a call per pixel with three numbers boxed them).
    const dst = out.out;
    const dither = out.dither;
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      const o = row + index[x]!;
      const fx = frac[x]!;
      // Bilinear reads of the lattice fields (as Lattice.here).
      let a = warpX[o]!;
      let c = warpX[o + st]!;
      let top = a + (warpX[o + 1]! - a) * fx;
      const wu = u + 0.008 * (top + (c + (warpX[o + st + 1]! - c) * fx - top) * fy);
      a = warpY[o]!;
      c = warpY[o + st]!;
      top = a + (warpY[o + 1]! - a) * fx;
      const wv = v + 0.008 * (top + (c + (warpY[o + st + 1]! - c) * fx - top) * fy);
      // The large crystal; where it breaks up, the small grain instead (second turn of the loop).
      let cells = largeCells;
      let sites = large;
      let crystals = largeIndex;
      let mottle = largeMottle;
      let salt = 1;
      let cell: number;
      let mineral: number;
      // Inside a crystal (all four nodes agree) f1 = 0 and f2 = 1, and no second is needed.
      let edge = 1;
      let second = -1;
      for (;;) {
        const first = crystals.first;
        cell = first[o]!;
        edge = 1;
        if (cell !== first[o + 1] || cell !== first[o + st] || cell !== first[o + st + 1]) {
          // Near a boundary: the nearest and second-nearest of the candidate sites of the four
          // nodes, offered in this order.
          const next2 = crystals.second;
          const skew = cells.skew;
          const sx = sites.x;
          const sy = sites.y;
          let best = -1;
          let next = -1;
          let d1 = 1e9;
          let d2 = 1e9;
          for (let n = 0; n < 8; n++) {
            const node = o + (n & 1) + ((n >> 1) & 1) * st;
            const k = n < 4 ? first[node]! : next2[node]!;
            if (k === best || k === next) continue;
            const dx = wu - sx[k]!;
            const dy = wv - sy[k]!;
            const d = dx * dx + dy * dy + skew[k]! * dx * dy;
            if (d < d1) {
              d2 = d1;
              next = best;
              d1 = d;
              best = k;
            } else if (d < d2) {
              d2 = d;
              next = k;
            }
          }
          cell = best;
          second = next;
          edge = Math.sqrt(d2) - Math.sqrt(d1);
        }
        mineral = cells.mineral[cell]!;
        if (mineral >= 0) break;
        cells = smallCells;
        sites = small;
        crystals = smallIndex;
        mottle = smallMottle;
        salt = 2;
      }
      a = cloud[o]!;
      c = cloud[o + st]!;
      top = a + (cloud[o + 1]! - a) * fx;
      const clouded = 0.04 * (top + (c + (cloud[o + st + 1]! - c) * fx - top) * fy);
      let m = cells.shade[cell]! + clouded;
      // Quartz is glassy and cloudy inside, mica flaky; feldspar even.
      const look = cells.look[cell]!;
      if (look === 1) m += detail * mottle.at(u * 300, v300, detailSeed + salt) * 0.14;
      else if (look === 2) m += detail * mottle.at(u * 300, v300, detailSeed + salt) * 0.25;
      else if (look === 3) {
        const t = (u * cells.cos[cell]! + v * cells.sin[cell]!) * lineF;
        let s = (Math.abs(t - Math.round(t)) - 0.08) / smoothSpan;
        s = s < 0 ? 0 : s > 1 ? 1 : s;
        m -= lineAmp * (1 - s * s * (3 - 2 * s));
      }
      const p = mineral * 3;
      if (edge === 1) {
        // Well inside a crystal: no seam, nothing shared with a neighbour.
        const d = DITHER[(x & 63) | dither]!;
        const i = out.start + x * 3;
        dst[i] = minerals[p]! * m + d;
        dst[i + 1] = minerals[p + 1]! * m + d;
        dst[i + 2] = minerals[p + 2]! * m + d;
        continue;
      }
      // Boundaries: a faint line where unlike crystals meet.
      const seam = Math.max(0, 1 - edge / 0.0007) * 0.12;
      m *= 1 - seam;
      let r = minerals[p]! * m;
      let g = minerals[p + 1]! * m;
      let b = minerals[p + 2]! * m;
      // Antialiasing: within half a pixel of the boundary, share the pixel with the neighbour.
      const other = 0.5 - edge * 0.5 * size;
      if (other > 0 && second >= 0) {
        const mineral2 = cells.mineral[second]!;
        if (mineral2 >= 0) {
          const p2 = mineral2 * 3;
          const m2 = (cells.shade[second]! + clouded) * (1 - seam);
          r += (minerals[p2]! * m2 - r) * other;
          g += (minerals[p2 + 1]! * m2 - g) * other;
          b += (minerals[p2 + 2]! * m2 - b) * other;
        }
      }
      const d = DITHER[(x & 63) | dither]!;
      const i = out.start + x * 3;
      dst[i] = r + d;
      dst[i + 1] = g + d;
      dst[i + 2] = b + d;
    }
  });
};

/** Per-cell tables of one crystal layer (see `perCell` in granite). */
interface Cells {
  mineral: Int32Array;
  look: Int32Array;
  shade: Float64Array;
  cos: Float32Array;
  sin: Float32Array;
  skew: Float64Array;
}
