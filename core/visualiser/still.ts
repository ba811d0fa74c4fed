/**
 * The visualiser's still (issue 28): the default view (overview, day light) of a scene with the
 * product on its surfaces, drawn once on the server and cached like an image. It is the first
 * view (the LCP) before WebGL starts, and the whole picture without WebGL or JavaScript.
 *
 * `/images/room-still/{contentId}/{version}/{scene}-{frame}-{width}.webp`: `frame` is the
 * browser view's shape and lens (wide 16:10 at 45°, narrow 4:3 at 55°, as viewer.client.ts has
 * them), so the still and the 3D view that replaces it frame the room alike. The version hashes
 * the maps' version and the scene's layout, so the URL is immutable.
 */
import { shortHash } from "../catalogue/media";
import type { Product } from "../catalogue/model";
import { materialMapVersion } from "../catalogue/material-urls";
import type { MaterialSubject } from "../materials/material";
import { SCENE_LAYOUTS } from "./scene-layout";
import type { SceneId } from "./scenes";

/** Bump when the still renderer draws differently: every still URL changes. */
export const STILL_RENDERER_VERSION = 3;

export const STILL_FRAMES = {
  wide: { width: 16, height: 10, fovDegrees: 45 },
  narrow: { width: 4, height: 3, fovDegrees: 55 },
} as const;
export type StillFrame = keyof typeof STILL_FRAMES;

/** Widths a still is drawn at: a phone's view (390 px at 3×), Lighthouse's (412 at 1.75×), a desktop column. */
export const STILL_WIDTHS = [480, 800, 1200] as const;
export type StillWidth = (typeof STILL_WIDTHS)[number];

/** The narrow frame's pictures fill a phone; the wide one the desktop's column (visualiser.css). */
export const NARROW_MEDIA = "(max-width: 899px)";

export function stillPixels(frame: StillFrame, width: StillWidth): { width: number; height: number } {
  const shape = STILL_FRAMES[frame];
  return { width, height: Math.round((width * shape.height) / shape.width) };
}

/** Each scene's layout, hashed once: it changes only with the code. */
const layoutHashes = new Map<SceneId, string>();

export function roomStillVersion(product: MaterialSubject, scene: SceneId): string {
  let layout = layoutHashes.get(scene);
  if (layout === undefined) {
    layout = shortHash(JSON.stringify(SCENE_LAYOUTS[scene]));
    layoutHashes.set(scene, layout);
  }
  return shortHash(`${STILL_RENDERER_VERSION}:${materialMapVersion(product)}:${layout}`);
}

export function roomStillFile(scene: SceneId, frame: StillFrame, width: StillWidth): string {
  return `${scene}-${frame}-${width}.webp`;
}

export function roomStillUrl(product: MaterialSubject & Pick<Product, "contentId">, scene: SceneId, frame: StillFrame, width: StillWidth, base = "/images", version = roomStillVersion(product, scene)): string {
  return `${base.replace(/\/+$/, "")}/room-still/${product.contentId}/${version}/${roomStillFile(scene, frame, width)}`;
}

/** `srcset` of one frame of the still. */
export function roomStillSrcSet(product: MaterialSubject & Pick<Product, "contentId">, scene: SceneId, frame: StillFrame, base?: string): string {
  const version = roomStillVersion(product, scene);
  return STILL_WIDTHS.map((width) => `${roomStillUrl(product, scene, frame, width, base, version)} ${width}w`).join(", ");
}
