/** Solid colour: the flat look of solid surface, with a barely visible tonal breathing and grain. */
import { Grain, paint, type TextureFactory } from "./common";
import { bandLimit, Lattice, subSeed, value } from "./noise";

export const solid: TextureFactory = ({ size, seed, base }) => {
  const lattice = Lattice.forSize(size, 6, 256);
  const cloudSeed = subSeed(seed, 1);
  const clouds = lattice.sample((u, v) => {
    let s = 0;
    let amp = 1;
    let f = 2.5;
    for (let o = 0; o < bandLimit(4, 2.5, size); o++, f *= 2, amp *= 0.5) s += amp * value(u * f, v * f, cloudSeed + o);
    return s;
  });
  const grain = new Grain(size, 700, 0.012, subSeed(seed, 2));
  // Lighter colours show tonal change more: keep the amplitude perceptually even.
  const amp = 0.014;
  const [br, bg, bb] = base;
  return paint(size, (y, v, out) => {
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      let k = amp * lattice.at(clouds, x, y);
      k += grain.at(u, v);
      const m = 1 + k;
      out.set(x, br * m + k * 40, bg * m + k * 40, bb * m + k * 40);
    }
  });
};
