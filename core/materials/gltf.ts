/**
 * The pack's `material.gltf`: a 1 m × 1 m square sample (glTF 2.0, metres, Y up) carrying the
 * product's PBR material (metallic-roughness), its texture repeated so that one tile of the maps
 * covers the tile's physical size: true scale in any tool that imports glTF. The geometry sits in
 * an embedded buffer; the images are the pack's PNG files beside it.
 */
import type { MaterialTile } from "./material";

export interface GltfMaterialInput {
  name: string;
  tile: Pick<MaterialTile, "widthMm" | "heightMm">;
  /** File names (inside the pack) of the maps; normal and orm may be absent. */
  files: { basecolor: string; normal?: string; orm?: string };
  roughness: number;
  metalness: number;
  /** Strength of the normal map (glTF normalTexture.scale). */
  normalScale?: number;
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The sample square's geometry: positions, normals, texture coordinates (one buffer), indices. */
function squareBuffer(repeatU: number, repeatV: number): { bytes: Uint8Array; views: { offset: number; length: number }[] } {
  // Four corners on the XZ plane (Y up), seen from above: -x,-z / +x,-z / +x,+z / -x,+z.
  const positions = new Float32Array([-0.5, 0, -0.5, 0.5, 0, -0.5, 0.5, 0, 0.5, -0.5, 0, 0.5]);
  const normals = new Float32Array([0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0]);
  const uvs = new Float32Array([0, 0, repeatU, 0, repeatU, repeatV, 0, repeatV]);
  // Counter-clockwise seen from +Y, so the face looks up.
  const indices = new Uint16Array([0, 2, 1, 0, 3, 2]);
  const parts = [positions, normals, uvs, indices];
  const views: { offset: number; length: number }[] = [];
  let offset = 0;
  for (const part of parts) {
    views.push({ offset, length: part.byteLength });
    offset += part.byteLength;
  }
  const bytes = new Uint8Array(offset);
  parts.forEach((part, i) => bytes.set(new Uint8Array(part.buffer, part.byteOffset, part.byteLength), views[i]!.offset));
  return { bytes, views };
}

/** The glTF JSON document as text. */
export function materialGltf(input: GltfMaterialInput): string {
  // One metre is 1000 mm: that many tiles across the sample.
  const repeatU = 1000 / input.tile.widthMm;
  const repeatV = 1000 / input.tile.heightMm;
  const { bytes, views } = squareBuffer(repeatU, repeatV);
  const images = [{ uri: encodeURI(input.files.basecolor) }];
  const textures = [{ sampler: 0, source: 0 }];
  const material: Record<string, unknown> = {
    name: input.name,
    pbrMetallicRoughness: {
      baseColorTexture: { index: 0 },
      metallicFactor: input.metalness,
      roughnessFactor: input.roughness,
    },
  };
  const pbr = material.pbrMetallicRoughness as Record<string, unknown>;
  if (input.files.orm) {
    images.push({ uri: encodeURI(input.files.orm) });
    textures.push({ sampler: 0, source: images.length - 1 });
    // Green is roughness, blue metalness (white: the factor decides), red occlusion.
    pbr.metallicRoughnessTexture = { index: textures.length - 1 };
    pbr.roughnessFactor = 1;
    material.occlusionTexture = { index: textures.length - 1 };
  }
  if (input.files.normal) {
    images.push({ uri: encodeURI(input.files.normal) });
    textures.push({ sampler: 0, source: images.length - 1 });
    material.normalTexture = { index: textures.length - 1, scale: input.normalScale ?? 1 };
  }
  const document = {
    asset: { version: "2.0", generator: "surface catalogue material pack" },
    scene: 0,
    scenes: [{ name: "Sample", nodes: [0] }],
    nodes: [{ name: `${input.name} (1 m x 1 m)`, mesh: 0 }],
    meshes: [{ name: "Sample 1 m x 1 m", primitives: [{ attributes: { POSITION: 0, NORMAL: 1, TEXCOORD_0: 2 }, indices: 3, material: 0 }] }],
    materials: [material],
    textures,
    images,
    // 10497 REPEAT on both axes; trilinear filtering.
    samplers: [{ magFilter: 9729, minFilter: 9987, wrapS: 10497, wrapT: 10497 }],
    buffers: [{ byteLength: bytes.byteLength, uri: `data:application/octet-stream;base64,${base64(bytes)}` }],
    bufferViews: [
      { buffer: 0, byteOffset: views[0]!.offset, byteLength: views[0]!.length, target: 34962 },
      { buffer: 0, byteOffset: views[1]!.offset, byteLength: views[1]!.length, target: 34962 },
      { buffer: 0, byteOffset: views[2]!.offset, byteLength: views[2]!.length, target: 34962 },
      { buffer: 0, byteOffset: views[3]!.offset, byteLength: views[3]!.length, target: 34963 },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 4, type: "VEC3", min: [-0.5, 0, -0.5], max: [0.5, 0, 0.5] },
      { bufferView: 1, componentType: 5126, count: 4, type: "VEC3" },
      { bufferView: 2, componentType: 5126, count: 4, type: "VEC2" },
      { bufferView: 3, componentType: 5123, count: 6, type: "SCALAR" },
    ],
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
