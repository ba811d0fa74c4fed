/**
 * The visualiser's state as its URL says it (`?product=…&scene=…&camera=…&light=…&compare=…`), so
 * that a shared link restores the scene and the back button walks back through changes. Parsing
 * never throws: a value that is not one of ours is dropped (the page then redirects to the URL
 * without it, so stray values make no new pages).
 */
import { SCENE_IDS, type SceneId } from "./scenes";

export const VIEW_IDS = ["overview", "close", "side"] as const;
export type ViewId = (typeof VIEW_IDS)[number];
export const LIGHT_IDS = ["day", "evening"] as const;
export type LightId = (typeof LIGHT_IDS)[number];

export const VISUALISER_PATH = "visualiser";
/**
 * The preset view's parameter. Not `view`: every catalogue page reserves that one for result
 * layouts and redirects it away (core/routing/page-query.ts).
 */
export const CAMERA_PARAM = "camera";

export interface VisualiserState {
  product: string;
  scene: SceneId;
  view: ViewId;
  light: LightId;
  /** A second product shown on the right half, split down the middle. */
  compare: string | null;
}

const CONTENT_ID = /^[0-9]{4,12}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (value !== null && (values as readonly string[]).includes(value) ? (value as T) : null);

export interface ParsedState {
  product: string | null;
  scene: SceneId | null;
  view: ViewId | null;
  light: LightId | null;
  compare: string | null;
  /** Some parameter had a value we do not know, or a parameter we do not have was given. */
  dirty: boolean;
}

const KNOWN = new Set(["product", "scene", CAMERA_PARAM, "light", "compare", "lang"]);

export function parseVisualiserQuery(query: URLSearchParams): ParsedState {
  const get = (name: string) => query.get(name);
  const product = CONTENT_ID.test(get("product") ?? "") ? get("product") : null;
  const compare = CONTENT_ID.test(get("compare") ?? "") ? get("compare") : null;
  const scene = oneOf(SCENE_IDS, get("scene"));
  const view = oneOf(VIEW_IDS, get(CAMERA_PARAM));
  const light = oneOf(LIGHT_IDS, get("light"));
  const dirty =
    [...query.keys()].some((key) => !KNOWN.has(key) || query.getAll(key).length > 1) ||
    (get("product") !== null && product === null) ||
    (get("compare") !== null && compare === null) ||
    (get("scene") !== null && scene === null) ||
    (get(CAMERA_PARAM) !== null && view === null) ||
    (get("light") !== null && light === null);
  return { product, scene, view, light, compare, dirty };
}

/** The query of a state, defaults left out so that the simplest link is the canonical one. */
export function visualiserQuery(state: VisualiserState, defaults: { scene: SceneId }): URLSearchParams {
  const query = new URLSearchParams({ product: state.product });
  if (state.scene !== defaults.scene) query.set("scene", state.scene);
  if (state.view !== "overview") query.set(CAMERA_PARAM, state.view);
  if (state.light !== "day") query.set("light", state.light);
  if (state.compare && state.compare !== state.product) query.set("compare", state.compare);
  return query;
}
