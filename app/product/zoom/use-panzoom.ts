import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { PanzoomObject } from "@panzoom/panzoom";

/** Largest zoom: the enlarged image is 2400 px and the download 3000 px, so 5× still shows real pixels on a phone. */
export const MAX_SCALE = 5;
/** One press of + or −: panzoom multiplies the scale by e^step (×1.5). */
const STEP = 0.4;
/** One arrow key press moves the view by this share of the viewport. */
const PAN_SHARE = 0.15;

export interface ZoomControl {
  scale: number;
  zoomed: boolean;
  zoomIn(): void;
  zoomOut(): void;
  reset(): void;
  /** Moves the view over the image: (1, 0) looks further right, like scrolling. */
  panBy(dx: number, dy: number): void;
}

/**
 * Zoom and pan of one image with @panzoom/panzoom (wheel around the pointer, pinch, drag), loaded
 * only when a zoom view opens so the library never weighs on a page's first load. `active` is
 * whether the view is shown; a change of `resetKey` (another image) returns to the whole image.
 * `stageRef` goes on the element that is zoomed; its parent is the viewport that clips it and
 * takes the wheel.
 */
export function usePanzoom(active: boolean, resetKey: unknown): { zoom: ZoomControl; stageRef: RefObject<HTMLDivElement | null> } {
  const ref = useRef<HTMLDivElement>(null);
  const instance = useRef<PanzoomObject | null>(null);
  const [scale, setScale] = useState(1);

  useEffect(() => {
    const elem = ref.current;
    const viewport = elem?.parentElement;
    if (!active || !elem || !viewport) return;
    let cancelled = false;
    let unbind = () => {};
    void import("@panzoom/panzoom").then(({ default: Panzoom }) => {
      if (cancelled) return;
      // No animation: panzoom's containment measures the element mid-transition and would then stop
      // short of the whole image; a jump is also what reduced motion asks for.
      const panzoom = Panzoom(elem, { minScale: 1, maxScale: MAX_SCALE, step: STEP, contain: "outside", panOnlyWhenZoomed: true, cursor: "grab", animate: false });
      const onChange = (event: Event) => setScale((event as CustomEvent<{ scale: number }>).detail.scale);
      const onWheel = (event: WheelEvent) => panzoom.zoomWithWheel(event);
      elem.addEventListener("panzoomchange", onChange);
      viewport.addEventListener("wheel", onWheel, { passive: false });
      instance.current = panzoom;
      unbind = () => {
        elem.removeEventListener("panzoomchange", onChange);
        viewport.removeEventListener("wheel", onWheel);
        panzoom.destroy();
        panzoom.resetStyle();
        instance.current = null;
      };
    });
    return () => {
      cancelled = true;
      unbind();
      setScale(1);
    };
  }, [active]);

  useEffect(() => {
    instance.current?.reset({ animate: false });
  }, [resetKey]);

  const zoomIn = useCallback(() => void instance.current?.zoomIn({ animate: false }), []);
  const zoomOut = useCallback(() => void instance.current?.zoomOut({ animate: false }), []);
  const reset = useCallback(() => void instance.current?.reset({ animate: false }), []);
  const panBy = useCallback((dx: number, dy: number) => {
    const panzoom = instance.current;
    const viewport = ref.current?.parentElement;
    if (!panzoom || !viewport) return;
    // panzoom translates before scaling, so a distance on screen is divided by the scale.
    const s = panzoom.getScale();
    panzoom.pan((-dx * PAN_SHARE * viewport.clientWidth) / s, (-dy * PAN_SHARE * viewport.clientHeight) / s, { relative: true, animate: false });
  }, []);

  return { zoom: { scale, zoomed: scale > 1.001, zoomIn, zoomOut, reset, panBy }, stageRef: ref };
}
