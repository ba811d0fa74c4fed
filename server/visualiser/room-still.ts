/**
 * The visualiser's still: the default view of a scene (core/visualiser/scene-layout.ts) drawn on
 * the server without a GPU, by casting one ray a pixel against the scene's boxes, rounded boxes
 * and cylinders. The product's surfaces wear its base colour map at true scale
 * (UVs in metres, as the browser's view has them), sampled from a mip level that matches each
 * pixel's footprint so distant floors do not shimmer; shading is a hemisphere sky, a sun with
 * shadows (one more ray) and a highlight that follows the finish's roughness, then filmic tone
 * mapping. Glass tints what is behind it. Pure: pixels in, pixels out.
 */
import { DAY_LIGHT, NEUTRALS, type CameraPreset, type SceneLayout, type ScenePart, type Vec3 } from "../../core/visualiser/scene-layout";

export interface StillTexture {
  /** sRGB RGB bytes, width × height. */
  rgb: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  /** Physical size one map covers. */
  tileMm: { widthMm: number; heightMm: number };
  roughness: number;
}

export interface StillInput {
  layout: SceneLayout;
  view: CameraPreset;
  /** Vertical field of view in degrees (the browser's: 45 on wide views, 55 on narrow ones). */
  fovDegrees: number;
  width: number;
  height: number;
  texture: StillTexture;
}

type Mat3 = [number, number, number, number, number, number, number, number, number];

interface Solid {
  part: ScenePart;
  centre: Vec3;
  /** Local to world (columns are the local axes); its transpose is world to local. */
  m: Mat3;
  half: Vec3;
  /** Linear RGB albedo of a neutral part. */
  albedo: Vec3;
  glass: boolean;
  target: boolean;
  cylinder: boolean;
  /** Corner radius of a rounded box (0: square edges). */
  radius: number;
  /** The centre and the matrix again as numbers, for the hot loop. */
  cx: number;
  cy: number;
  cz: number;
  hx: number;
  hy: number;
  hz: number;
  mm: Float64Array;
}

const toLinear = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const hexLinear = (hex: number): Vec3 => [toLinear(((hex >> 16) & 255) / 255), toLinear(((hex >> 8) & 255) / 255), toLinear((hex & 255) / 255)];
const SRGB_TABLE = Array.from({ length: 4096 }, (_, i) => {
  const c = i / 4095;
  return Math.round(255 * (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055));
});

/** three.js's Euler order XYZ: R = Rx · Ry · Rz. */
function rotationMatrix([a, b, c]: Vec3): Mat3 {
  const [ca, sa, cb, sb, cc, sc] = [Math.cos(a), Math.sin(a), Math.cos(b), Math.sin(b), Math.cos(c), Math.sin(c)];
  return [cb * cc, -cb * sc, sb, ca * sc + sa * sb * cc, ca * cc - sa * sb * sc, -sa * cb, sa * sc - ca * sb * cc, sa * cc + ca * sb * sc, ca * cb];
}

function solids(layout: SceneLayout): Solid[] {
  return layout.parts.map((part) => {
    const neutral = part.surface === "target" ? null : NEUTRALS[part.surface];
    return {
      part,
      centre: part.at,
      m: rotationMatrix(part.rotation ?? [0, 0, 0]),
      half: [part.size[0] / 2, part.size[1] / 2, part.size[2] / 2],
      // Metal reflects rather than scatters: without an environment to reflect it reads dark, as in the 3D view.
      albedo: neutral ? scale(hexLinear(neutral.colour), 1 - 0.85 * (neutral.metalness ?? 0)) : [0.5, 0.5, 0.5],
      glass: (neutral?.opacity ?? 1) < 1,
      target: part.surface === "target",
      cylinder: part.shape === "cylinder",
      radius: part.shape === "rounded" ? Math.min(part.radius ?? 0, part.size[0] / 2, part.size[1] / 2, part.size[2] / 2) : 0,
      cx: part.at[0],
      cy: part.at[1],
      cz: part.at[2],
      hx: part.size[0] / 2,
      hy: part.size[1] / 2,
      hz: part.size[2] / 2,
      mm: Float64Array.from(rotationMatrix(part.rotation ?? [0, 0, 0])),
    };
  });
}

interface Hit {
  t: number;
  solid: Solid;
  /** Local normal axis (0 x, 1 y, 2 z) and sign; axis 3: a cylinder's side; on a rounded edge, the normal's largest axis. */
  axis: number;
  sign: number;
  local: [number, number, number];
  /** On a rounded edge or corner: the local normal (else the axis gives it). */
  curved: boolean;
  normal: [number, number, number];
}

const newHit = (): Hit => ({ t: Infinity, solid: null as unknown as Solid, axis: 0, sign: 1, local: [0, 0, 0], curved: false, normal: [0, 0, 0] });

/**
 * Whether the ray o + t·d meets the solid for t in (tMin, tMax); if so `hit` holds the nearest
 * meeting (in the solid's frame). Scalar code without allocations: it runs a dozen times a pixel.
 */
function intersect(s: Solid, ox: number, oy: number, oz: number, dx: number, dy: number, dz: number, tMin: number, tMax: number, hit: Hit): boolean {
  const m = s.mm;
  const px = ox - s.cx;
  const py = oy - s.cy;
  const pz = oz - s.cz;
  // World to local: the transpose.
  const l0 = m[0]! * px + m[3]! * py + m[6]! * pz;
  const l1 = m[1]! * px + m[4]! * py + m[7]! * pz;
  const l2 = m[2]! * px + m[5]! * py + m[8]! * pz;
  const d0 = m[0]! * dx + m[3]! * dy + m[6]! * dz;
  const d1 = m[1]! * dx + m[4]! * dy + m[7]! * dz;
  const d2 = m[2]! * dx + m[5]! * dy + m[8]! * dz;
  if (s.cylinder) return cylinderHit(s, l0, l1, l2, d0, d1, d2, tMin, tMax, hit);
  let near = tMin;
  let far = tMax;
  let axis = -1;
  let sign = 1;
  for (let k = 0; k < 3; k++) {
    const h = k === 0 ? s.hx : k === 1 ? s.hy : s.hz;
    const lo = k === 0 ? l0 : k === 1 ? l1 : l2;
    const ld = k === 0 ? d0 : k === 1 ? d1 : d2;
    if (ld > -1e-12 && ld < 1e-12) {
      if (lo < -h || lo > h) return false;
      continue;
    }
    const inv = 1 / ld;
    let t0 = (-h - lo) * inv;
    let t1 = (h - lo) * inv;
    let faceSign = -1;
    if (t0 > t1) {
      const swap = t0;
      t0 = t1;
      t1 = swap;
      faceSign = 1;
    }
    if (t0 > near) {
      near = t0;
      axis = k;
      sign = faceSign;
    }
    if (t1 < far) far = t1;
    if (near > far) return false;
  }
  if (axis < 0) return false;
  hit.t = near;
  hit.solid = s;
  hit.axis = axis;
  hit.sign = sign;
  hit.curved = false;
  hit.local[0] = l0 + d0 * near;
  hit.local[1] = l1 + d1 * near;
  hit.local[2] = l2 + d2 * near;
  if (s.radius > 0 && nearEdge(s, hit.local)) return roundedHit(s, l0, l1, l2, d0, d1, d2, near, far, hit);
  return true;
}

/** Whether a point on the box lies where the rounded box curves: beyond the flat part on two axes or more. */
function nearEdge(s: Solid, p: [number, number, number]): boolean {
  const r = s.radius;
  return (Math.abs(p[0]) > s.hx - r ? 1 : 0) + (Math.abs(p[1]) > s.hy - r ? 1 : 0) + (Math.abs(p[2]) > s.hz - r ? 1 : 0) >= 2;
}

/** Signed distance to the rounded box (a box shrunk by the radius, grown back round), in its frame. */
function roundedDistance(s: Solid, x: number, y: number, z: number): number {
  const r = s.radius;
  const qx = Math.abs(x) - (s.hx - r);
  const qy = Math.abs(y) - (s.hy - r);
  const qz = Math.abs(z) - (s.hz - r);
  const outside = Math.hypot(Math.max(qx, 0), Math.max(qy, 0), Math.max(qz, 0));
  return outside + Math.min(Math.max(qx, qy, qz), 0) - r;
}

/**
 * The ray entered the bounding box where the rounded box curves: march along it by the distance
 * to the surface (never past it, since the distance is exact) until it meets the curve or leaves
 * the box. Only pixels near an edge get here, a few steps each.
 */
function roundedHit(s: Solid, l0: number, l1: number, l2: number, d0: number, d1: number, d2: number, near: number, far: number, hit: Hit): boolean {
  let t = near;
  for (let step = 0; step < 32 && t <= far; step++) {
    const x = l0 + d0 * t;
    const y = l1 + d1 * t;
    const z = l2 + d2 * t;
    const distance = roundedDistance(s, x, y, z);
    if (distance < 1e-5) {
      const r = s.radius;
      // The normal of the curved part: from the shrunk box's nearest point to this one.
      const nx = Math.sign(x) * Math.max(Math.abs(x) - (s.hx - r), 0);
      const ny = Math.sign(y) * Math.max(Math.abs(y) - (s.hy - r), 0);
      const nz = Math.sign(z) * Math.max(Math.abs(z) - (s.hz - r), 0);
      const len = Math.hypot(nx, ny, nz) || 1;
      hit.t = t;
      hit.curved = true;
      hit.normal[0] = nx / len;
      hit.normal[1] = ny / len;
      hit.normal[2] = nz / len;
      const ax = Math.abs(nx);
      const ay = Math.abs(ny);
      const az = Math.abs(nz);
      hit.axis = ax >= ay && ax >= az ? 0 : ay >= az ? 1 : 2;
      hit.sign = (hit.axis === 0 ? nx : hit.axis === 1 ? ny : nz) < 0 ? -1 : 1;
      hit.local[0] = x;
      hit.local[1] = y;
      hit.local[2] = z;
      return true;
    }
    t += distance;
  }
  return false;
}

function cylinderHit(s: Solid, l0: number, l1: number, l2: number, d0: number, d1: number, d2: number, tMin: number, tMax: number, hit: Hit): boolean {
  const r = s.hx;
  const h = s.hy;
  let best = tMax;
  let found = false;
  const a = d0 * d0 + d2 * d2;
  if (a > 1e-12) {
    const b = l0 * d0 + l2 * d2;
    const c = l0 * l0 + l2 * l2 - r * r;
    const disc = b * b - a * c;
    if (disc >= 0) {
      const t = (-b - Math.sqrt(disc)) / a;
      const y = l1 + d1 * t;
      if (t > tMin && t < best && y >= -h && y <= h) {
        best = t;
        found = true;
        hit.axis = 3;
        hit.sign = 1;
      }
    }
  }
  if (Math.abs(d1) > 1e-12) {
    for (let side = -1; side <= 1; side += 2) {
      const cap = side * h;
      const t = (cap - l1) / d1;
      if (t <= tMin || t >= best) continue;
      const x = l0 + d0 * t;
      const z = l2 + d2 * t;
      if (x * x + z * z <= r * r) {
        best = t;
        found = true;
        hit.axis = 1;
        hit.sign = cap > 0 ? 1 : -1;
      }
    }
  }
  if (!found) return false;
  hit.t = best;
  hit.solid = s;
  hit.curved = false;
  hit.local[0] = l0 + d0 * best;
  hit.local[1] = l1 + d1 * best;
  hit.local[2] = l2 + d2 * best;
  return true;
}

function worldNormal(hit: Hit): Vec3 {
  const m = hit.solid.m;
  let n: Vec3;
  if (hit.curved) {
    n = [hit.normal[0], hit.normal[1], hit.normal[2]];
  } else if (hit.axis === 3) {
    const len = Math.hypot(hit.local[0], hit.local[2]) || 1;
    n = [hit.local[0] / len, 0, hit.local[2] / len];
  } else {
    n = [0, 0, 0];
    (n as unknown as number[])[hit.axis] = hit.sign;
  }
  return [m[0] * n[0] + m[1] * n[1] + m[2] * n[2], m[3] * n[0] + m[4] * n[1] + m[5] * n[2], m[6] * n[0] + m[7] * n[1] + m[8] * n[2]];
}

/** The map in linear light, halved level by level: the mip chain. */
interface Mip {
  data: Float32Array;
  width: number;
  height: number;
}

function mipChain(texture: StillTexture): Mip[] {
  const first = new Float32Array(texture.width * texture.height * 3);
  const lut = Float64Array.from({ length: 256 }, (_, i) => toLinear(i / 255));
  for (let i = 0; i < first.length; i++) first[i] = lut[texture.rgb[i]!]!;
  const chain: Mip[] = [{ data: first, width: texture.width, height: texture.height }];
  while (chain.length < 12) {
    const prev = chain[chain.length - 1]!;
    if (prev.width < 2 || prev.height < 2) break;
    const width = prev.width >> 1;
    const height = prev.height >> 1;
    const data = new Float32Array(width * height * 3);
    const from = prev.data;
    // Each texel the mean of the 2 × 2 above it, indexed directly: a closure per texel and
    // channel made this chain most of a small still's time (decision 0080).
    for (let y = 0; y < height; y++) {
      const top = 2 * y * prev.width * 3;
      const bottom = (2 * y + 1) * prev.width * 3;
      for (let x = 0; x < width; x++) {
        const a = top + 6 * x;
        const b = bottom + 6 * x;
        const o = (y * width + x) * 3;
        for (let c = 0; c < 3; c++) data[o + c] = (from[a + c]! + from[a + 3 + c]! + from[b + c]! + from[b + 3 + c]!) / 4;
      }
    }
    chain.push({ data, width, height });
  }
  return chain;
}

/** UVs in metres along the face's axis, as app/visualiser/scene-geometry.ts projects them. */
function metricUv(hit: Hit): [number, number] {
  const [x, y, z] = hit.local;
  if (hit.axis === 0) return [z, y];
  if (hit.axis === 1) return [x, z];
  return [x, y];
}

/** Narkowicz's fit of the ACES filmic curve (three.js uses ACES too). */
const aces = (x: number): number => Math.min(1, Math.max(0, (x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14)));

export function renderRoomStill(input: StillInput): Uint8Array {
  const { layout, view, width, height, texture } = input;
  const scene = solids(layout);
  const opaque = scene.filter((s) => !s.glass);
  const mips = mipChain(texture);
  const texelsPerMetre = (1000 / texture.tileMm.widthMm) * texture.width;
  const sky = hexLinear(DAY_LIGHT.hemiSky);
  const ground = hexLinear(DAY_LIGHT.hemiGround);
  const sunColour = hexLinear(DAY_LIGHT.sunColour);
  const background = hexLinear(DAY_LIGHT.background);
  const sunLength = Math.hypot(...layout.sun);
  const toSun: Vec3 = [layout.sun[0] / sunLength, layout.sun[1] / sunLength, layout.sun[2] / sunLength];
  // The same strengths as the browser's lights; π because three.js divides diffuse light by it.
  const hemiScale = DAY_LIGHT.hemisphere;
  const sunScale = DAY_LIGHT.sun;
  const shininess = 2 / Math.max(0.02, texture.roughness * texture.roughness) - 2;
  const specular = 0.04 + 0.5 * (1 - texture.roughness) ** 3;

  // Camera basis: forward, right, up.
  const eye = view.position;
  const f = normalise([view.target[0] - eye[0], view.target[1] - eye[1], view.target[2] - eye[2]]);
  const r = normalise(cross(f, [0, 1, 0]));
  const u = cross(r, f);
  const tanHalf = Math.tan((input.fovDegrees * Math.PI) / 360);
  const aspect = width / height;
  const pixelAngle = (2 * tanHalf) / height;

  const out = new Uint8Array(width * height * 3);
  const colour: [number, number, number] = [0, 0, 0];
  let probe = newHit();
  const d: [number, number, number] = [0, 0, 0];
  const shadowProbe = newHit();
  const casters = opaque.filter((other) => !(other.part.surface !== "target" && NEUTRALS[other.part.surface].emissive));
  for (let py = 0; py < height; py++) {
    const sy = (1 - (2 * (py + 0.5)) / height) * tanHalf;
    for (let px = 0; px < width; px++) {
      const sx = ((2 * (px + 0.5)) / width - 1) * tanHalf * aspect;
      const rx = f[0] + r[0] * sx + u[0] * sy;
      const ry = f[1] + r[1] * sx + u[1] * sy;
      const rz = f[2] + r[2] * sx + u[2] * sy;
      const len = Math.sqrt(rx * rx + ry * ry + rz * rz);
      d[0] = rx / len;
      d[1] = ry / len;
      d[2] = rz / len;
      let nearest: Hit | null = null;
      for (const s of opaque) {
        if (intersect(s, eye[0], eye[1], eye[2], d[0], d[1], d[2], 1e-4, nearest?.t ?? Infinity, probe)) {
          [nearest, probe] = [probe, nearest ?? newHit()];
        }
      }
      if (!nearest) {
        colour[0] = background[0];
        colour[1] = background[1];
        colour[2] = background[2];
      } else {
        shade(nearest, d);
      }
      // Glass in front tints what is behind it (35 % of its own colour, as the browser's opacity).
      for (const s of scene) {
        if (!s.glass) continue;
        if (intersect(s, eye[0], eye[1], eye[2], d[0], d[1], d[2], 1e-4, nearest?.t ?? Infinity, probe)) for (let c = 0; c < 3; c++) colour[c] = 0.65 * colour[c]! + 0.35 * s.albedo[c]! * hemiScale * 0.8;
      }
      const o = (py * width + px) * 3;
      for (let c = 0; c < 3; c++) out[o + c] = SRGB_TABLE[Math.round(aces(colour[c]!) * 4095)]!;
    }
  }
  return out;

  function shade(hit: Hit, d: Vec3): void {
    const n = worldNormal(hit);
    const s = hit.solid;
    const surface = s.part.surface === "target" ? null : NEUTRALS[s.part.surface];
    if (surface?.emissive) {
      for (let c = 0; c < 3; c++) colour[c] = s.albedo[c]! * 1.3;
      return;
    }
    let albedo = s.albedo;
    if (s.target) albedo = sample(hit, Math.abs(d[0] * n[0] + d[1] * n[1] + d[2] * n[2]));
    const nDotL = n[0] * toSun[0] + n[1] * toSun[1] + n[2] * toSun[2];
    let direct = 0;
    if (nDotL > 0) {
      const fx = eye[0] + d[0] * hit.t + n[0] * 1e-3;
      const fy = eye[1] + d[1] * hit.t + n[1] * 1e-3;
      const fz = eye[2] + d[2] * hit.t + n[2] * 1e-3;
      // A window lets the sun through: it is light, not wall.
      const blocked = casters.some((other) => intersect(other, fx, fy, fz, toSun[0], toSun[1], toSun[2], 1e-4, Infinity, shadowProbe));
      direct = blocked ? 0 : nDotL;
    }
    const up = 0.5 * (n[1] + 1);
    let highlight = 0;
    if (s.target && direct > 0) {
      const h = normalise([toSun[0] - d[0], toSun[1] - d[1], toSun[2] - d[2]]);
      highlight = specular * Math.max(0, n[0] * h[0] + n[1] * h[1] + n[2] * h[2]) ** shininess * ((shininess + 8) / 8) * direct;
    }
    for (let c = 0; c < 3; c++) {
      const hemi = (ground[c]! + (sky[c]! - ground[c]!) * up) * hemiScale;
      colour[c] = (albedo[c]! * (hemi + sunColour[c]! * sunScale * direct)) / Math.PI + sunColour[c]! * highlight * 0.5;
    }
  }

  function sample(hit: Hit, cosine: number): Vec3 {
    // How many texels this pixel covers, from its distance and the surface's tilt.
    const footprint = (hit.t * pixelAngle * texelsPerMetre) / Math.max(0.15, cosine);
    const level = Math.min(mips.length - 1, Math.max(0, Math.floor(Math.log2(Math.max(1, footprint)))));
    const mip = mips[level]!;
    const [um, vm] = metricUv(hit);
    const tu = (um * 1000) / texture.tileMm.widthMm;
    const tv = (vm * 1000) / texture.tileMm.heightMm;
    const x = Math.floor((tu - Math.floor(tu)) * mip.width) % mip.width;
    // Image rows run down, texture v up (as a three.js texture is flipped).
    const y = Math.floor((1 - (tv - Math.floor(tv))) * mip.height) % mip.height;
    const i = (y * mip.width + x) * 3;
    return [mip.data[i]!, mip.data[i + 1]!, mip.data[i + 2]!];
  }
}

function scale(v: Vec3, k: number): Vec3 {
  return [v[0] * k, v[1] * k, v[2] * k];
}

function normalise(v: Vec3): Vec3 {
  const len = Math.hypot(v[0], v[1], v[2]) || 1;
  return [v[0] / len, v[1] / len, v[2] / len];
}

function cross(a: Vec3, b: Vec3): Vec3 {
  return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
}
