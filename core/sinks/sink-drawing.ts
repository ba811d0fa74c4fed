/**
 * Sinks, washbasins, shower trays and baths drawn as products (issue 26, decision 0062): a shaded
 * top view of the piece in its colour, from its overall and inner sizes, on a soft backdrop with a
 * drop shadow, instead of the flat colour square a swatch recipe gives. Pure arithmetic on signed
 * distances (no canvas, no image library), row by row like the texture renderers, so the image
 * pipeline renders it in its workers and in slices exactly as it renders a texture.
 */
import type { SwatchShape } from "../catalogue/model";

type Rgb = readonly [number, number, number];

export interface SinkDrawingContext {
  /** Side of the square, in pixels. */
  size: number;
  /** The piece's colour, `#rrggbb`. */
  base: string;
  shape: SwatchShape;
}

/** Renders rows [y0, y1) of an RGB image (3 bytes per pixel, row-major) into `out`. */
export interface SinkRenderer {
  renderRows(out: Uint8ClampedArray, y0: number, y1: number): void;
}

const BACKDROP_TOP: Rgb = [222, 220, 215];
const BACKDROP_BOTTOM: Rgb = [203, 200, 194];
const DRAIN_METAL: Rgb = [196, 199, 203];
const DRAIN_HOLE: Rgb = [88, 90, 94];
/** Light from the upper left, above: the walls facing it are lit, the others in shade. */
const LIGHT = normalise([-0.45, -0.55, 0.7]);
/** How steep a bowl's wall is drawn (radians from the floor). */
const WALL_TILT = 1.05;
const WALL_SIN = Math.sin(WALL_TILT);
const WALL_COS = Math.cos(WALL_TILT);
const DRAIN_RADIUS_MM = 24;
/** The ridge between the two bowls of a double sink. */
const DIVIDER_MM = 50;

function normalise(v: readonly [number, number, number]): [number, number, number] {
  const n = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / n, v[1] / n, v[2] / n];
}

function parseHex(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);
/** Coverage of a pixel by the inside of a signed distance (px), for anti-aliased edges. */
const coverage = (d: number) => clamp01(0.5 - d);

interface Box {
  cx: number;
  cy: number;
  hw: number;
  hh: number;
  /** Corner radius (rounded boxes); an oval ignores it. */
  r: number;
  oval: boolean;
}

/** Signed distance to a rounded box or an ellipse (approximate away from the edge, exact enough to shade). */
function sd(b: Box, x: number, y: number): number {
  const px = x - b.cx;
  const py = y - b.cy;
  if (b.oval) {
    const ex = px / b.hw;
    const ey = py / b.hh;
    const k = Math.sqrt(ex * ex + ey * ey);
    return (k - 1) * Math.min(b.hw, b.hh);
  }
  const qx = Math.abs(px) - (b.hw - b.r);
  const qy = Math.abs(py) - (b.hh - b.r);
  const ox = qx > 0 ? qx : 0;
  const oy = qy > 0 ? qy : 0;
  // Math.sqrt, not Math.hypot: several times faster, and this runs millions of times a drawing.
  return Math.sqrt(ox * ox + oy * oy) + Math.min(Math.max(qx, qy), 0) - b.r;
}

/** The direction in which `sd` grows fastest (not normalised): away from the box's inside. */
function outward(b: Box, x: number, y: number): [number, number] {
  const px = x - b.cx;
  const py = y - b.cy;
  if (b.oval) return [px / (b.hw * b.hw), py / (b.hh * b.hh)];
  const qx = Math.abs(px) - (b.hw - b.r);
  const qy = Math.abs(py) - (b.hh - b.r);
  const sx = px < 0 ? -1 : 1;
  const sy = py < 0 ? -1 : 1;
  if (qx > 0 && qy > 0) return [qx * sx, qy * sy];
  return qx > qy ? [sx, 0] : [0, sy];
}

/**
 * Above this side the drawing is computed at half the side and enlarged: it is all soft gradients
 * and anti-aliased edges, which lose nothing visible at 2x, and a card's 1280 px master then costs
 * a quarter (close to a plain colour's render rather than ten times it).
 */
const FULL_DETAIL_MAX = 640;

export function createSinkRenderer(context: SinkDrawingContext): SinkRenderer {
  const { size } = context;
  if (size <= FULL_DETAIL_MAX) return createDirectRenderer(context);
  const half = Math.ceil(size / 2);
  let small: Uint8ClampedArray | null = null;
  return {
    renderRows(out, y0, y1) {
      if (!small) {
        small = new Uint8ClampedArray(half * half * 3);
        createDirectRenderer({ ...context, size: half }).renderRows(small, 0, half);
      }
      const source = small;
      // Bilinear enlargement, pixel centres aligned.
      for (let y = y0; y < y1; y++) {
        const sy = Math.min(half - 1, Math.max(0, (y + 0.5) / 2 - 0.5));
        const ya = Math.floor(sy);
        const yb = Math.min(half - 1, ya + 1);
        const fy = sy - ya;
        for (let x = 0; x < size; x++) {
          const sx = Math.min(half - 1, Math.max(0, (x + 0.5) / 2 - 0.5));
          const xa = Math.floor(sx);
          const xb = Math.min(half - 1, xa + 1);
          const fx = sx - xa;
          const o = (y * size + x) * 3;
          for (let c = 0; c < 3; c++) {
            const top = source[(ya * half + xa) * 3 + c]! * (1 - fx) + source[(ya * half + xb) * 3 + c]! * fx;
            const bottom = source[(yb * half + xa) * 3 + c]! * (1 - fx) + source[(yb * half + xb) * 3 + c]! * fx;
            out[o + c] = top * (1 - fy) + bottom * fy;
          }
        }
      }
    },
  };
}

function createDirectRenderer({ size, base, shape }: SinkDrawingContext): SinkRenderer {
  const colour = parseHex(base);
  const { overall, inner, kind } = shape;
  // A freestanding bath shows its side; the others a thin front edge.
  const band = kind === "BATH" ? 0.1 : kind === "SHOWER_TRAY" ? 0.025 : 0.035;
  const scaleMm = (0.8 * size) / Math.max(overall.widthMm, overall.lengthMm * (1 + band * 1.2));
  const bandPx = Math.max(2, band * size);
  const top: Box = {
    cx: size / 2,
    cy: size / 2 - bandPx / 2,
    hw: (overall.widthMm * scaleMm) / 2,
    hh: (overall.lengthMm * scaleMm) / 2,
    r: Math.max(1, (kind === "BATH" ? 0.3 : 0.05) * Math.min(overall.widthMm, overall.lengthMm) * scaleMm),
    oval: false,
  };
  const front: Box = { ...top, cy: top.cy + bandPx };
  const ledge = (overall.lengthMm - inner.lengthMm) * scaleMm;
  // Sinks and basins sit towards the front, leaving the back ledge for a tap.
  const bowlCy = top.cy + (kind === "SINK" || kind === "BOWL" ? ledge * 0.2 : 0);
  const bowls: Box[] = [];
  const innerW = inner.widthMm * scaleMm;
  const innerH = inner.lengthMm * scaleMm;
  const cornerOf = (w: number, h: number) =>
    shape.outline === "rounded" ? 0.28 * Math.min(w, h) : kind === "SHOWER_TRAY" ? 0.02 * Math.min(w, h) : 0.1 * Math.min(w, h);
  if ((shape.bowls ?? 1) === 2) {
    const gap = DIVIDER_MM * scaleMm;
    const w = (innerW - gap) / 2;
    for (const side of [-1, 1]) bowls.push({ cx: top.cx + side * (w / 2 + gap / 2), cy: bowlCy, hw: w / 2, hh: innerH / 2, r: cornerOf(w, innerH), oval: shape.outline === "oval" });
  } else {
    bowls.push({ cx: top.cx, cy: bowlCy, hw: innerW / 2, hh: innerH / 2, r: cornerOf(innerW, innerH), oval: shape.outline === "oval" });
  }
  // The wall seen from above: wider for deeper bowls, never more than a fifth of the bowl.
  const walls = bowls.map((b) => Math.max(1.5, Math.min(inner.depthMm * scaleMm * 0.35, 0.24 * Math.min(b.hw, b.hh))));
  const drainR = Math.max(1.5, DRAIN_RADIUS_MM * scaleMm);
  // A bath drains at one end; the rest in the middle of each bowl.
  const drains = bowls.map((b) => ({ x: kind === "BATH" ? b.cx - b.hw * 0.55 : b.cx, y: b.cy }));
  const shadowBlur = 0.05 * size;
  const shadowDx = 0.015 * size;
  const shadowDy = 0.03 * size;
  // Beyond this box around the piece the shadow has faded out: the backdrop alone is drawn there.
  const reach = shadowBlur * 4;
  const shadowLeft = top.cx - top.hw + shadowDx - reach;
  const shadowRight = top.cx + top.hw + shadowDx + reach;
  const shadowTop = top.cy - top.hh + shadowDy - reach;
  const shadowBottom = front.cy + front.hh + shadowDy + reach;

  const [cr, cg, cb] = colour;
  // Colour channels of the pixel being drawn (no arrays per pixel: a 1280 px master is 1.6 M of them).
  let r = 0;
  let g = 0;
  let b = 0;
  /** Blends the pixel towards `k` times the piece's colour, by `a`. */
  const towardsColour = (k: number, a: number) => {
    r += (cr * k - r) * a;
    g += (cg * k - g) * a;
    b += (cb * k - b) * a;
  };

  function pixel(x: number, y: number): void {
    const dTop = sd(top, x, y);
    const aTop = coverage(dTop);
    // Inside the top surface nothing behind it shows: skip the backdrop, shadow and front edge.
    if (aTop < 1) {
      const t = y / size;
      r = BACKDROP_TOP[0] + (BACKDROP_BOTTOM[0] - BACKDROP_TOP[0]) * t;
      g = BACKDROP_TOP[1] + (BACKDROP_BOTTOM[1] - BACKDROP_TOP[1]) * t;
      b = BACKDROP_TOP[2] + (BACKDROP_BOTTOM[2] - BACKDROP_TOP[2]) * t;
      // Drop shadow of the whole piece, soft, down and to the right.
      const ds = x < shadowLeft || x > shadowRight || y < shadowTop || y > shadowBottom ? reach : Math.min(sd(top, x - shadowDx, y - shadowDy), sd(front, x - shadowDx, y - shadowDy));
      if (ds < reach) {
        const k = 1 - 0.3 * (ds < 0 ? 1 : Math.exp(-ds / shadowBlur) * (1 - clamp01(ds / (shadowBlur * 4))));
        r *= k;
        g *= k;
        b *= k;
      }
      // The front edge (or a bath's side), shaded darker towards the floor.
      const aFront = y < front.cy - front.hh - 1 ? 0 : coverage(sd(front, x, y));
      if (aFront > 0) towardsColour(0.8 - 0.12 * clamp01((y - (front.cy + front.hh - bandPx)) / bandPx), aFront);
      if (aTop <= 0) return;
    }
    // The top surface: lit from the upper left, a faint highlight along its edge.
    let k = 1.015 - (0.035 * ((x - (top.cx - top.hw)) / (2 * top.hw) + (y - (top.cy - top.hh)) / (2 * top.hh))) / 2 + (dTop > -1.5 ? 0.03 : 0);
    for (let i = 0; i < bowls.length; i++) {
      const bowl = bowls[i]!;
      if (Math.abs(x - bowl.cx) > bowl.hw + 1 || Math.abs(y - bowl.cy) > bowl.hh + 1) continue;
      const d = sd(bowl, x, y);
      const a = coverage(d);
      if (a <= 0) continue;
      const depth = -d;
      const wall = walls[i]!;
      let shade: number;
      // The floor, darker close to the walls (and, on a tray, sloping to the drain).
      const floor = 0.96 - 0.1 * Math.exp(-Math.max(0, depth - wall) / (wall * 0.9));
      if (depth < wall) {
        // The wall faces the bowl's centre: its normal leans against the outward gradient.
        const [gx, gy] = outward(bowl, x, y);
        const gl = Math.sqrt(gx * gx + gy * gy) || 1;
        const lambert = Math.max(0, (-gx / gl) * WALL_SIN * LIGHT[0] + (-gy / gl) * WALL_SIN * LIGHT[1] + WALL_COS * LIGHT[2]) / LIGHT[2];
        shade = 0.7 + 0.27 * lambert;
        // The wall meets the floor softly, and the rim's lip catches a little light.
        const toFloor = clamp01((depth - wall * 0.75) / (wall * 0.25));
        shade += (floor - shade) * toFloor;
        if (depth < 1.2) shade = Math.max(shade, 0.92);
      } else {
        shade = floor;
      }
      const drain = drains[i]!;
      const dr = Math.sqrt((x - drain.x) ** 2 + (y - drain.y) ** 2);
      if (kind === "SHOWER_TRAY") shade -= 0.04 * Math.exp(-dr / (bowl.hw * 0.6));
      // Blend the surface towards the bowl, then draw the drain over it.
      const surface = k + (shade - k) * a;
      k = surface;
      const aDrain = coverage(dr - drainR) * a;
      if (aDrain > 0) {
        towardsColour(k, aTop);
        const hole = coverage(dr - drainR * 0.55) * (dr > drainR * 0.18 ? 1 : 0.3);
        const metal = 1.05 - (0.25 * ((y - drain.y) / drainR + 1)) / 2;
        const mr = DRAIN_METAL[0] * metal + (DRAIN_HOLE[0] - DRAIN_METAL[0] * metal) * hole;
        const mg = DRAIN_METAL[1] * metal + (DRAIN_HOLE[1] - DRAIN_METAL[1] * metal) * hole;
        const mb = DRAIN_METAL[2] * metal + (DRAIN_HOLE[2] - DRAIN_METAL[2] * metal) * hole;
        r += (mr - r) * aDrain;
        g += (mg - g) * aDrain;
        b += (mb - b) * aDrain;
        return;
      }
    }
    towardsColour(k, aTop);
  }

  return {
    renderRows(out, y0, y1) {
      for (let y = y0; y < y1; y++) {
        for (let x = 0; x < size; x++) {
          pixel(x + 0.5, y + 0.5);
          const o = (y * size + x) * 3;
          out[o] = r;
          out[o + 1] = g;
          out[o + 2] = b;
        }
      }
    },
  };
}

/** Raw RGB pixels of the drawing, a `size`-pixel square, in one go. */
export function renderSinkPixels(context: SinkDrawingContext): Uint8ClampedArray {
  const out = new Uint8ClampedArray(context.size * context.size * 3);
  createSinkRenderer(context).renderRows(out, 0, context.size);
  return out;
}
