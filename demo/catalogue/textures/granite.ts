/**
 * Granite: a dense mosaic of interlocking crystals (feldspar, quartz, mica) in several tones.
 * Crystals are cells of a warped Voronoi diagram; some large cells break up into finer grains, so
 * grain size varies like in real stone.
 */
import { lightness, mix, palette, paint, Scatter, toneRgb, type TextureFactory } from "./common";
import { bandLimit, detailWeight, fbm, hash01, Lattice, PerlinStream, smoothstep, subSeed } from "./noise";

interface Nearest {
  f1: number;
  f2: number;
  cell: number;
  second: number;
}

/** Keeps the nearest and second-nearest of the sites offered to it, by squared distance. */
class TwoNearest {
  best = -1;
  next = -1;
  d1 = 1e9;
  d2 = 1e9;

  reset(): void {
    this.best = this.next = -1;
    this.d1 = this.d2 = 1e9;
  }

  offer(k: number, d: number): void {
    if (d < this.d1) {
      this.d2 = this.d1;
      this.next = this.best;
      this.d1 = d;
      this.best = k;
    } else if (d < this.d2) {
      this.d2 = d;
      this.next = k;
    }
  }

  write(out: Nearest): void {
    out.cell = this.best;
    out.second = this.next;
    out.f1 = Math.sqrt(this.d1);
    out.f2 = Math.sqrt(this.d2);
  }
}

function nearest(s: Scatter, u: number, v: number, two: TwoNearest, out: Nearest): void {
  const i = Math.floor(u / s.cell);
  const j = Math.floor(v / s.cell);
  two.reset();
  for (let dj = -1; dj <= 1; dj++) {
    for (let di = -1; di <= 1; di++) {
      const k = (j + dj + 1) * s.n + (i + di + 1);
      two.offer(k, distance2(s, k, u, v));
    }
  }
  two.write(out);
}

/** Squared, slightly anisotropic distance from (u, v) to the site of cell k. */
function distance2(s: Scatter, k: number, u: number, v: number): number {
  const dx = u - s.x[k]!;
  const dy = v - s.y[k]!;
  // Crystals are a little elongated in a random direction per cell.
  return dx * dx + dy * dy + 0.6 * (s.b[k]! - 0.5) * dx * dy;
}

/**
 * Voronoi lookup accelerated by the lattice: the nearest and second-nearest sites are found once
 * per lattice node; a pixel whose four surrounding nodes agree lies inside that crystal (regions
 * are convex), and only pixels near a boundary compare the few candidate sites of their nodes.
 */
class CrystalIndex {
  private readonly first: Int32Array;
  private readonly second: Int32Array;
  private readonly two = new TwoNearest();

  constructor(
    private readonly lattice: Lattice,
    private readonly sites: Scatter,
    warpX: Float32Array,
    warpY: Float32Array,
    warp: number,
  ) {
    const n = lattice.stride;
    this.first = new Int32Array(n * n);
    this.second = new Int32Array(n * n);
    const near: Nearest = { f1: 0, f2: 0, cell: 0, second: 0 };
    for (let j = 0; j < n; j++) {
      for (let i = 0; i < n; i++) {
        const o = j * n + i;
        nearest(sites, i / lattice.cells + warp * warpX[o]!, j / lattice.cells + warp * warpY[o]!, this.two, near);
        this.first[o] = near.cell;
        this.second[o] = near.second;
      }
    }
  }

  find(x: number, y: number, u: number, v: number, out: Nearest): void {
    const l = this.lattice;
    const st = l.stride;
    const o = l.index[y]! * st + l.index[x]!;
    const f = this.first;
    const a = f[o]!;
    if (a === f[o + 1] && a === f[o + st] && a === f[o + st + 1]) {
      out.cell = a;
      out.f1 = 0;
      out.f2 = 1;
      return;
    }
    const two = this.two;
    two.reset();
    for (let c = 0; c < 8; c++) {
      const node = o + (c & 1) + ((c >> 1) & 1) * st;
      const k = c < 4 ? f[node]! : this.second[node]!;
      if (k === two.best || k === two.next) continue;
      two.offer(k, distance2(this.sites, k, u, v));
    }
    two.write(out);
  }
}

export const granite: TextureFactory = ({ size, seed, base, accent }) => {
  const large = new Scatter(0.02, subSeed(seed, 1), 1, 0, 0, false);
  const small = new Scatter(0.0075, subSeed(seed, 2), 1, 0, 0, false);
  const lattice = Lattice.forSize(size, 4, 480);
  const warpSeed = subSeed(seed, 3);
  const [warpX, warpY, cloud] = lattice.sampleMany(3, (u, v, out) => {
    out[0] = fbm(u * 30, v * 30, warpSeed, bandLimit(3, 30, size));
    out[1] = fbm(u * 30 + 3.3, v * 30 - 1.1, warpSeed + 7, bandLimit(3, 30, size));
    out[2] = fbm(u * 2.5, v * 2.5, warpSeed + 13, 4);
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
  const near: Nearest = { f1: 0, f2: 0, cell: 0, second: 0 };
  const largeIndex = new CrystalIndex(lattice, large, warpX, warpY, 0.008);
  const smallIndex = new CrystalIndex(lattice, small, warpX, warpY, 0.008);
  // Per-crystal shade and cleavage direction, precomputed for both layers.
  const perCell = (layer: Scatter, salt: number) => {
    const count = layer.n * layer.n;
    const shade = new Float32Array(count);
    const cos = new Float32Array(count);
    const sin = new Float32Array(count);
    for (let k = 0; k < count; k++) {
      const h = hash01(k, salt, seed);
      shade[k] = h;
      cos[k] = Math.cos(h * 40);
      sin[k] = Math.sin(h * 40);
    }
    return { shade, cos, sin };
  };
  const cellsOf = [perCell(large, 1), perCell(small, 2)];
  const mottle = new PerlinStream();
  return paint(size, (y, v, out) => {
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      lattice.locate(x, y);
      const wu = u + 0.008 * lattice.here(warpX);
      const wv = v + 0.008 * lattice.here(warpY);
      largeIndex.find(x, y, wu, wv, near);
      let cell = near.cell;
      let attr = large.a[cell]!;
      let salt = 1;
      let edge = near.f2 - near.f1;
      if (attr < fineShare) {
        smallIndex.find(x, y, wu, wv, near);
        cell = near.cell;
        attr = small.a[cell]!;
        salt = 2;
        edge = near.f2 - near.f1;
      } else attr = (attr - fineShare) / (1 - fineShare);
      const mineral = pick(attr, salt === 1 ? largeCumulative : smallCumulative);
      const c = mineral * 3;
      const role = roles[mineral]!;
      const info = cellsOf[salt - 1]!;
      const h = info.shade[cell]!;
      const clouded = 0.04 * lattice.here(cloud);
      let m = 1 + 0.1 * (h - 0.5) + clouded;
      // Quartz is glassy and cloudy inside, mica flaky; feldspar even.
      if (detail > 0 && (role === 1 || role === 2)) m += detail * mottle.at(u * 300, v * 300, detailSeed + salt) * (role === 1 ? 0.14 : 0.25);
      if (lines > 0 && role === 0 && h > 0.3) {
        const t = (u * info.cos[cell]! + v * info.sin[cell]!) * lineF;
        m -= 0.05 * lines * (1 - smoothstep(0.08, 0.22, Math.abs(t - Math.round(t))));
      }
      // Boundaries: a faint line where unlike crystals meet.
      const seam = Math.max(0, 1 - edge / 0.0007) * 0.12;
      m *= 1 - seam;
      let r = minerals[c]! * m;
      let g = minerals[c + 1]! * m;
      let b = minerals[c + 2]! * m;
      // Antialiasing: within half a pixel of the boundary, share the pixel with the neighbour.
      const other = 0.5 - edge * 0.5 * size;
      const second = near.second;
      if (other > 0 && second >= 0) {
        const layer = salt === 1 ? large : small;
        let a2 = layer.a[second]!;
        if (salt === 2 || a2 >= fineShare) {
          if (salt === 1) a2 = (a2 - fineShare) / (1 - fineShare);
          const c2 = pick(a2, salt === 1 ? largeCumulative : smallCumulative) * 3;
          const m2 = (1 + 0.1 * (info.shade[second]! - 0.5) + clouded) * (1 - seam);
          r += (minerals[c2]! * m2 - r) * other;
          g += (minerals[c2 + 1]! * m2 - g) * other;
          b += (minerals[c2 + 2]! * m2 - b) * other;
        }
      }
      out.set(x, r, g, b);
    }
  });
};
