/**
 * Stone: vein-cut sedimentary stone (travertine, limestone, layered slate). Many thin strata of
 * irregular thickness and tone between the base and accent colours, gently undulating; fine
 * laminations inside each stratum; porous strata with voids drawn out along the bedding; a sandy
 * grain.
 */
import { Grain, mix, paint, Scatter, toneRgb, type TextureFactory } from "./common";
import { bandLimit, clamp01, detailWeight, DITHER, FbmStream, hash01, Lattice, subSeed, ValueStream } from "./noise";

export const stone: TextureFactory = ({ size, seed, base, accent }) => {
  const s = Array.from({ length: 10 }, (_, k) => subSeed(seed, k));
  const tilt = (hash01(seed, 1, 9) - 0.5) * 0.35;
  const ct = Math.cos(tilt);
  const st = Math.sin(tilt);
  const density = 20 + 14 * hash01(seed, 2, 9);
  const lattice = Lattice.forSize(size, 4, 480);
  // fbm and value noise walked along the lattice's rows (see FbmStream, ValueStream); seeds and
  // octave counts looked up once.
  const bedFbm = new FbmStream(bandLimit(4, 1.2, size));
  const bedFbm2 = new FbmStream(bandLimit(3, 16, size));
  const cloudFbm = new FbmStream(bandLimit(4, 5, size));
  const thickness = new ValueStream();
  const thickness2 = new ValueStream();
  const [s0, s1, s2, s3, s8] = [s[0]!, s[1]!, s[2]!, s[3]!, s[8]!];
  const [strata, clouds] = lattice.sampleMany(2, (u, v, out) => {
    const along = u * ct + v * st;
    const across = -u * st + v * ct;
    let h = across * density + 1.1 * bedFbm.at(along * 0.7, across * 1.2, s0) + 0.15 * bedFbm2.at(along * 4, across * 16, s1);
    // Irregular stratum thickness: a slow monotonic perturbation of the stratum count.
    h += 1.2 * thickness.at(h * 0.3, 0.5, s2) + 0.3 * thickness2.at(h * 1.1, 1.5, s8);
    out[0] = h;
    out[1] = cloudFbm.at(along * 2, across * 5, s3);
  });
  const lamF = 6;
  const lam = detailWeight(lamF * density * 2, size);
  const grain = new Grain(size, 420, 0.035, s[6]!);
  const grain2 = new Grain(size, 420, 0.025, s[7]!, 2.2);
  const pits = new Scatter(0.012, s[4]!, 0.55, 0.0008, 0.004, true, 1.8);
  const light = toneRgb(base, 0.07);
  const deep = toneRgb(mix(base, accent, 0.85), -0.08);
  const voidColour = toneRgb(mix(base, accent, 0.7), -0.35);
  const px = size;
  // Per stratum: tone (mostly near the base, some towards the accent), porosity, edge softness.
  let lowest = Infinity;
  let highest = -Infinity;
  for (let k = 0; k < strata.length; k++) {
    const h = strata[k]!;
    if (h < lowest) lowest = h;
    if (h > highest) highest = h;
  }
  const first = Math.floor(lowest) - 1;
  const count = Math.floor(highest) - first + 2;
  const tones = new Float32Array(count);
  const porosity = new Float32Array(count);
  const softness = new Float32Array(count);
  for (let i = 0; i < count; i++) {
    tones[i] = Math.pow(hash01(first + i, 0, seed), 1.6);
    porosity[i] = hash01(first + i, 5, seed) < 0.35 ? 0.9 : 0.15;
    softness[i] = 0.03 + 0.2 * hash01(first + i, 6, seed);
  }
  // The lattice's cell and fraction and the pits' grid cell of every pixel column (the same in
  // every row) are looked up, the row's found once per row.
  const index = lattice.index;
  const frac = lattice.frac;
  const stride = lattice.stride;
  const pitColumn = new Int32Array(size);
  for (let x = 0; x < size; x++) pitColumn[x] = Math.floor((x + 0.5) / size / pits.cell) + 1;
  // The laminations' value noise walked along the row.
  const lamNoise = new ValueStream();
  return paint(size, (y, v, out) => {
    const row = index[y]! * stride;
    const fy = frac[y]!;
    const pitRow = (Math.floor(v / pits.cell) + 1) * pits.n;
    grain.row(v);
    grain2.row(v);
    // Pixels are written here as Row.set writes them (a call per pixel boxed its three numbers).
    const dst = out.out;
    const dither = out.dither;
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      // Bilinear reads of the lattice fields (as Lattice.at).
      const o = row + index[x]!;
      const fx = frac[x]!;
      let a = strata[o]!;
      let c = strata[o + stride]!;
      let top = a + (strata[o + 1]! - a) * fx;
      const h = top + (c + (strata[o + stride + 1]! - c) * fx - top) * fy;
      const n = Math.floor(h);
      const f = h - n;
      const ni = n - first;
      // Blend into the neighbouring stratum near a boundary, softly or sharply.
      const upper = f > 0.5;
      const edge = upper ? 1 - f : f;
      const soft = softness[upper ? ni + 1 : ni]!;
      const neighbour = tones[upper ? ni + 1 : ni - 1]!;
      const own = tones[ni]!;
      const t = own + (neighbour - own) * 0.5 * (1 - clamp01(edge / soft));
      let r = light[0] + (deep[0] - light[0]) * t;
      let g = light[1] + (deep[1] - light[1]) * t;
      let b = light[2] + (deep[2] - light[2]) * t;
      a = clouds[o]!;
      c = clouds[o + stride]!;
      top = a + (clouds[o + 1]! - a) * fx;
      let m = 1 + 0.035 * (top + (c + (clouds[o + stride + 1]! - c) * fx - top) * fy);
      if (lam > 0) m += 0.03 * lam * lamNoise.at(h * lamF, u * 4, s[5]!);
      m += grain.column(x);
      m += grain2.column(x);
      r *= m;
      g *= m;
      b *= m;
      // Voids stretched along the bedding, more of them in porous strata.
      const k = pitRow + pitColumn[x]!;
      const rad = pits.r[k]!;
      if (rad > 0 && pits.a[k]! < porosity[ni]!) {
        const dx = u - pits.x[k]!;
        const dy = v - pits.y[k]!;
        const pa = dx * ct + dy * st;
        const pc = -dx * st + dy * ct;
        const dist = Math.sqrt(pa * pa * 0.08 + pc * pc);
        const inside = clamp01((rad * 0.3 - dist) * px + 0.5);
        if (inside > 0) {
          // Darker towards the top edge (in shadow), lighter at the bottom.
          const shade = 0.75 + 0.35 * clamp01(0.5 + pc / (rad * 0.6));
          const q = inside * (0.55 + 0.3 * pits.b[k]!);
          r += (voidColour[0] * shade - r) * q;
          g += (voidColour[1] * shade - g) * q;
          b += (voidColour[2] * shade - b) * q;
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
