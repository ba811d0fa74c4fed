/**
 * The visualiser's scenes (core/visualiser/scene-layout.ts) as three.js geometry: boxes in metres
 * with UVs in metres, neutral materials around the surfaces the product covers (`targets`). Imported
 * only by viewer.client.ts, so three.js stays on the visualiser page alone.
 */
import * as THREE from "three";
import { RoundedBoxGeometry } from "three/addons/geometries/RoundedBoxGeometry.js";
import { NEUTRALS, SCENE_LAYOUTS, type CameraPreset, type NeutralId, type ScenePart, type Vec3 } from "../../core/visualiser/scene-layout";
import type { SceneId } from "../../core/visualiser/scenes";
import type { ViewId } from "../../core/visualiser/state";

export interface BuiltScene {
  group: THREE.Group;
  /** Meshes that wear the product's material. */
  targets: THREE.Mesh[];
  views: Record<ViewId, CameraPreset>;
  /** Where the key light comes from (a window, the sun). */
  sun: Vec3;
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

/** One three.js material per neutral surface of the layout, made on first use. */
const neutrals = new Map<NeutralId, THREE.MeshStandardMaterial>();
function neutral(id: NeutralId): THREE.MeshStandardMaterial {
  let found = neutrals.get(id);
  if (!found) {
    const s = NEUTRALS[id];
    found = new THREE.MeshStandardMaterial({
      color: s.colour,
      roughness: s.roughness,
      metalness: s.metalness ?? 0,
      ...(s.opacity !== undefined ? { transparent: true, opacity: s.opacity } : {}),
      ...(s.emissive ? { emissive: s.colour, emissiveIntensity: 0.9 } : {}),
    });
    neutrals.set(id, found);
  }
  return found;
}

function geometry(part: ScenePart): THREE.BufferGeometry {
  const [w, h, d] = part.size;
  if (part.shape === "cylinder") return new THREE.CylinderGeometry(w / 2, w / 2, h, 24);
  return metricUvs(part.shape === "rounded" ? new RoundedBoxGeometry(w, h, d, 3, part.radius ?? 0) : new THREE.BoxGeometry(w, h, d));
}

export function buildScene(id: SceneId): BuiltScene {
  const layout = SCENE_LAYOUTS[id];
  const group = new THREE.Group();
  const targets: THREE.Mesh[] = [];
  for (const part of layout.parts) {
    const mesh = new THREE.Mesh(geometry(part), part.surface === "target" ? neutral("grey") : neutral(part.surface));
    mesh.position.set(...part.at);
    mesh.rotation.set(...(part.rotation ?? [0, 0, 0]));
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    if (part.surface === "target") targets.push(mesh);
    group.add(mesh);
  }
  return { group, targets, views: layout.views as Record<ViewId, CameraPreset>, sun: layout.sun };
}
