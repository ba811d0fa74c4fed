/**
 * Wood: boards with flat-sawn grain. Each board is a plane cut through a log at a slight angle to
 * its axis, so the growth rings appear as stripes along the board that close into cathedral
 * arches; each ring starts with a band of open pores and darkens towards its latewood. Boards are
 * separated by thin bevelled seams and staggered end joints.
 */
import { lightness, paint, toneRgb, type TextureFactory } from "./common";
import { clamp01, detailWeight, DITHER, FbmStream, hash01, Lattice, smoothstep, subSeed, Value1Stream, ValueStream } from "./noise";

export const wood: TextureFactory = ({ size, seed, base, accent }) => {
  const boardWidth = 0.2 + 0.06 * hash01(seed, 1, 77);
  const boardOffset = hash01(seed, 2, 77) * boardWidth;
  const boardLength = 1.3;
  const ringSpacing = 0.0095;
  const ringPixel = Math.min(0.3, 1 / (ringSpacing * size));
  const lattice = Lattice.forSize(size, 4, 480);
  const s = Array.from({ length: 8 }, (_, k) => subSeed(seed, k));
  // fbm walked along the lattice's rows (see FbmStream); seeds looked up once.
  const warpFbm = new FbmStream(4);
  const figureFbm = new FbmStream(3);
  const [s0, s1] = [s[0]!, s[1]!];
  const [warp, figure] = lattice.sampleMany(2, (u, v, out) => {
    out[0] = warpFbm.at(u * 1.2, v * 7, s0);
    out[1] = figureFbm.at(u * 2, v * 24, s1);
  });
  // Keep the grain visible when the accent is too close to the base (very dark or stained woods):
  // then the latewood is drawn lighter on dark wood, darker on light wood.
  const contrast = Math.abs(lightness(base) - lightness(accent));
  const latewood = contrast >= 0.06 ? accent : toneRgb(base, lightness(base) < 0.25 ? 0.18 : -0.22);
  const pore = lightness(base) < 0.12 ? toneRgb(base, 0.3) : toneRgb(latewood, -0.3);
  const poreF = 480;
  const pxPerTrack = size / poreF;
  const pores = detailWeight(poreF, size);
  const fibreF = 1100;
  const fibre = detailWeight(fibreF, size);
  const streakF = 260;
  const streaks = detailWeight(streakF, size);
  const seamWidth = 0.0011;
  const px = size;
  // Per board segment (board, segment) parameters, cached per row.
  const segmentParams = (board: number, segment: number) => {
    const key = board * 131 + segment;
    const pith = boardWidth * (0.5 + (hash01(key, 4, seed) - 0.5) * 1.1);
    const depth = 0.003 + 0.03 * hash01(key, 5, seed);
    const slope = (0.02 + 0.04 * hash01(key, 6, seed)) * (hash01(key, 8, seed) < 0.5 ? -1 : 1);
    const tone = 0.1 * (hash01(key, 7, seed) - 0.5);
    return { key, pith, depth, slope, tone };
  };
  const ringNoise = new Value1Stream();
  const ringNoise2 = new Value1Stream();
  const streakNoise = new ValueStream();
  const fibreNoise = new ValueStream();
  const index = lattice.index;
  const frac = lattice.frac;
  const st = lattice.stride;
  // A row is drawn in three passes over these per-pixel values: the rings and pores (colour
  // before shading, the shade so far, the radius and the distance to a seam), then the streak and
  // fibre noise of the whole row, then the shading and the pixels. (In one loop the noise streams
  // were called, not inlined, and their numbers boxed: about 300 MB of garbage per 2176 px render.)
  const rowR = new Float64Array(size);
  const rowG = new Float64Array(size);
  const rowB = new Float64Array(size);
  const rowM = new Float64Array(size);
  const rowRadius = new Float64Array(size);
  const rowSeam = new Float64Array(size);
  const streakRow = new Float64Array(size);
  const fibreRow = new Float64Array(size);
  // The noises' x coordinates, the same in every row.
  const streakU = Float64Array.from({ length: size }, (_, x) => ((x + 0.5) / size) * 6);
  const fibreU = Float64Array.from({ length: size }, (_, x) => ((x + 0.5) / size) * 14);
  return paint(size, (y, v, out) => {
    // Hashes of the last ring, pore track and dash seen: neighbouring pixels mostly share them.
    let lastRing = Number.NaN;
    let lastRingKey = Number.NaN;
    let strength = 0;
    let lastTrack = Number.NaN;
    let trackWidth = 0;
    let trackOffset = 0;
    let lastDash = Number.NaN;
    let dashTrack = Number.NaN;
    let dashH = 0;
    let dashStart = 0;
    let dashLen = 0;
    const bv = v + boardOffset;
    const board = Math.floor(bv / boardWidth);
    const across = bv - board * boardWidth;
    const jointStart = hash01(board, 3, seed) * boardLength;
    let cachedSegment = Number.NaN;
    let p = segmentParams(board, 0);
    const row = index[y]! * st;
    const fy = frac[y]!;
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      const segment = Math.floor((u - jointStart) / boardLength);
      if (segment !== cachedSegment) {
        cachedSegment = segment;
        p = segmentParams(board, segment);
      }
      const along = u - jointStart - segment * boardLength;
      // Bilinear reads of the lattice fields (as Lattice.here).
      const o = row + index[x]!;
      const fx = frac[x]!;
      let a = figure[o]!;
      let c = figure[o + st]!;
      let top = a + (figure[o + 1]! - a) * fx;
      const figured = top + (c + (figure[o + st + 1]! - c) * fx - top) * fy;
      a = warp[o]!;
      c = warp[o + st]!;
      top = a + (warp[o + 1]! - a) * fx;
      const warped = top + (c + (warp[o + st + 1]! - c) * fx - top) * fy;
      const dy = across - p.pith + 0.018 * warped + 0.004 * figured;
      const z = p.depth + p.slope * (p.slope > 0 ? along : along - boardLength);
      const radius = Math.sqrt(dy * dy + z * z);
      let t = radius / ringSpacing;
      // Irregular ring widths: a slow, monotonic-safe perturbation of the ring count.
      t += 1.6 * ringNoise.at(t * 0.12, s[2]! ^ p.key) + 0.25 * ringNoise2.at(t * 0.6, s[6]! ^ p.key);
      const ring = Math.floor(t);
      const f = t - ring;
      if (ring !== lastRing || p.key !== lastRingKey) {
        lastRing = ring;
        lastRingKey = p.key;
        strength = 0.55 + 0.45 * hash01(ring, p.key, s[3]!);
      }
      // The end of a ring is a sharp edge: fade it over about a pixel (the ring count moves by
      // at most ringPixel per pixel), or it would stair-step at full size.
      const late = (0.2 * smoothstep(0.05, 0.7, f) + 0.8 * smoothstep(0.66, 0.9, f)) * strength * (1 - smoothstep(1 - ringPixel, 1, f));
      let r = base[0] + (latewood[0] - base[0]) * late;
      let g = base[1] + (latewood[1] - base[1]) * late;
      let b = base[2] + (latewood[2] - base[2]) * late;
      // Open pores: thin dark dashes on tracks that follow the rings, crowded at the start of
      // each ring (oak, ash); elsewhere sparse.
      if (pores > 0) {
        const q = radius * poreF;
        const track = Math.floor(q);
        const off = Math.abs(q - track - 0.5);
        if (track !== lastTrack) {
          lastTrack = track;
          trackWidth = 0.16 + 0.12 * hash01(track, 1, s[4]!);
          trackOffset = hash01(track, 2, s[4]!) * 9;
        }
        const line = clamp01((trackWidth - off) * pxPerTrack + 0.5);
        if (line > 0) {
          const a = u * 28 + trackOffset;
          const dashIndex = Math.floor(a);
          const da = a - dashIndex;
          const band = 1 - smoothstep(0.04, 0.22, f);
          const density = 0.35 + 0.6 * band;
          if (dashIndex !== lastDash || track !== dashTrack) {
            lastDash = dashIndex;
            dashTrack = track;
            dashH = hash01(track, dashIndex, s[3]!);
            dashStart = 0.5 * hash01(dashIndex, track, s[5]!);
            dashLen = 0.2 + 0.3 * hash01(dashIndex, track, s[6]!);
          }
          const h = dashH;
          const start = dashStart;
          const len = dashLen;
          if (h < density && da > start && da < start + len) {
            const w = (da - start) / len;
            const taper = 4 * w * (1 - w);
            const k = pores * line * taper * (0.3 + 0.4 * band) * (0.6 + 0.4 * strength);
            r += (pore[0] - r) * k;
            g += (pore[1] - g) * k;
            b += (pore[2] - b) * k;
          }
        }
      }
      rowR[x] = r;
      rowG[x] = g;
      rowB[x] = b;
      rowM[x] = 1 + p.tone + 0.05 * figured;
      rowRadius[x] = radius;
      rowSeam[x] = Math.min(across, boardWidth - across, along, boardLength - along);
    }
    if (streaks > 0) streakNoise.row(streakRow, streakU, rowRadius, streakF, s[5]!);
    if (fibre > 0) fibreNoise.row(fibreRow, fibreU, rowRadius, fibreF, s[7]!);
    // Pixels are written here as Row.set writes them (a call per pixel boxed its three numbers).
    const dst = out.out;
    const dither = out.dither;
    for (let x = 0; x < size; x++) {
      let m = rowM[x]!;
      if (streaks > 0) m += 0.07 * streaks * streakRow[x]!;
      if (fibre > 0) m += 0.06 * fibre * fibreRow[x]!;
      // Seams with a small bevel: dark core, a softer shadow beside it.
      const ds = rowSeam[x]!;
      if (ds < seamWidth * 3) {
        const core = clamp01((seamWidth * 0.5 - ds) * px + 0.5);
        const bevel = clamp01((seamWidth * 2.5 - ds) * px + 0.5) - core;
        m *= 1 - 0.5 * core - 0.12 * bevel;
      }
      const d = DITHER[(x & 63) | dither]!;
      const i = out.start + x * 3;
      dst[i] = rowR[x]! * m + d;
      dst[i + 1] = rowG[x]! * m + d;
      dst[i + 2] = rowB[x]! * m + d;
    }
  });
};
