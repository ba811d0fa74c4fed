/**
 * Marble: a softly clouded ground with faint streaks along the flow, crossed by veins drawn as
 * strokes: a few long main veins with jagged fractal paths and varying width, branches and
 * sub-branches leaving them at an angle and tapering off, free thin veins along the flow, and a
 * scatter of faint hairlines. Veins leave a soft halo of their colour in the stone.
 */
import { mix, paint, toneRgb, type TextureFactory } from "./common";
import { bandLimit, clamp01, detailWeight, fbm, Lattice, PerlinStream, rng, subSeed } from "./noise";
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
  const [cloud, streak] = lattice.sampleMany(2, (u, v, out) => {
    out[0] = fbm(u * 2.2, v * 2.2, s[0]!, bandLimit(5, 2.2, size));
    const along = u * dx + v * dy;
    const across = -u * dy + v * dx;
    out[1] = fbm(along * 1.5, across * 9, s[1]!, bandLimit(4, 9, size));
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
  return paint(size, (y, v, out) => {
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      const mid = detail > 0 ? detail * midNoise.at(u * 160, v * 160, detailSeed) : 0;
      const fine = 0.04 * mid;
      const c = clamp01(0.6 + 0.6 * lattice.at(cloud, x, y) + 0.35 * lattice.at(streak, x, y) + fine);
      let r = dark[0] + (light[0] - dark[0]) * c;
      let g = dark[1] + (light[1] - dark[1]) * c;
      let b = dark[2] + (light[2] - dark[2]) * c;
      const h = clamp01(lattice.at(canvas.halo, x, y) * 1.1);
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
      out.set(x, r, g, b);
    }
  });
};
