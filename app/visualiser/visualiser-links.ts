/**
 * Links of the visualiser: to a product in it (from product, compare and Likes pages) and to a
 * changed state of the current view, each a plain URL so they work without JavaScript and a
 * shared link restores the scene.
 */
import { buildPath } from "../../core/routing/region-path";
import type { Locale, Region } from "../../core/regions/regions";
import { VISUALISER_PATH, visualiserQuery, type VisualiserState } from "../../core/visualiser/state";
import type { SceneId } from "../../core/visualiser/scenes";

/** The visualiser showing one product in its first scene. */
export function visualiserHref(region: Region, locale: Locale, contentId: string): string {
  return buildPath(region, VISUALISER_PATH, locale, new URLSearchParams({ product: contentId }));
}

/** The current state with some of it changed; the scene falls back to the first when it changes product. */
export function stateHref(region: Region, locale: Locale, state: VisualiserState, defaultScene: SceneId, change: Partial<VisualiserState>): string {
  return buildPath(region, VISUALISER_PATH, locale, visualiserQuery({ ...state, ...change }, { scene: defaultScene }));
}
