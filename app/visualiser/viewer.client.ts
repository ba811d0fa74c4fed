/**
 * The visualiser's WebGL view (three.js): one renderer, the scene the page asks for, orbit and zoom
 * by pointer and touch, preset views, day or evening light, and a split that shows a second
 * product on the right half. Loaded by a dynamic import from VisualiserStage, so no other page
 * carries three.js (decision 0067). Renders on demand: after a change, a texture or an orbit.
 */
import * as THREE from "three";
import { OrbitControls } from "three/addons/controls/OrbitControls.js";
import type { SceneId } from "../../core/visualiser/scenes";
import type { LightId, ViewId } from "../../core/visualiser/state";
import { buildScene, type BuiltScene } from "./scene-geometry";

export interface SurfaceSource {
  contentId: string;
  /** Base colour image, tileable or not. */
  baseColorUrl: string;
  normalUrl?: string | undefined;
  roughnessUrl?: string | undefined;
  roughness: number;
  tile: { widthMm: number; heightMm: number };
}

export interface ViewerState {
  scene: SceneId;
  view: ViewId;
  light: LightId;
  left: SurfaceSource;
  right: SurfaceSource | null;
}

export interface Viewer {
  show(state: ViewerState): void;
  dispose(): void;
}

/** Day: a bright sky and a soft sun through the window. Evening: a dim violet sky and a low warm light. */
const LIGHTS: Record<LightId, { background: number; sun: number; sunColour: number; hemisphere: number; hemiSky: number; hemiGround: number; exposure: number }> = {
  day: { background: 0xeef1f4, sun: 2.8, sunColour: 0xfff6ea, hemisphere: 1.2, hemiSky: 0xf4f8ff, hemiGround: 0xd8cbb8, exposure: 1.0 },
  evening: { background: 0x2a2630, sun: 1.6, sunColour: 0xffa55a, hemisphere: 0.55, hemiSky: 0x6f6a90, hemiGround: 0x4a3a2a, exposure: 1.0 },
};

/** A key naming what is drawn, written on the host when the frame with every texture loaded is on screen (tests wait for it). */
export function stateKey(state: ViewerState): string {
  return [state.scene, state.view, state.light, state.left.contentId, state.right?.contentId ?? ""].join("|");
}

export function createViewer(host: HTMLElement): Viewer {
  const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true, powerPreference: "low-power" });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  renderer.toneMapping = THREE.ACESFilmicToneMapping;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFSoftShadowMap;
  renderer.domElement.setAttribute("aria-hidden", "true");
  host.append(renderer.domElement);

  // Lights only, no environment map: prefiltering one (PMREM) and the larger shaders it brings took
  // most of 25 s in Chromium's software WebGL on a busy machine, before the first frame.
  const scene = new THREE.Scene();
  const hemisphere = new THREE.HemisphereLight();
  const sun = new THREE.DirectionalLight();
  sun.castShadow = true;
  sun.shadow.mapSize.set(1024, 1024);
  sun.shadow.bias = -0.0005;
  sun.shadow.radius = 4;
  scene.add(hemisphere, sun, sun.target);

  const camera = new THREE.PerspectiveCamera(45, 16 / 9, 0.05, 200);
  const controls = new OrbitControls(camera, renderer.domElement);
  controls.maxPolarAngle = Math.PI * 0.49;
  controls.minDistance = 0.3;
  controls.maxDistance = 40;

  const textures = new Map<string, THREE.Texture>();
  const loader = new THREE.TextureLoader();
  let built: BuiltScene | null = null;
  let builtId: SceneId | null = null;
  let current: ViewerState | null = null;
  let appliedView: string | null = null;
  let materials: { left: THREE.MeshStandardMaterial; right: THREE.MeshStandardMaterial | null } | null = null;
  let pending = 0;
  let frame = 0;
  let disposed = false;
  let compiled: "no" | "compiling" | "yes" = "no";

  function texture(url: string, colour: boolean, tile: SurfaceSource["tile"]): THREE.Texture {
    const key = `${url}|${tile.widthMm}x${tile.heightMm}`;
    let found = textures.get(key);
    if (!found) {
      pending++;
      found = loader.load(
        url,
        () => loaded(),
        undefined,
        () => loaded(),
      );
      found.wrapS = found.wrapT = THREE.RepeatWrapping;
      // UVs are in metres (scene-geometry.ts): one tile every tile-size metres.
      found.repeat.set(1000 / tile.widthMm, 1000 / tile.heightMm);
      found.anisotropy = renderer.capabilities.getMaxAnisotropy();
      if (colour) found.colorSpace = THREE.SRGBColorSpace;
      textures.set(key, found);
    }
    return found;
  }

  function loaded() {
    pending--;
    requestRender();
  }

  function material(source: SurfaceSource): THREE.MeshStandardMaterial {
    return new THREE.MeshStandardMaterial({
      map: texture(source.baseColorUrl, true, source.tile),
      ...(source.normalUrl ? { normalMap: texture(source.normalUrl, false, source.tile) } : {}),
      ...(source.roughnessUrl ? { roughnessMap: texture(source.roughnessUrl, false, source.tile) } : {}),
      roughness: source.roughness,
    });
  }

  function resize() {
    const width = Math.max(1, host.clientWidth);
    const height = Math.max(1, host.clientHeight);
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    // A phone's 4:3 view is narrower: a wider lens keeps the whole scene of the preset in it.
    camera.fov = camera.aspect < 1.4 ? 55 : 45;
    camera.updateProjectionMatrix();
    requestRender();
  }
  const observer = new ResizeObserver(resize);
  observer.observe(host);

  function requestRender() {
    if (disposed || frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      render();
    });
  }

  function setTargets(mat: THREE.Material) {
    for (const mesh of built?.targets ?? []) mesh.material = mat;
  }

  function render() {
    if (!built || !materials || !current) return;
    if (compiled !== "yes") {
      // The first frame waits for the shader programs, compiled where the browser can in parallel
      // (KHR_parallel_shader_compile) rather than in one long task on the main thread.
      if (compiled === "no") {
        compiled = "compiling";
        setTargets(materials.left);
        void renderer
          .compileAsync(scene, camera)
          .catch(() => undefined)
          .then(() => {
            compiled = "yes";
            requestRender();
          });
      }
      return;
    }
    const { width, height } = renderer.domElement;
    const pixelRatio = renderer.getPixelRatio();
    if (materials.right) {
      // The split: the left half wears the first product, the right half the second.
      const half = Math.floor(width / pixelRatio / 2);
      const cssHeight = height / pixelRatio;
      renderer.setScissorTest(true);
      renderer.setScissor(0, 0, half, cssHeight);
      setTargets(materials.left);
      renderer.render(scene, camera);
      renderer.setScissor(half, 0, width / pixelRatio - half, cssHeight);
      setTargets(materials.right);
      renderer.render(scene, camera);
      renderer.setScissorTest(false);
    } else {
      setTargets(materials.left);
      renderer.render(scene, camera);
    }
    host.dataset.drawn = pending === 0 ? stateKey(current) : "";
  }

  function show(state: ViewerState) {
    if (builtId !== state.scene) {
      if (built) scene.remove(built.group);
      built = buildScene(state.scene);
      builtId = state.scene;
      scene.add(built.group);
      appliedView = null;
    }
    const viewKey = `${state.scene}|${state.view}`;
    if (appliedView !== viewKey && built) {
      const preset = built.views[state.view];
      camera.position.set(...preset.position);
      controls.target.set(...preset.target);
      controls.update();
      appliedView = viewKey;
      sun.position.set(...built.sun);
      const reach = Math.max(...built.sun.map(Math.abs));
      Object.assign(sun.shadow.camera, { left: -reach, right: reach, top: reach, bottom: -reach, far: reach * 4 });
      sun.shadow.camera.updateProjectionMatrix();
    }
    const light = LIGHTS[state.light];
    scene.background = new THREE.Color(light.background);
    sun.intensity = light.sun;
    sun.color.set(light.sunColour);
    hemisphere.intensity = light.hemisphere;
    hemisphere.color.set(light.hemiSky);
    hemisphere.groundColor.set(light.hemiGround);
    renderer.toneMappingExposure = light.exposure;
    if (!current || current.left.contentId !== state.left.contentId || current.right?.contentId !== state.right?.contentId) {
      materials?.left.dispose();
      materials?.right?.dispose();
      materials = { left: material(state.left), right: state.right ? material(state.right) : null };
    }
    current = state;
    host.dataset.drawn = "";
    requestRender();
  }

  controls.addEventListener("change", requestRender);
  resize();

  return {
    show,
    dispose() {
      disposed = true;
      cancelAnimationFrame(frame);
      observer.disconnect();
      controls.dispose();
      for (const t of textures.values()) t.dispose();
      renderer.dispose();
      renderer.domElement.remove();
    },
  };
}
