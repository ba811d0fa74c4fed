/**
 * The visualiser's scenes as plain data: boxes, rounded boxes and cylinders in metres, the neutral
 * surfaces around the product's (`"target"` parts), each scene's preset camera views and its sun.
 * Two renderers read it: the browser's three.js view (app/visualiser/scene-geometry.ts) and the
 * server's still of the default view (server/visualiser/room-still.ts), so both show one room.
 */
import type { SceneId } from "./scenes";
import type { ViewId } from "./state";

export type Vec3 = readonly [number, number, number];

export type NeutralId = "white" | "wall" | "cabinet" | "oak" | "grey" | "dark" | "metal" | "glass" | "window" | "asphalt" | "fabric";

export interface NeutralSurface {
  colour: number;
  roughness: number;
  metalness?: number;
  /** Below 1: see-through (glass). */
  opacity?: number;
  /** Lights itself (a window's daylight). */
  emissive?: boolean;
}

export const NEUTRALS: Readonly<Record<NeutralId, NeutralSurface>> = {
  white: { colour: 0xf2f0ec, roughness: 0.85 },
  wall: { colour: 0xe9e6e1, roughness: 0.95 },
  cabinet: { colour: 0xf7f6f3, roughness: 0.55 },
  oak: { colour: 0xc9ab86, roughness: 0.7 },
  grey: { colour: 0x8d9096, roughness: 0.8 },
  dark: { colour: 0x2b2d31, roughness: 0.5 },
  metal: { colour: 0xb9bcc0, roughness: 0.3, metalness: 0.9 },
  glass: { colour: 0x9fb4c4, roughness: 0.05, metalness: 0.1, opacity: 0.35 },
  window: { colour: 0xdfeaf3, roughness: 1, emissive: true },
  asphalt: { colour: 0x9a9891, roughness: 1 },
  fabric: { colour: 0x7d7f7a, roughness: 1 },
};

export interface ScenePart {
  shape: "box" | "rounded" | "cylinder";
  /** Width, height, depth in metres (a cylinder: diameter, height, diameter; its axis is local y). */
  size: Vec3;
  /** Centre in metres (y up). */
  at: Vec3;
  /** Euler angles in radians, applied x, then y, then z (three.js's default order). */
  rotation?: Vec3;
  /** Corner radius of a rounded box. */
  radius?: number;
  surface: NeutralId | "target";
}

export interface CameraPreset {
  position: Vec3;
  target: Vec3;
}

export interface SceneLayout {
  parts: readonly ScenePart[];
  views: Readonly<Record<ViewId, CameraPreset>>;
  /** Where the key light comes from (a window, the sun). */
  sun: Vec3;
}

const box = (w: number, h: number, d: number, x: number, y: number, z: number, surface: ScenePart["surface"], rotation?: Vec3): ScenePart => ({ shape: "box", size: [w, h, d], at: [x, y, z], surface, ...(rotation ? { rotation } : {}) });
const rounded = (w: number, h: number, d: number, radius: number, x: number, y: number, z: number, surface: ScenePart["surface"], rotation?: Vec3): ScenePart => ({
  shape: "rounded",
  size: [w, h, d],
  at: [x, y, z],
  radius,
  surface,
  ...(rotation ? { rotation } : {}),
});
const cylinder = (radius: number, height: number, x: number, y: number, z: number, surface: NeutralId, rotation?: Vec3): ScenePart => ({
  shape: "cylinder",
  size: [radius * 2, height, radius * 2],
  at: [x, y, z],
  surface,
  ...(rotation ? { rotation } : {}),
});

/** Worktop along the back wall, an island and a splashback, with white cabinets on an oak floor. */
const kitchen: SceneLayout = {
  parts: [
    box(7, 0.02, 6, 0, -0.01, 0, "oak"),
    box(7, 2.7, 0.1, 0, 1.35, -2.55, "wall"),
    box(0.1, 2.7, 6, -3.5, 1.35, 0, "wall"),
    box(3.6, 0.87, 0.6, -0.6, 0.435, -2.2, "cabinet"),
    box(3.64, 0.03, 0.64, -0.6, 0.885, -2.18, "target"),
    box(3.6, 0.62, 0.015, -0.6, 1.21, -2.492, "target"),
    box(3.6, 0.72, 0.35, -0.6, 1.95, -2.32, "cabinet"),
    box(0.62, 0.02, 0.4, -0.2, 0.91, -2.2, "metal"),
    box(2.4, 0.87, 0.9, -0.3, 0.435, 0, "cabinet"),
    box(2.48, 0.04, 1.0, -0.3, 0.89, 0, "target"),
    // Waterfall end of the island: the surface runs down to the floor.
    box(0.04, 0.87, 1.0, 0.92, 0.435, 0, "target"),
    cylinder(0.2, 0.02, -0.8, 0.921, 0.1, "dark"),
    box(1.8, 1.5, 0.05, 2.4, 1.5, -2.49, "window"),
  ],
  sun: [4, 6, 3],
  views: {
    overview: { position: [2.9, 1.9, 3.1], target: [-0.6, 0.8, -1.1] },
    close: { position: [0.9, 1.35, 1.2], target: [-0.3, 0.85, -0.1] },
    side: { position: [-3.2, 1.6, 1.8], target: [-0.2, 0.9, -1.4] },
  },
};

/** A vanity top, the wall behind it and a shower tray. */
const bathroom: SceneLayout = {
  parts: [
    box(5, 0.02, 4, 0, -0.01, 0, "white"),
    box(5, 2.5, 0.1, 0, 1.25, -2.05, "wall"),
    box(0.1, 2.5, 4, -2.5, 1.25, 0, "wall"),
    box(3.4, 2.4, 0.02, -0.7, 1.2, -1.99, "target"),
    box(1.2, 0.45, 0.5, -1.2, 0.62, -1.72, "cabinet"),
    box(1.24, 0.03, 0.54, -1.2, 0.86, -1.72, "target"),
    rounded(0.46, 0.13, 0.36, 0.05, -1.2, 0.94, -1.72, "white"),
    box(0.9, 0.7, 0.02, -1.2, 1.6, -1.97, "glass"),
    box(1.2, 0.04, 0.9, 0.4, 0.02, -1.55, "target"),
    box(0.01, 2.0, 0.9, -0.2, 1.04, -1.55, "glass"),
    cylinder(0.1, 0.01, 0.4, 2.0, -1.7, "metal"),
  ],
  sun: [2, 5, 4],
  views: {
    overview: { position: [1.8, 1.6, 2.2], target: [-0.6, 0.9, -1.6] },
    close: { position: [-0.8, 1.35, -0.6], target: [-1.2, 0.85, -1.7] },
    side: { position: [1.9, 1.4, 0.2], target: [-0.6, 0.7, -1.7] },
  },
};

/** An empty living room: the whole floor, a sofa and a low table for scale. */
const floor: SceneLayout = {
  parts: [
    box(6, 0.02, 5, 0, -0.01, 0, "target"),
    box(6, 2.7, 0.1, 0, 1.35, -2.55, "wall"),
    box(0.1, 2.7, 5, -3.05, 1.35, 0, "wall"),
    box(2.2, 1.7, 0.04, 1.2, 1.3, -2.49, "window"),
    rounded(2.2, 0.42, 0.9, 0.08, -0.9, 0.21, -1.9, "fabric"),
    rounded(2.2, 0.45, 0.2, 0.08, -0.9, 0.62, -2.3, "fabric"),
    box(1.0, 0.04, 0.6, -0.9, 0.38, -0.7, "white"),
    ...([[-1.35, -0.95], [-0.45, -0.95], [-1.35, -0.45], [-0.45, -0.45]] as const).map(([x, z]) => cylinder(0.015, 0.36, x, 0.18, z, "dark")),
  ],
  sun: [3, 5, -4],
  views: {
    overview: { position: [2.6, 2.2, 3.2], target: [-0.4, 0, -0.8] },
    close: { position: [0.6, 0.9, 0.9], target: [0, 0, -0.3] },
    side: { position: [-2.6, 1.7, 2.3], target: [0.3, 0, -0.8] },
  },
};

/** A two-storey building whose walls are clad, with dark windows and a white parapet. */
const facade: SceneLayout = {
  parts: [
    box(40, 0.02, 30, 0, -0.01, 0, "asphalt"),
    box(10, 6.4, 6, 0, 3.2, -3, "white"),
    box(10.04, 6.2, 0.03, 0, 3.1, 0.015, "target"),
    box(0.03, 6.2, 6.04, 5.015, 3.1, -3, "target"),
    box(10.2, 0.3, 6.2, 0, 6.5, -3, "white"),
    ...[1.6, 4.7].flatMap((y) => [-3.2, 0, 3.2].map((x) => box(2.0, 1.8, 0.06, x, y, 0.05, "glass"))),
    box(1.4, 2.3, 0.06, 0, 1.15, 0.06, "dark"),
    box(12, 0.15, 2, 0, 0.075, 1.6, "white"),
  ],
  sun: [8, 12, 10],
  views: {
    overview: { position: [11, 4, 13], target: [0.5, 3, -1.5] },
    close: { position: [3.6, 2.2, 3.2], target: [3.4, 2.5, 0] },
    side: { position: [14, 3, 1], target: [3, 3, -3] },
  },
};

/** A free-standing sign on two posts in front of a grey wall. */
const sign: SceneLayout = {
  parts: [
    box(20, 0.02, 14, 0, -0.01, 0, "asphalt"),
    box(20, 4, 0.2, 0, 2, -3, "wall"),
    cylinder(0.05, 2.6, -1.15, 1.3, 0, "metal"),
    cylinder(0.05, 2.6, 1.15, 1.3, 0, "metal"),
    box(2.6, 1.2, 0.06, 0, 1.9, 0.07, "target"),
    box(2.66, 1.26, 0.04, 0, 1.9, 0.02, "dark"),
  ],
  sun: [5, 8, 6],
  views: {
    overview: { position: [2.6, 1.8, 4.2], target: [0, 1.6, 0] },
    close: { position: [0.4, 1.9, 1.2], target: [0, 1.9, 0] },
    side: { position: [-3.6, 1.7, 2.2], target: [0, 1.7, 0] },
  },
};

/** A delivery van whose box body is wrapped. */
const wrap: SceneLayout = {
  parts: [
    box(30, 0.02, 20, 0, -0.01, 0, "asphalt"),
    rounded(3.4, 2.0, 1.95, 0.06, -0.6, 1.45, 0, "target"),
    rounded(1.3, 1.45, 1.9, 0.12, 1.55, 1.12, 0, "white"),
    box(0.05, 0.6, 1.6, 2.19, 1.45, 0, "glass", [0, 0, -0.35]),
    box(5, 0.35, 1.8, 0.1, 0.42, 0, "dark"),
    ...([[-1.4, 0.9], [-1.4, -0.9], [1.5, 0.9], [1.5, -0.9]] as const).map(([x, z]) => cylinder(0.36, 0.24, x, 0.36, z, "dark", [Math.PI / 2, 0, 0])),
  ],
  sun: [5, 9, 7],
  views: {
    overview: { position: [4.8, 2.6, 5.6], target: [0, 1.2, 0] },
    close: { position: [-0.6, 1.6, 2.6], target: [-0.6, 1.5, 0] },
    side: { position: [-5.6, 2.2, 3.6], target: [0, 1.2, 0] },
  },
};

/** A car seat and a door panel in a grey cabin. */
const car: SceneLayout = {
  parts: [
    box(3, 0.02, 3, 0, -0.01, 0, "grey"),
    box(0.45, 0.2, 0.5, 0, 0.1, 0, "dark"),
    rounded(0.56, 0.14, 0.56, 0.05, 0, 0.27, 0, "target"),
    rounded(0.54, 0.72, 0.14, 0.05, 0, 0.68, -0.3, "target", [-0.2, 0, 0]),
    rounded(0.3, 0.2, 0.12, 0.04, 0, 1.15, -0.4, "target", [-0.2, 0, 0]),
    box(0.06, 0.7, 1.2, -0.62, 0.45, -0.05, "dark"),
    box(0.02, 0.42, 1.0, -0.585, 0.45, -0.05, "target"),
    rounded(0.12, 0.06, 0.5, 0.02, -0.53, 0.55, 0, "dark"),
    box(0.02, 0.45, 1.1, -0.62, 1.05, -0.05, "glass"),
  ],
  sun: [2, 4, 3],
  views: {
    overview: { position: [1.4, 1.2, 1.5], target: [-0.1, 0.5, -0.1] },
    close: { position: [0.3, 0.75, 0.7], target: [0, 0.35, 0] },
    side: { position: [0.5, 0.8, -0.3], target: [-0.6, 0.5, -0.05] },
  },
};

export const SCENE_LAYOUTS: Readonly<Record<SceneId, SceneLayout>> = { kitchen, bathroom, floor, facade, sign, wrap, car };

/** The day light both renderers use: sky, ground bounce and sun colours and strengths. */
export const DAY_LIGHT = { background: 0xeef1f4, sun: 2.8, sunColour: 0xfff6ea, hemisphere: 1.2, hemiSky: 0xf4f8ff, hemiGround: 0xd8cbb8 } as const;
