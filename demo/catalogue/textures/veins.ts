/**
 * Veins as explicit strokes: fractal polylines (midpoint displacement) with a width profile,
 * rasterised once per render into a full-resolution coverage buffer (sharp cores) and a coarse
 * lattice buffer that is blurred into a soft halo. Used by marble; cheap because only the pixels
 * near a stroke are touched.
 */
import { value, type Lattice } from "./noise";

export interface Stroke {
  /** x, y pairs in image units. */
  points: Float64Array;
  /** Half-width at each point, in image units. */
  widths: Float64Array;
  opacity: number;
  /** Strength of the halo this stroke leaves (0..1). */
  halo: number;
}

/**
 * A jagged path from (ax, ay) to (bx, by): 2^depth segments, each midpoint displaced sideways by
 * up to `roughness` times its segment length, the displacement shrinking by `decay` per level.
 */
export function fractalPath(random: () => number, ax: number, ay: number, bx: number, by: number, depth: number, roughness: number, decay = 0.55): Float64Array {
  const count = (1 << depth) + 1;
  const pts = new Float64Array(count * 2);
  pts[0] = ax;
  pts[1] = ay;
  pts[(count - 1) * 2] = bx;
  pts[(count - 1) * 2 + 1] = by;
  let step = count - 1;
  let rough = roughness;
  while (step > 1) {
    const half = step >> 1;
    for (let i = 0; i + step < count; i += step) {
      const x0 = pts[i * 2]!;
      const y0 = pts[i * 2 + 1]!;
      const x1 = pts[(i + step) * 2]!;
      const y1 = pts[(i + step) * 2 + 1]!;
      const dx = x1 - x0;
      const dy = y1 - y0;
      const offset = (random() - 0.5) * 2 * rough;
      pts[(i + half) * 2] = (x0 + x1) / 2 - dy * offset;
      pts[(i + half) * 2 + 1] = (y0 + y1) / 2 + dx * offset;
    }
    step = half;
    rough *= decay;
  }
  return pts;
}

/** Half-widths along a path: `width` modulated by smooth noise, optionally tapering to its end. */
export function widthProfile(count: number, width: number, seed: number, variation: number, taper: boolean): Float64Array {
  const widths = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const n = 0.5 + 0.35 * value(t * 5, 0.5, seed) + 0.15 * value(t * 23, 1.5, seed);
    let w = width * (1 - variation + variation * 1.6 * n * n);
    if (taper) w *= Math.pow(1 - t, 0.7) * Math.min(1, t * 12 + 0.35);
    widths[i] = Math.max(0, w);
  }
  return widths;
}

export class VeinCanvas {
  /** Core coverage per pixel, 0..255 (a byte per pixel keeps a 3000 px render small). */
  readonly core: Uint8Array;
  /** Halo strength on the lattice nodes, 0..1 after `finish()`. */
  readonly halo: Float32Array;

  constructor(
    readonly size: number,
    readonly lattice: Lattice,
  ) {
    this.core = new Uint8Array(size * size);
    this.halo = new Float32Array(lattice.stride * lattice.stride);
  }

  draw(stroke: Stroke): void {
    const { points, widths } = stroke;
    const n = points.length / 2;
    for (let i = 0; i + 1 < n; i++) {
      const w0 = widths[i]!;
      const w1 = widths[i + 1]!;
      if (w0 <= 0 && w1 <= 0) continue;
      this.segment(points[i * 2]!, points[i * 2 + 1]!, points[i * 2 + 2]!, points[i * 2 + 3]!, w0, w1, stroke.opacity);
      if (stroke.halo > 0) this.haloSegment(points[i * 2]!, points[i * 2 + 1]!, points[i * 2 + 2]!, points[i * 2 + 3]!, Math.max(w0, w1), stroke.halo);
    }
  }

  /** Rasterises a tapered capsule into the core buffer (max-composited, antialiased). */
  private segment(ax: number, ay: number, bx: number, by: number, wa: number, wb: number, opacity: number): void {
    const s = this.size;
    // Pixel space, pixel centres at integer + 0.5.
    const x0 = ax * s;
    const y0 = ay * s;
    const x1 = bx * s;
    const y1 = by * s;
    const r0 = wa * s;
    const r1 = wb * s;
    const reach = Math.max(r0, r1) * 1.4 + 1.5;
    const minX = Math.max(0, Math.floor(Math.min(x0, x1) - reach));
    const maxX = Math.min(s - 1, Math.ceil(Math.max(x0, x1) + reach));
    const minY = Math.max(0, Math.floor(Math.min(y0, y1) - reach));
    const maxY = Math.min(s - 1, Math.ceil(Math.max(y0, y1) + reach));
    if (minX > maxX || minY > maxY) return;
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy || 1e-9;
    const core = this.core;
    for (let y = minY; y <= maxY; y++) {
      const py = y + 0.5 - y0;
      for (let x = minX; x <= maxX; x++) {
        const pxl = x + 0.5 - x0;
        let t = (pxl * dx + py * dy) / len2;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        const ex = pxl - t * dx;
        const ey = py - t * dy;
        const d = Math.sqrt(ex * ex + ey * ey);
        const w = r0 + (r1 - r0) * t;
        // Soft edge of at least half a pixel, wider for wide veins (they are never razor sharp).
        const soft = Math.max(0.5, 0.3 * w);
        let cover: number;
        if (w >= 0.5) cover = (w + soft - d) / (2 * soft);
        else cover = 2 * w * (1 - d);
        if (cover <= 0) continue;
        if (cover > 1) cover = 1;
        const value = Math.round(cover * opacity * 255);
        const k = y * s + x;
        if (value > core[k]!) core[k] = value;
      }
    }
  }

  /** Deposits a stroke's footprint on the coarse lattice; `finish` blurs it into a halo. */
  private haloSegment(ax: number, ay: number, bx: number, by: number, w: number, strength: number): void {
    const cells = this.lattice.cells;
    const n = this.lattice.stride;
    const x0 = ax * cells;
    const y0 = ay * cells;
    const x1 = bx * cells;
    const y1 = by * cells;
    const r = Math.max(0.8, w * cells * 3 + 0.6);
    const minX = Math.max(0, Math.floor(Math.min(x0, x1) - r));
    const maxX = Math.min(n - 1, Math.ceil(Math.max(x0, x1) + r));
    const minY = Math.max(0, Math.floor(Math.min(y0, y1) - r));
    const maxY = Math.min(n - 1, Math.ceil(Math.max(y0, y1) + r));
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy || 1e-9;
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        let t = ((x - x0) * dx + (y - y0) * dy) / len2;
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        const ex = x - x0 - t * dx;
        const ey = y - y0 - t * dy;
        const d = Math.sqrt(ex * ex + ey * ey);
        const v = strength * Math.min(1, Math.max(0, r + 0.5 - d));
        const k = y * n + x;
        if (v > this.halo[k]!) this.halo[k] = v;
      }
    }
  }

  /** Blurs the halo with a radius in image units (three box passes ≈ Gaussian). */
  finish(radius: number): void {
    const n = this.lattice.stride;
    const r = Math.max(1, Math.round(radius * this.lattice.cells));
    const tmp = new Float32Array(n * n);
    for (let pass = 0; pass < 3; pass++) {
      boxBlur(this.halo, tmp, n, r, 1, n);
      boxBlur(tmp, this.halo, n, r, n, 1);
    }
  }
}

/** One box-blur pass along lines of `n` samples (stride `step`), lines `lineStep` apart. */
function boxBlur(src: Float32Array, dst: Float32Array, n: number, r: number, step: number, lineStep: number): void {
  const norm = 1 / (2 * r + 1);
  for (let line = 0; line < n; line++) {
    const base = line * lineStep;
    let acc = 0;
    for (let i = -r; i <= r; i++) acc += src[base + Math.min(n - 1, Math.max(0, i)) * step]!;
    for (let i = 0; i < n; i++) {
      dst[base + i * step] = acc * norm;
      const add = Math.min(n - 1, i + r + 1);
      const sub = Math.max(0, i - r);
      acc += src[base + add * step]! - src[base + sub * step]!;
    }
  }
}
