/**
 * Making a texture tile: an image rendered a margin larger than the tile is folded onto itself so
 * that its right edge continues into its left edge and its bottom into its top. Across the margin
 * the tile fades from the image's continuation past the far edge into the image itself, with a
 * variance-preserving blend (the mix of two pieces of texture keeps the contrast of one, instead
 * of washing out to a blurred band as a plain cross-fade does).
 *
 * Every other map (normal, roughness, height) is computed from the folded base colour with
 * wrap-around neighbours, so it tiles as well.
 */

/**
 * Folds `source` (`width + margin` × `height + margin`, `channels` bytes a pixel, row-major) into a
 * `width` × `height` image that repeats without a seam. Pixel (x, y) of the result for x < margin
 * blends source x with source x + width; at x = 0 it is source x = width exactly, the right
 * neighbour of the result's last column.
 */
export function foldPeriodic(source: Uint8ClampedArray | Uint8Array, width: number, height: number, margin: number, channels: number, seam: SeamShape = "soft"): Uint8ClampedArray {
  const sourceRow = (width + margin) * channels;
  if (source.length !== sourceRow * (height + margin)) throw new Error("foldPeriodic: source is not (width + margin) x (height + margin)");
  const means = channelMeans(source, channels);
  // The weights as a table, margin × (longest edge): filled once, so the fold calls no function a pixel.
  const along = Math.max(width, height + margin);
  const weights = seamWeights(margin, along, seam);
  const row = width * channels;
  const marginBytes = margin * channels;
  // Horizontal fold: (width + margin) × (height + margin) → width × (height + margin). Beyond the
  // margin a row is copied as it is; only the margin's columns blend.
  const across = new Uint8ClampedArray(row * (height + margin));
  for (let y = 0; y < height + margin; y++) {
    const from = y * sourceRow;
    const to = y * row;
    across.set(source.subarray(from + marginBytes, from + row), to + marginBytes);
    for (let x = 0; x < margin; x++) blendPixel(across, to + x * channels, source, from + (x + width) * channels, from + x * channels, weights[y * margin + x]!, means, channels);
  }
  // Vertical fold: width × (height + margin) → width × height.
  const out = new Uint8ClampedArray(row * height);
  out.set(across.subarray(margin * row, height * row), margin * row);
  for (let y = 0; y < margin; y++) {
    const beyond = (y + height) * row;
    const here = y * row;
    for (let x = 0; x < width; x++) blendPixel(out, here + x * channels, across, beyond + x * channels, here + x * channels, weights[x * margin + y]!, means, channels);
  }
  return out;
}

/** Writes at `to` the blend of the pixels at `a` (w = 0) and `b` (w = 1), each channel around its mean, contrast kept. */
function blendPixel(target: Uint8ClampedArray, to: number, source: ArrayLike<number>, a: number, b: number, w: number, means: readonly number[], channels: number): void {
  if (w <= 0) {
    for (let c = 0; c < channels; c++) target[to + c] = source[a + c]!;
    return;
  }
  const wa = 1 - w;
  const norm = Math.sqrt(wa * wa + w * w);
  for (let c = 0; c < channels; c++) {
    const mean = means[c]!;
    target[to + c] = mean + (wa * (source[a + c]! - mean) + w * (source[b + c]! - mean)) / norm;
  }
}

/** The seam's weight at (across, along) for every `along` < `length`, row-major by along: weights[along * margin + across]. */
function seamWeights(margin: number, length: number, seam: SeamShape): Float64Array {
  const weights = new Float64Array(margin * length);
  for (let along = 0; along < length; along++) {
    const line = seam === "crisp" ? crispLine(margin, along) : 0;
    for (let across = 0; across < margin; across++) weights[along * margin + across] = seam === "crisp" ? crispWeight(margin, across, line) : across / margin;
  }
  return weights;
}

/**
 * How the margin changes from the texture's continuation to itself: "soft" fades across the whole
 * margin (veins, grain and clouds fade into each other), "crisp" switches along a wandering line
 * with a narrow fade (chips, flecks and crystals stay whole instead of showing through each other).
 */
export type SeamShape = "soft" | "crisp";

/** Where the crisp seam switches at `along` (the position along the edge): a line wandering over the middle half of the margin. */
function crispLine(margin: number, along: number): number {
  const long = (2 * Math.PI) / (1.9 * margin);
  const short = (2 * Math.PI) / (0.55 * margin);
  return 0.5 + 0.17 * Math.sin(along * long + 1.3) + 0.08 * Math.sin(along * short + 4.1);
}

/**
 * The crisp seam's weight at `across` (0..margin, into the margin) given its switch line: 0 at
 * the margin's outer edge and 1 at its inner edge, exactly, whatever the wander.
 */
function crispWeight(margin: number, across: number, line: number): number {
  const t = (across / margin - line) / 0.12 + 0.5;
  return t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t);
}

function channelMeans(pixels: ArrayLike<number>, channels: number): number[] {
  const sums = new Array<number>(channels).fill(0);
  // Every 7th pixel is plenty for a mean, and keeps this pass cheap.
  let count = 0;
  for (let i = 0; i + channels <= pixels.length; i += channels * 7) {
    for (let c = 0; c < channels; c++) sums[c]! += pixels[i + c]!;
    count++;
  }
  return sums.map((sum) => sum / Math.max(1, count));
}

/**
 * A wrap-around box blur of a one-channel image, `passes` times (three passes approach a Gaussian
 * of sigma ≈ radius). Linear time whatever the radius. Wrap-around box blurs across and down
 * commute, so every pass across runs first, row by row while the row is in cache, then every
 * pass down: two images in all, ping-ponged, instead of two a pass. The maps use blurWrappedRows,
 * the same floats by rows without the images; this whole-image form is what it is tested against
 * (tests/unit/periodic-blur.test.ts).
 */
export function blurWrapped(values: Float32Array, width: number, height: number, radius: number, passes = 2): Float32Array {
  const r = Math.max(1, Math.min(Math.floor(radius), Math.floor((Math.min(width, height) - 1) / 2)));
  const span = 2 * r + 1;
  // Across, one row at a time, padded by r on each side with the wrapped-around pixels, so the
  // running sum's inner loop needs no index arithmetic.
  let current = new Float32Array(values.length);
  let spare = new Float32Array(values.length);
  const line = new Float32Array(width + 2 * r);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let from: Float32Array = values;
    for (let pass = 0; pass < passes; pass++) {
      line.set(from.subarray(row + width - r, row + width), 0);
      line.set(from.subarray(row, row + width), r);
      line.set(from.subarray(row, row + r), r + width);
      let sum = 0;
      for (let i = 0; i < span; i++) sum += line[i]!;
      for (let x = 0; x < width; x++) {
        current[row + x] = sum / span;
        sum += line[x + span]! - line[x]!;
      }
      from = current;
    }
  }
  // Down, a running sum per column, advanced a whole row at a time (row-major, no striding down columns).
  const sums = new Float64Array(width);
  for (let pass = 0; pass < passes; pass++) {
    sums.fill(0);
    for (let k = -r; k <= r; k++) {
      const row = mod(k, height) * width;
      for (let x = 0; x < width; x++) sums[x]! += current[row + x]!;
    }
    for (let y = 0; y < height; y++) {
      const out = y * width;
      const entering = mod(y + r + 1, height) * width;
      const leaving = mod(y - r, height) * width;
      for (let x = 0; x < width; x++) {
        spare[out + x] = sums[x]! / span;
        sums[x]! += current[entering + x]! - current[leaving + x]!;
      }
    }
    [current, spare] = [spare, current];
  }
  return current;
}

/**
 * blurWrapped's result handed out a row at a time, value for value the same floats (the same sums
 * in the same order), from an image that need not exist either: `input(y, into, at)` writes row y
 * of the values at `into[at ..]` (it is asked for some rows more than once, and must give the same
 * floats each time); `row(y, blurred)` hears y = 0 .. height − 1 in order, `blurred` one row,
 * reused for the next. A pass down needs only the rows within its radius, so the passes across are
 * made per row when the first pass down reaches it (into a ring of rows) and the last pass down is
 * never stored: a two-pass blur needs one image (`scratch`, for its first pass down), a one-pass
 * blur none. When `row(y)` is called, row y of `scratch` is free: the last pass has copied what it
 * still needs, so the caller may keep its own image there.
 * Fresh images are what a worker's first maps spend most on (page faults and zeroing, about as much
 * as the arithmetic), and a worker idle for 30 s exits, so many renders are a first one.
 */
export function blurWrappedRows(input: (y: number, into: Float32Array, at: number) => void, width: number, height: number, radius: number, passes: 1 | 2, scratch: Float32Array | null, row: (y: number, blurred: Float32Array) => void): void {
  const r = Math.max(1, Math.min(Math.floor(radius), Math.floor((Math.min(width, height) - 1) / 2)));
  const span = 2 * r + 1;
  if (passes === 2 && scratch?.length !== width * height) throw new Error("blurWrappedRows: two passes need a scratch image of width × height");
  // Rows a pass down holds, in a ring of span + 1: rows y − r .. y + r and row y + r + 1 entering.
  const slots = span + 1;
  const ring = new Float32Array(slots * width);
  const held = (k: number): number => mod(k, slots) * width;
  // Every pass across of logical row k (any integer, wrapped), as blurWrapped makes them, into the ring.
  const line = new Float32Array(width + 2 * r);
  const across = (k: number): number => {
    const offset = held(k);
    input(mod(k, height), line, r);
    for (let pass = 0; pass < passes; pass++) {
      if (pass > 0) line.set(ring.subarray(offset, offset + width), r);
      line.copyWithin(0, width, width + r);
      line.copyWithin(r + width, r, 2 * r);
      let sum = 0;
      for (let i = 0; i < span; i++) sum += line[i]!;
      for (let x = 0; x < width; x++) {
        ring[offset + x] = sum / span;
        sum += line[x + span]! - line[x]!;
      }
    }
    return offset;
  };
  const sums = new Float64Array(width);
  const blurred = new Float32Array(width);
  const emit = (y: number) => row(y, blurred);
  if (passes === 1) {
    sweepDown(ring, across, held, width, height, r, sums, blurred, 0, emit);
    return;
  }
  const image = scratch!;
  sweepDown(ring, across, held, width, height, r, sums, image, width, null);
  // The last pass copies each row of the first's into the ring as it enters, and rows 0 .. r − 1,
  // which enter again at the end, once more beforehand: so row y of `scratch` is free at row(y).
  const wrapped = image.slice(0, r * width);
  const enter = (k: number): number => {
    const offset = held(k);
    const from = k < height ? mod(k, height) * width : (k - height) * width;
    ring.set((k < height ? image : wrapped).subarray(from, from + width), offset);
    return offset;
  };
  sweepDown(ring, enter, held, width, height, r, sums, blurred, 0, emit);
}

/**
 * One wrap-around pass down, blurWrapped's running sum per column: `enter(k)` makes logical row k
 * of `source` available and gives its offset, `leave(k)` gives the offset of a row entered before.
 * Row y goes to `target` at y × stride (stride 0: the same row each time, then `after(y)`).
 */
function sweepDown(source: Float32Array, enter: (k: number) => number, leave: (k: number) => number, width: number, height: number, r: number, sums: Float64Array, target: Float32Array, stride: number, after: ((y: number) => void) | null): void {
  const span = 2 * r + 1;
  sums.fill(0);
  for (let k = -r; k <= r; k++) {
    const from = enter(k);
    for (let x = 0; x < width; x++) sums[x]! += source[from + x]!;
  }
  for (let y = 0; y < height; y++) {
    const out = y * stride;
    if (y === height - 1) {
      // The last row: the sums are not needed past it.
      for (let x = 0; x < width; x++) target[out + x] = sums[x]! / span;
    } else {
      const entering = enter(y + r + 1);
      const leaving = leave(y - r);
      for (let x = 0; x < width; x++) {
        target[out + x] = sums[x]! / span;
        sums[x]! += source[entering + x]! - source[leaving + x]!;
      }
    }
    after?.(y);
  }
}

export function mod(n: number, m: number): number {
  const r = n % m;
  return r < 0 ? r + m : r;
}

/**
 * A shape of value noise that repeats exactly over a `width` × `height` image (a lattice of
 * `cellsX` × `cellsY` random values 0..1, indices wrapping, smoothly interpolated), as a function
 * that adds `weight` × its row y to `out[0 .. width)`: "value" adds the noise v, "plain" v − 0.5,
 * "ridge" 0.25 − |v − 0.5| (creases). By rows, so the micro-relief needs no image of its own.
 */
export function periodicNoiseRows(width: number, height: number, cellsX: number, cellsY: number, seed: number, weight: number, shape: "value" | "plain" | "ridge"): (out: Float32Array, y: number) => void {
  const nx = Math.max(1, Math.round(cellsX));
  const ny = Math.max(1, Math.round(cellsY));
  const lattice = new Float32Array(nx * ny);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < lattice.length; i++) {
    // xorshift32: a deterministic stream per seed.
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    lattice[i] = state / 0xffffffff;
  }
  // Per column: the lattice columns on either side and the smoothed position between them.
  const left = new Int32Array(width);
  const right = new Int32Array(width);
  const along = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const fx = (x / width) * nx;
    const i0 = Math.floor(fx);
    left[x] = i0 % nx;
    right[x] = (i0 + 1) % nx;
    along[x] = smooth(fx - i0);
  }
  const offset = shape === "plain" ? -0.5 : 0;
  const ridge = shape === "ridge";
  return (out, y) => {
    const fy = (y / height) * ny;
    const j0 = Math.floor(fy);
    const ty = smooth(fy - j0);
    const r0 = (j0 % ny) * nx;
    const r1 = ((j0 + 1) % ny) * nx;
    for (let x = 0; x < width; x++) {
      const i0 = left[x]!;
      const i1 = right[x]!;
      const tx = along[x]!;
      const top = lattice[r0 + i0]! + (lattice[r0 + i1]! - lattice[r0 + i0]!) * tx;
      const bottom = lattice[r1 + i0]! + (lattice[r1 + i1]! - lattice[r1 + i0]!) * tx;
      // Rounded to float as the noise image held it, so the sum is the same as adding that image.
      const v = Math.fround(top + (bottom - top) * ty);
      out[x]! += weight * (ridge ? 0.25 - Math.abs(v - 0.5) : v + offset);
    }
  };
}

function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}
