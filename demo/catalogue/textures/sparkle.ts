/**
 * Sparkle: a solid ground strewn with fine flecks, some lighter, some darker, some in the accent
 * colour, and a sparser layer of bright glints.
 */
import { mix, palette, paint, Scatter, toneRgb, lightness, type TextureFactory } from "./common";
import { Lattice, bandLimit, clamp01, subSeed, value } from "./noise";

export const sparkle: TextureFactory = ({ size, seed, base, accent }) => {
  const lattice = Lattice.forSize(size, 6, 256);
  const cloudSeed = subSeed(seed, 1);
  const clouds = lattice.sample((u, v) => {
    let s = 0;
    for (let o = 0, f = 3, a = 1; o < bandLimit(4, 3, size); o++, f *= 2, a *= 0.5) s += a * value(u * f, v * f, cloudSeed + o);
    return s;
  });
  const dark = lightness(base) < 0.35;
  const fine = new Scatter(0.0045, subSeed(seed, 2), 0.8, 0.0005, 0.0014, true, 1.5);
  const coarse = new Scatter(0.014, subSeed(seed, 3), 0.55, 0.0012, 0.0026, true, 1.4);
  const glint = new Scatter(0.008, subSeed(seed, 4), 0.4, 0.0004, 0.0009, true);
  // Fleck colours: darker, lighter, accent, accent-dark, near white.
  const colours = palette([
    toneRgb(base, dark ? -0.6 : -0.45),
    toneRgb(base, dark ? 0.35 : 0.5),
    accent,
    toneRgb(accent, -0.35),
    toneRgb(mix(base, accent, 0.3), dark ? 0.55 : 0.75),
  ]);
  const shapeOf = (s: Scatter) => {
    const count = s.n * s.n;
    const shape = { cos: new Float32Array(count), sin: new Float32Array(count), aspect: new Float32Array(count) };
    for (let k = 0; k < count; k++) {
      const angle = s.b[k]! * Math.PI;
      shape.cos[k] = Math.cos(angle);
      shape.sin[k] = Math.sin(angle);
      shape.aspect[k] = 0.45 + 0.55 * ((s.a[k]! * 7.31) % 1);
    }
    return shape;
  };
  const fineShape = shapeOf(fine);
  const coarseShape = shapeOf(coarse);
  const pick = (a: number) => (a < 0.3 ? 0 : a < 0.55 ? 1 : a < 0.8 ? 2 : a < 0.92 ? 3 : 4) * 3;
  const glintColour = toneRgb(mix(base, accent, 0.2), 0.85);
  const px = size;
  return paint(size, (y, v, out) => {
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      const m = 1 + 0.018 * lattice.at(clouds, x, y);
      let r = base[0] * m;
      let g = base[1] * m;
      let b = base[2] * m;
      for (let layer = 0; layer < 2; layer++) {
        const s = layer === 0 ? fine : coarse;
        const k = s.cellAt(u, v);
        const rad = s.r[k]!;
        if (rad > 0) {
          const dx = u - s.x[k]!;
          const dy = v - s.y[k]!;
          const reach = rad + 1 / px;
          if (dx * dx + dy * dy > reach * reach) continue;
          // Flecks are flat particles seen at random angles: ellipses of random aspect.
          const shape = layer === 0 ? fineShape : coarseShape;
          const a = dx * shape.cos[k]! + dy * shape.sin[k]!;
          const b2 = -dx * shape.sin[k]! + dy * shape.cos[k]!;
          const aspect = shape.aspect[k]!;
          const d = Math.sqrt(a * a + (b2 * b2) / (aspect * aspect));
          const cover = clamp01((rad - d) * px * aspect + 0.5);
          if (cover > 0) {
            const c = pick(s.a[k]!);
            r += (colours[c]! - r) * cover;
            g += (colours[c + 1]! - g) * cover;
            b += (colours[c + 2]! - b) * cover;
          }
        }
      }
      const k = glint.cellAt(u, v);
      const rad = glint.r[k]!;
      if (rad > 0) {
        const dx = u - glint.x[k]!;
        const dy = v - glint.y[k]!;
        const cover = clamp01((rad - Math.sqrt(dx * dx + dy * dy)) * px + 0.5) * (0.4 + 0.6 * glint.a[k]!);
        r += (glintColour[0] - r) * cover;
        g += (glintColour[1] - g) * cover;
        b += (glintColour[2] - b) * cover;
      }
      out.set(x, r, g, b);
    }
  });
};
