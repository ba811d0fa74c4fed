/**
 * The visualiser's scenes as three.js geometry: simple boxes in metres, neutral materials around
 * the surfaces the product covers (`targets`), and each scene's preset camera views. Imported
 * only by viewer.client.ts, so three.js stays on the visualiser page alone.
 */
import * as THREE from "three";
import { RoundedBoxGeometry } from "three/addons/geometries/RoundedBoxGeometry.js";
import type { SceneId } from "../../core/visualiser/scenes";
import type { ViewId } from "../../core/visualiser/state";

export interface CameraPreset {
  position: [number, number, number];
  target: [number, number, number];
}

export interface BuiltScene {
  group: THREE.Group;
  /** Meshes that wear the product's material. */
  targets: THREE.Mesh[];
  views: Record<ViewId, CameraPreset>;
  /** Where the key light comes from (a window, the sun). */
  sun: [number, number, number];
}

/**
 * UVs in metres, projected along each face's dominant normal, so that one texture whose repeat is
 * 1 m / tile size shows every surface at true scale, whatever its size.
 */
function metricUvs(geometry: THREE.BufferGeometry): THREE.BufferGeometry {
  const position = geometry.getAttribute("position");
  const normal = geometry.getAttribute("normal");
  const uv = new Float32Array(position.count * 2);
  for (let i = 0; i < position.count; i++) {
    const [x, y, z] = [position.getX(i), position.getY(i), position.getZ(i)];
    const [nx, ny, nz] = [Math.abs(normal.getX(i)), Math.abs(normal.getY(i)), Math.abs(normal.getZ(i))];
    const [u, v] = nx >= ny && nx >= nz ? [z, y] : ny >= nz ? [x, z] : [x, y];
    uv[i * 2] = u;
    uv[i * 2 + 1] = v;
  }
  geometry.setAttribute("uv", new THREE.BufferAttribute(uv, 2));
  return geometry;
}

const neutral = {
  white: new THREE.MeshStandardMaterial({ color: 0xf2f0ec, roughness: 0.85 }),
  wall: new THREE.MeshStandardMaterial({ color: 0xe9e6e1, roughness: 0.95 }),
  cabinet: new THREE.MeshStandardMaterial({ color: 0xf7f6f3, roughness: 0.55 }),
  oak: new THREE.MeshStandardMaterial({ color: 0xc9ab86, roughness: 0.7 }),
  grey: new THREE.MeshStandardMaterial({ color: 0x8d9096, roughness: 0.8 }),
  dark: new THREE.MeshStandardMaterial({ color: 0x2b2d31, roughness: 0.5 }),
  metal: new THREE.MeshStandardMaterial({ color: 0xb9bcc0, roughness: 0.3, metalness: 0.9 }),
  glass: new THREE.MeshStandardMaterial({ color: 0x9fb4c4, roughness: 0.05, metalness: 0.1, transparent: true, opacity: 0.35 }),
  window: new THREE.MeshStandardMaterial({ color: 0xdfeaf3, emissive: 0xdfeaf3, emissiveIntensity: 0.9 }),
  asphalt: new THREE.MeshStandardMaterial({ color: 0x9a9891, roughness: 1 }),
  fabric: new THREE.MeshStandardMaterial({ color: 0x7d7f7a, roughness: 1 }),
};

class Builder {
  readonly group = new THREE.Group();
  readonly targets: THREE.Mesh[] = [];

  /** A box of w x h x d metres centred at (x, y, z); `target` boxes wear the product. */
  box(w: number, h: number, d: number, x: number, y: number, z: number, material: THREE.Material | "target", rotation: [number, number, number] = [0, 0, 0]): THREE.Mesh {
    return this.add(metricUvs(new THREE.BoxGeometry(w, h, d)), x, y, z, material, rotation);
  }

  rounded(w: number, h: number, d: number, radius: number, x: number, y: number, z: number, material: THREE.Material | "target", rotation: [number, number, number] = [0, 0, 0]): THREE.Mesh {
    return this.add(metricUvs(new RoundedBoxGeometry(w, h, d, 3, radius)), x, y, z, material, rotation);
  }

  cylinder(radius: number, height: number, x: number, y: number, z: number, material: THREE.Material, rotation: [number, number, number] = [0, 0, 0]): THREE.Mesh {
    return this.add(new THREE.CylinderGeometry(radius, radius, height, 24), x, y, z, material, rotation);
  }

  private add(geometry: THREE.BufferGeometry, x: number, y: number, z: number, material: THREE.Material | "target", rotation: [number, number, number]): THREE.Mesh {
    const mesh = new THREE.Mesh(geometry, material === "target" ? neutral.grey : material);
    mesh.position.set(x, y, z);
    mesh.rotation.set(...rotation);
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    if (material === "target") this.targets.push(mesh);
    this.group.add(mesh);
    return mesh;
  }
}

/** Worktop along the back wall, an island and a splashback, with white cabinets on an oak floor. */
function kitchen(b: Builder): Omit<BuiltScene, "group" | "targets"> {
  b.box(7, 0.02, 6, 0, -0.01, 0, neutral.oak);
  b.box(7, 2.7, 0.1, 0, 1.35, -2.55, neutral.wall);
  b.box(0.1, 2.7, 6, -3.5, 1.35, 0, neutral.wall);
  b.box(3.6, 0.87, 0.6, -0.6, 0.435, -2.2, neutral.cabinet);
  b.box(3.64, 0.03, 0.64, -0.6, 0.885, -2.18, "target");
  b.box(3.6, 0.62, 0.015, -0.6, 1.21, -2.492, "target");
  b.box(3.6, 0.72, 0.35, -0.6, 1.95, -2.32, neutral.cabinet);
  b.box(0.62, 0.02, 0.4, -0.2, 0.91, -2.2, neutral.metal);
  b.box(2.4, 0.87, 0.9, -0.3, 0.435, 0, neutral.cabinet);
  b.box(2.48, 0.04, 1.0, -0.3, 0.89, 0, "target");
  // Waterfall end of the island: the surface runs down to the floor.
  b.box(0.04, 0.87, 1.0, 0.92, 0.435, 0, "target");
  b.cylinder(0.2, 0.02, -0.8, 0.921, 0.1, neutral.dark);
  b.box(1.8, 1.5, 0.05, 2.4, 1.5, -2.49, neutral.window);
  return {
    sun: [4, 6, 3],
    views: {
      overview: { position: [2.9, 1.9, 3.1], target: [-0.6, 0.8, -1.1] },
      close: { position: [0.9, 1.35, 1.2], target: [-0.3, 0.85, -0.1] },
      side: { position: [-3.2, 1.6, 1.8], target: [-0.2, 0.9, -1.4] },
    },
  };
}

/** A vanity top, the wall behind it and a shower tray. */
function bathroom(b: Builder): Omit<BuiltScene, "group" | "targets"> {
  b.box(5, 0.02, 4, 0, -0.01, 0, neutral.white);
  b.box(5, 2.5, 0.1, 0, 1.25, -2.05, neutral.wall);
  b.box(0.1, 2.5, 4, -2.5, 1.25, 0, neutral.wall);
  b.box(3.4, 2.4, 0.02, -0.7, 1.2, -1.99, "target");
  b.box(1.2, 0.45, 0.5, -1.2, 0.62, -1.72, neutral.cabinet);
  b.box(1.24, 0.03, 0.54, -1.2, 0.86, -1.72, "target");
  b.rounded(0.46, 0.13, 0.36, 0.05, -1.2, 0.94, -1.72, neutral.white);
  b.box(0.9, 0.7, 0.02, -1.2, 1.6, -1.97, neutral.glass);
  b.box(1.2, 0.04, 0.9, 0.4, 0.02, -1.55, "target");
  b.box(0.01, 2.0, 0.9, -0.2, 1.04, -1.55, neutral.glass);
  b.cylinder(0.1, 0.01, 0.4, 2.0, -1.7, neutral.metal);
  return {
    sun: [2, 5, 4],
    views: {
      overview: { position: [1.8, 1.6, 2.2], target: [-0.6, 0.9, -1.6] },
      close: { position: [-0.8, 1.35, -0.6], target: [-1.2, 0.85, -1.7] },
      side: { position: [1.9, 1.4, 0.2], target: [-0.6, 0.7, -1.7] },
    },
  };
}

/** An empty living room: the whole floor, a sofa and a low table for scale. */
function floor(b: Builder): Omit<BuiltScene, "group" | "targets"> {
  b.box(6, 0.02, 5, 0, -0.01, 0, "target");
  b.box(6, 2.7, 0.1, 0, 1.35, -2.55, neutral.wall);
  b.box(0.1, 2.7, 5, -3.05, 1.35, 0, neutral.wall);
  b.box(2.2, 1.7, 0.04, 1.2, 1.3, -2.49, neutral.window);
  b.rounded(2.2, 0.42, 0.9, 0.08, -0.9, 0.21, -1.9, neutral.fabric);
  b.rounded(2.2, 0.45, 0.2, 0.08, -0.9, 0.62, -2.3, neutral.fabric);
  b.box(1.0, 0.04, 0.6, -0.9, 0.38, -0.7, neutral.white);
  for (const [x, z] of [[-1.35, -0.95], [-0.45, -0.95], [-1.35, -0.45], [-0.45, -0.45]] as const) b.cylinder(0.015, 0.36, x, 0.18, z, neutral.dark);
  return {
    sun: [3, 5, -4],
    views: {
      overview: { position: [2.6, 2.2, 3.2], target: [-0.4, 0, -0.8] },
      close: { position: [0.6, 0.9, 0.9], target: [0, 0, -0.3] },
      side: { position: [-2.6, 1.7, 2.3], target: [0.3, 0, -0.8] },
    },
  };
}

/** A two-storey building whose walls are clad, with dark windows and a white parapet. */
function facade(b: Builder): Omit<BuiltScene, "group" | "targets"> {
  b.box(40, 0.02, 30, 0, -0.01, 0, neutral.asphalt);
  b.box(10, 6.4, 6, 0, 3.2, -3, neutral.white);
  b.box(10.04, 6.2, 0.03, 0, 3.1, 0.015, "target");
  b.box(0.03, 6.2, 6.04, 5.015, 3.1, -3, "target");
  b.box(10.2, 0.3, 6.2, 0, 6.5, -3, neutral.white);
  for (const y of [1.6, 4.7]) for (const x of [-3.2, 0, 3.2]) b.box(2.0, 1.8, 0.06, x, y, 0.05, neutral.glass);
  b.box(1.4, 2.3, 0.06, 0, 1.15, 0.06, neutral.dark);
  b.box(12, 0.15, 2, 0, 0.075, 1.6, neutral.white);
  return {
    sun: [8, 12, 10],
    views: {
      overview: { position: [11, 4, 13], target: [0.5, 3, -1.5] },
      close: { position: [3.6, 2.2, 3.2], target: [3.4, 2.5, 0] },
      side: { position: [14, 3, 1], target: [3, 3, -3] },
    },
  };
}

/** A free-standing sign on two posts in front of a grey wall. */
function sign(b: Builder): Omit<BuiltScene, "group" | "targets"> {
  b.box(20, 0.02, 14, 0, -0.01, 0, neutral.asphalt);
  b.box(20, 4, 0.2, 0, 2, -3, neutral.wall);
  b.cylinder(0.05, 2.6, -1.15, 1.3, 0, neutral.metal);
  b.cylinder(0.05, 2.6, 1.15, 1.3, 0, neutral.metal);
  b.box(2.6, 1.2, 0.06, 0, 1.9, 0.07, "target");
  b.box(2.66, 1.26, 0.04, 0, 1.9, 0.02, neutral.dark);
  return {
    sun: [5, 8, 6],
    views: {
      overview: { position: [2.6, 1.8, 4.2], target: [0, 1.6, 0] },
      close: { position: [0.4, 1.9, 1.2], target: [0, 1.9, 0] },
      side: { position: [-3.6, 1.7, 2.2], target: [0, 1.7, 0] },
    },
  };
}

/** A delivery van whose box body is wrapped. */
function wrap(b: Builder): Omit<BuiltScene, "group" | "targets"> {
  b.box(30, 0.02, 20, 0, -0.01, 0, neutral.asphalt);
  b.rounded(3.4, 2.0, 1.95, 0.06, -0.6, 1.45, 0, "target");
  b.rounded(1.3, 1.45, 1.9, 0.12, 1.55, 1.12, 0, neutral.white);
  b.box(0.05, 0.6, 1.6, 2.19, 1.45, 0, neutral.glass, [0, 0, -0.35]);
  b.box(5, 0.35, 1.8, 0.1, 0.42, 0, neutral.dark);
  for (const [x, z] of [[-1.4, 0.9], [-1.4, -0.9], [1.5, 0.9], [1.5, -0.9]] as const) b.cylinder(0.36, 0.24, x, 0.36, z, neutral.dark, [Math.PI / 2, 0, 0]);
  return {
    sun: [5, 9, 7],
    views: {
      overview: { position: [4.8, 2.6, 5.6], target: [0, 1.2, 0] },
      close: { position: [-0.6, 1.6, 2.6], target: [-0.6, 1.5, 0] },
      side: { position: [-5.6, 2.2, 3.6], target: [0, 1.2, 0] },
    },
  };
}

/** A car seat and a door panel in a grey cabin. */
function car(b: Builder): Omit<BuiltScene, "group" | "targets"> {
  b.box(3, 0.02, 3, 0, -0.01, 0, neutral.grey);
  b.box(0.45, 0.2, 0.5, 0, 0.1, 0, neutral.dark);
  b.rounded(0.56, 0.14, 0.56, 0.05, 0, 0.27, 0, "target");
  b.rounded(0.54, 0.72, 0.14, 0.05, 0, 0.68, -0.3, "target", [-0.2, 0, 0]);
  b.rounded(0.3, 0.2, 0.12, 0.04, 0, 1.15, -0.4, "target", [-0.2, 0, 0]);
  b.box(0.06, 0.7, 1.2, -0.62, 0.45, -0.05, neutral.dark);
  b.box(0.02, 0.42, 1.0, -0.585, 0.45, -0.05, "target");
  b.rounded(0.12, 0.06, 0.5, 0.02, -0.53, 0.55, 0, neutral.dark);
  b.box(0.02, 0.45, 1.1, -0.62, 1.05, -0.05, neutral.glass);
  return {
    sun: [2, 4, 3],
    views: {
      overview: { position: [1.4, 1.2, 1.5], target: [-0.1, 0.5, -0.1] },
      close: { position: [0.3, 0.75, 0.7], target: [0, 0.35, 0] },
      side: { position: [0.5, 0.8, -0.3], target: [-0.6, 0.5, -0.05] },
    },
  };
}

const BUILDERS: Record<SceneId, (b: Builder) => Omit<BuiltScene, "group" | "targets">> = { kitchen, bathroom, floor, facade, sign, wrap, car };

export function buildScene(id: SceneId): BuiltScene {
  const b = new Builder();
  const rest = BUILDERS[id](b);
  return { group: b.group, targets: b.targets, ...rest };
}
