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
export function foldPeriodic(source: Uint8ClampedArray | Uint8Array, width: number, height: number, margin: number, channels: number): Uint8ClampedArray {
  const sourceWidth = width + margin;
  if (source.length !== sourceWidth * (height + margin) * channels) throw new Error("foldPeriodic: source is not (width + margin) x (height + margin)");
  const means = channelMeans(source, channels);
  // Horizontal fold: (width + margin) × (height + margin) → width × (height + margin).
  const across = new Float32Array(width * (height + margin) * channels);
  for (let y = 0; y < height + margin; y++) {
    for (let x = 0; x < width; x++) {
      const to = (y * width + x) * channels;
      const here = (y * sourceWidth + x) * channels;
      if (x >= margin) {
        for (let c = 0; c < channels; c++) across[to + c] = source[here + c]!;
        continue;
      }
      const beyond = (y * sourceWidth + x + width) * channels;
      const w = x / margin;
      for (let c = 0; c < channels; c++) across[to + c] = blend(source[beyond + c]!, source[here + c]!, w, means[c]!);
    }
  }
  // Vertical fold: width × (height + margin) → width × height.
  const out = new Uint8ClampedArray(width * height * channels);
  const rowBytes = width * channels;
  for (let y = 0; y < height; y++) {
    if (y >= margin) {
      for (let i = 0; i < rowBytes; i++) out[y * rowBytes + i] = across[y * rowBytes + i]!;
      continue;
    }
    const w = y / margin;
    for (let i = 0; i < rowBytes; i++) out[y * rowBytes + i] = blend(across[(y + height) * rowBytes + i]!, across[y * rowBytes + i]!, w, means[i % channels]!);
  }
  return out;
}

/** `a` at w = 0, `b` at w = 1; between, the two mixed around `mean` with their contrast kept. */
function blend(a: number, b: number, w: number, mean: number): number {
  if (w <= 0) return a;
  const wa = 1 - w;
  return mean + (wa * (a - mean) + w * (b - mean)) / Math.sqrt(wa * wa + w * w);
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
 * of sigma ≈ radius). Linear time whatever the radius.
 */
export function blurWrapped(values: Float32Array, width: number, height: number, radius: number, passes = 2): Float32Array {
  let current = values;
  const r = Math.max(1, Math.min(Math.floor(radius), Math.floor((Math.min(width, height) - 1) / 2)));
  const span = 2 * r + 1;
  for (let pass = 0; pass < passes; pass++) {
    const horizontal = new Float32Array(current.length);
    for (let y = 0; y < height; y++) {
      const row = y * width;
      let sum = 0;
      for (let k = -r; k <= r; k++) sum += current[row + mod(k, width)]!;
      for (let x = 0; x < width; x++) {
        horizontal[row + x] = sum / span;
        sum += current[row + mod(x + r + 1, width)]! - current[row + mod(x - r, width)]!;
      }
    }
    const vertical = new Float32Array(current.length);
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = -r; k <= r; k++) sum += horizontal[mod(k, height) * width + x]!;
      for (let y = 0; y < height; y++) {
        vertical[y * width + x] = sum / span;
        sum += horizontal[mod(y + r + 1, height) * width + x]! - horizontal[mod(y - r, height) * width + x]!;
      }
    }
    current = vertical;
  }
  return current;
}

export function mod(n: number, m: number): number {
  const r = n % m;
  return r < 0 ? r + m : r;
}

/**
 * Value noise that repeats exactly over a `width` × `height` image: a lattice of `cellsX` ×
 * `cellsY` random values (indices wrap), smoothly interpolated. Values 0..1.
 */
export function periodicNoise(width: number, height: number, cellsX: number, cellsY: number, seed: number): Float32Array {
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
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const fy = (y / height) * ny;
    const j0 = Math.floor(fy);
    const ty = smooth(fy - j0);
    const r0 = (j0 % ny) * nx;
    const r1 = ((j0 + 1) % ny) * nx;
    for (let x = 0; x < width; x++) {
      const fx = (x / width) * nx;
      const i0 = Math.floor(fx);
      const tx = smooth(fx - i0);
      const i1 = (i0 + 1) % nx;
      const top = lattice[r0 + i0]! + (lattice[r0 + i1]! - lattice[r0 + i0]!) * tx;
      const bottom = lattice[r1 + i0]! + (lattice[r1 + i1]! - lattice[r1 + i0]!) * tx;
      out[y * width + x] = top + (bottom - top) * ty;
    }
  }
  return out;
}

function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}
