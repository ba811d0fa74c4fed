/**
 * Marble: a softly clouded ground with faint streaks along the flow, crossed by veins drawn as
 * strokes: a few long main veins with jagged fractal paths and varying width, branches and
 * sub-branches leaving them at an angle and tapering off, free thin veins along the flow, and a
 * scatter of faint hairlines. Veins leave a soft halo of their colour in the stone.
 */
import { mix, paint, toneRgb, type TextureFactory } from "./common";
import { bandLimit, clamp01, detailWeight, DITHER, FbmStream, Lattice, PerlinStream, rng, subSeed } from "./noise";
import { fractalPath, VeinCanvas, widthProfile } from "./veins";

export const marble: TextureFactory = ({ size, seed, base, accent }) => {
  const random = rng(seed);
  const angle = (random() - 0.5) * 1.0 + (random() < 0.5 ? 0.75 : -0.75);
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const lattice = Lattice.forSize(size, 5, 480);
  const canvas = new VeinCanvas(size, lattice);
  const nextSeed = () => Math.floor(random() * 2 ** 30);

  const branch = (x: number, y: number, heading: number, length: number, width: number, opacity: number, depth: number, level: number) => {
    const ex = x + Math.cos(heading) * length;
    const ey = y + Math.sin(heading) * length;
    const points = fractalPath(random, x, y, ex, ey, depth, 0.28, 0.6);
    const count = points.length / 2;
    const widths = widthProfile(count, width, nextSeed(), 0.6, true);
    canvas.draw({ points, widths, opacity, halo: 0.35 * opacity });
    if (level < 2) {
      const subs = Math.floor(random() * 3);
      for (let k = 0; k < subs; k++) {
        const at = Math.floor((0.15 + 0.6 * random()) * (count - 1));
        const turn = (random() < 0.5 ? -1 : 1) * (0.3 + 0.7 * random());
        branch(points[at * 2]!, points[at * 2 + 1]!, heading + turn, length * (0.25 + 0.4 * random()), widths[at]! * 0.7, opacity * 0.85, Math.max(4, depth - 1), level + 1);
      }
    }
  };

  // Main veins cross the whole image roughly along the flow.
  const mains = 1 + Math.floor(random() * 3);
  for (let m = 0; m < mains; m++) {
    const c = (random() - 0.5) * 0.9;
    const drift = (random() - 0.5) * 0.5;
    const sx = 0.5 - dy * c - dx * 0.8;
    const sy = 0.5 + dx * c - dy * 0.8;
    const ex = 0.5 - dy * (c + drift) + dx * 0.8;
    const ey = 0.5 + dx * (c + drift) + dy * 0.8;
    const points = fractalPath(random, sx, sy, ex, ey, 9, 0.24, 0.66);
    const count = points.length / 2;
    const width = 0.0015 + 0.0065 * Math.pow(random(), 1.5);
    const widths = widthProfile(count, width, nextSeed(), 0.85, false);
    canvas.draw({ points, widths, opacity: 0.8 + 0.2 * random(), halo: 0.6 });
    const branches = 3 + Math.floor(random() * 6);
    for (let b = 0; b < branches; b++) {
      const at = Math.floor(random() * (count - 1));
      const ax = points[at * 2 + 2]! - points[at * 2]!;
      const ay = points[at * 2 + 3]! - points[at * 2 + 1]!;
      // Some branches leave at a wide angle, others run alongside and drift away (braiding).
      const braid = random() < 0.4;
      const turn = braid ? 0.06 + 0.2 * random() : 0.35 + 0.8 * random();
      const heading = Math.atan2(ay, ax) + (random() < 0.5 ? -1 : 1) * turn;
      const length = braid ? 0.2 + 0.4 * random() : 0.06 + 0.3 * random();
      branch(points[at * 2]!, points[at * 2 + 1]!, heading, length, Math.max(0.0004, widths[at]! * (0.3 + 0.35 * random())), 0.55 + 0.35 * random(), 7, 1);
    }
  }
  // Free thin veins along the flow.
  const free = 8 + Math.floor(random() * 14);
  for (let f = 0; f < free; f++) {
    const heading = angle + (random() - 0.5) * 0.9 + (random() < 0.5 ? 0 : Math.PI);
    branch(-0.1 + 1.2 * random(), -0.1 + 1.2 * random(), heading, 0.15 + 0.55 * random(), 0.0004 + 0.0009 * random(), 0.3 + 0.35 * random(), 7, 1);
  }
  // Hairlines.
  const hairs = 30 + Math.floor(random() * 40);
  for (let h = 0; h < hairs; h++) {
    const heading = angle + (random() - 0.5) * 2.4;
    const x = random();
    const y = random();
    const length = 0.02 + 0.1 * random();
    const points = fractalPath(random, x, y, x + Math.cos(heading) * length, y + Math.sin(heading) * length, 5, 0.3, 0.6);
    canvas.draw({ points, widths: widthProfile(points.length / 2, 0.00025 + 0.0003 * random(), nextSeed(), 0.5, true), opacity: 0.15 + 0.25 * random(), halo: 0 });
  }
  canvas.finish(0.006);

  // Ground: clouds, and soft streaks stretched along the flow.
  const s = Array.from({ length: 4 }, (_, k) => subSeed(seed, k));
  // fbm walked along the lattice's rows (see FbmStream); seeds looked up once.
  const cloudFbm = new FbmStream(bandLimit(5, 2.2, size));
  const streakFbm = new FbmStream(bandLimit(4, 9, size));
  const [s0, s1] = [s[0]!, s[1]!];
  const [cloud, streak] = lattice.sampleMany(2, (u, v, out) => {
    out[0] = cloudFbm.at(u * 2.2, v * 2.2, s0);
    const along = u * dx + v * dy;
    const across = -u * dy + v * dx;
    out[1] = streakFbm.at(along * 1.5, across * 9, s1);
  });
  const detail = detailWeight(160, size);
  const detailSeed = s[2]!;
  const grain = detailWeight(480, size);
  const grainSeed = s[3]!;
  const dark = toneRgb(mix(base, accent, 0.14), -0.015);
  const light = toneRgb(base, 0.04);
  const halo = mix(base, accent, 0.55);
  const veinDark = toneRgb(accent, -0.2);
  const core = canvas.core;
  const midNoise = new PerlinStream();
  const edgeNoise = new PerlinStream();
  const haloField = canvas.halo;
  const index = lattice.index;
  const frac = lattice.frac;
  const st = lattice.stride;
  // The detail noise of a row, walked in a loop of its own before the row's pixels (in the pixel
  // loop, the stream was not inlined and its numbers were boxed).
  const midRow = new Float64Array(size);
  return paint(size, (y, v, out) => {
    const row = index[y]! * st;
    const fy = frac[y]!;
    if (detail > 0) for (let x = 0; x < size; x++) midRow[x] = detail * midNoise.at(((x + 0.5) / size) * 160, v * 160, detailSeed);
    // Pixels are written here as Row.set writes them (a call per pixel boxed its three numbers).
    const dst = out.out;
    const dither = out.dither;
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      const mid = detail > 0 ? midRow[x]! : 0;
      const fine = 0.04 * mid;
      // Bilinear reads of the lattice fields (as Lattice.at).
      const o = row + index[x]!;
      const fx = frac[x]!;
      let a = cloud[o]!;
      let c = cloud[o + st]!;
      let top = a + (cloud[o + 1]! - a) * fx;
      const clouded = top + (c + (cloud[o + st + 1]! - c) * fx - top) * fy;
      a = streak[o]!;
      c = streak[o + st]!;
      top = a + (streak[o + 1]! - a) * fx;
      const streaked = top + (c + (streak[o + st + 1]! - c) * fx - top) * fy;
      const t = clamp01(0.6 + 0.6 * clouded + 0.35 * streaked + fine);
      let r = dark[0] + (light[0] - dark[0]) * t;
      let g = dark[1] + (light[1] - dark[1]) * t;
      let b = dark[2] + (light[2] - dark[2]) * t;
      a = haloField[o]!;
      c = haloField[o + st]!;
      top = a + (haloField[o + 1]! - a) * fx;
      const h = clamp01((top + (c + (haloField[o + st + 1]! - c) * fx - top) * fy) * 1.1);
      r += (halo[0] - r) * h;
      g += (halo[1] - g) * h;
      b += (halo[2] - b) * h;
      let k = core[y * size + x]! / 255;
      if (k > 0) {
        // Veins are not uniform: their density wanders, and their edges are ragged.
        const edge = grain > 0 ? grain * edgeNoise.at(u * 480, v * 480, grainSeed) : 0;
        k = clamp01(k * (0.85 + 0.22 * mid) + 1.6 * edge * k * (1 - k));
        r += (accent[0] - r) * k;
        g += (accent[1] - g) * k;
        b += (accent[2] - b) * k;
        const deep = k > 0.75 ? (k - 0.75) * 2 : 0;
        r += (veinDark[0] - r) * deep;
        g += (veinDark[1] - g) * deep;
        b += (veinDark[2] - b) * deep;
      }
      const d = DITHER[(x & 63) | dither]!;
      const i = out.start + x * 3;
      dst[i] = r + d;
      dst[i + 1] = g + d;
      dst[i + 2] = b + d;
    }
  });
};
