import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { swatchSrcSet, swatchUrl } from "../../core/catalogue/image-urls";
import type { VisualiserState } from "../../core/visualiser/state";
import { NARROW_MEDIA } from "../../core/visualiser/still";
import { useRootData, useT } from "../i18n/use-i18n";
import type { VisualiserProduct } from "./visualiser-data.server";
import type { SurfaceSource, Viewer, ViewerState } from "./viewer.client";

/** The swatch's largest width, when it stands in for a base colour map or for a still. */
const TEXTURE_WIDTH = 960;
/** The swatch's smallest width: a phone never shows it narrower. */
const STILL_WIDTHS = [480];

type Status = "still" | "loading" | "ready" | "unsupported";

/** The material's maps; the swatch stands in for a base colour map the product lacks. */
function source(imageBase: string, p: VisualiserProduct): SurfaceSource {
  return {
    contentId: p.contentId,
    baseColorUrl: p.maps.basecolor || swatchUrl(imageBase, p.image, TEXTURE_WIDTH, "webp"),
    normalUrl: p.maps.normal || undefined,
    roughnessUrl: p.maps.roughness || undefined,
    roughness: p.roughness,
    tile: p.tile,
  };
}

interface WebglSupport {
  available: boolean;
  /** Drawn by the CPU (SwiftShader, llvmpipe): shader compiles block the main thread for seconds. */
  software: boolean;
}
let webgl: WebglSupport | undefined;
const NO_WEBGL: WebglSupport = { available: false, software: false };
/** Whether this browser can draw WebGL at all, and on what (asked once): without it the page stays a still with its links. */
function webglSupport(): WebglSupport {
  if (webgl === undefined) {
    try {
      const canvas = document.createElement("canvas");
      const context = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
      const info = context?.getExtension("WEBGL_debug_renderer_info");
      const renderer = context && info ? String(context.getParameter(info.UNMASKED_RENDERER_WEBGL)) : "";
      webgl = context ? { available: true, software: /swiftshader|llvmpipe|softpipe|software/i.test(renderer) } : NO_WEBGL;
      context?.getExtension("WEBGL_lose_context")?.loseContext();
    } catch {
      webgl = NO_WEBGL;
    }
  }
  return webgl;
}
const noSubscription = () => () => {};

/** The still until the 3D view is asked for and loaded; "unsupported" where WebGL is missing or failed. */
function stageStatus(hasScene: boolean, supported: boolean | null, loaded: "no" | "starting" | "yes" | "failed"): Status {
  if (supported === null || !hasScene) return "still";
  if (!supported || loaded === "failed") return "unsupported";
  return loaded === "yes" ? "ready" : loaded === "starting" ? "loading" : "still";
}

/** What the visitor does when reaching for the 3D view: it then starts without waiting for idle. */
const REACH_EVENTS = ["pointerdown", "wheel"] as const;

/**
 * Calls `start` once: at the first reach for `target`, or (unless `onlyOnReach`) earlier, after
 * the load event (the still, the LCP, is on screen) when the browser is next idle. Returns a cancel.
 */
function whenIdleAfterLoad(start: () => void, target: HTMLElement | null, onlyOnReach: boolean): () => void {
  let done = false;
  let idle = 0;
  const once = () => {
    if (done) return;
    cancel();
    start();
  };
  const afterLoad = () => {
    idle = typeof requestIdleCallback === "function" ? requestIdleCallback(once, { timeout: 4000 }) : window.setTimeout(once, 200);
  };
  function cancel() {
    done = true;
    window.removeEventListener("load", afterLoad);
    for (const event of REACH_EVENTS) target?.removeEventListener(event, once);
    if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  }
  for (const event of REACH_EVENTS) target?.addEventListener(event, once, { passive: true });
  if (onlyOnReach) return cancel;
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
  return cancel;
}

/**
 * The picture: the server renders the product's image as a still with the scene in words; after
 * hydration, where WebGL works, three.js is imported (only here) and the 3D view replaces the
 * still. The host says what it has drawn in `data-drawn` once every texture is on screen.
 */
export function VisualiserStage({ product, compare, state, hasScene }: { product: VisualiserProduct; compare: VisualiserProduct | null; state: VisualiserState; hasScene: boolean }) {
  const t = useT();
  const { imageBase } = useRootData();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);
  // Null on the server and while hydrating: the still is the first view everywhere.
  const support = useSyncExternalStore(noSubscription, webglSupport, () => null);
  const supported = support === null ? null : support.available;
  const software = support?.software ?? false;
  const startNow = useRef<() => void>(() => undefined);
  const [loaded, setLoaded] = useState<"no" | "starting" | "yes" | "failed">("no");
  const status: Status = stageStatus(hasScene, supported, loaded);
  const left = source(imageBase, product);
  const right = compare ? source(imageBase, compare) : null;
  const key = [state.scene, state.view, state.light, left.contentId, right?.contentId ?? ""].join("|");
  // One object per drawn state (the key names it), so the effects below run when it changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const wanted: ViewerState = useMemo(() => ({ scene: state.scene, view: state.view, light: state.light, left, right }), [key]);
  const latest = useRef(wanted);

  useEffect(() => {
    if (!hasScene || !supported) return;
    let cancelled = false;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      setLoaded((now) => (now === "no" ? "starting" : now));
      import("./viewer.client")
        .then(({ createViewer }) => {
          if (cancelled || !host.current) return;
          viewer.current = createViewer(host.current);
          viewer.current.show(latest.current);
          setLoaded("yes");
        })
        .catch(() => setLoaded("failed"));
    };
    // The still is the first view; the 3D view (three.js, shader compiles) waits until the page
    // has loaded and the main thread is idle, or starts at once when the visitor reaches for it.
    // Drawn in software, compiling takes seconds of the main thread: then only on request.
    const stopWaiting = whenIdleAfterLoad(start, view.current, software);
    startNow.current = () => {
      stopWaiting();
      start();
    };
    return () => {
      cancelled = true;
      stopWaiting();
      viewer.current?.dispose();
      viewer.current = null;
    };
  }, [hasScene, supported, software]);

  useEffect(() => {
    latest.current = wanted;
    viewer.current?.show(wanted);
  }, [wanted]);

  const sceneName = t(`visualiser.scene.${state.scene}`);
  // The still of the scene's default view; a product without a scene shows its swatch.
  const still = hasScene ? product.stills[state.scene] : undefined;
  const names = compare ? `${product.name} / ${compare.name}` : product.name;
  return (
    <figure className="visualiser__stage" data-status={status}>
      <div className="visualiser__view" ref={view}>
        <picture className="visualiser__still" hidden={status === "ready"}>
          {still ? <source media={NARROW_MEDIA} srcSet={still.narrow} sizes="100vw" type="image/webp" /> : null}
          {still ? (
            <img src={still.src} srcSet={still.wide} sizes="(min-width: 900px) 60vw, 100vw" alt={t("visualiser.roomStill", { scene: sceneName, name: product.name })} width={800} height={500} fetchPriority="high" />
          ) : (
            <img
              src={swatchUrl(imageBase, product.image, 640, "webp")}
              srcSet={swatchSrcSet(imageBase, product.image, "webp", TEXTURE_WIDTH, STILL_WIDTHS[0])}
              sizes="(min-width: 900px) 60vw, 100vw"
              alt={t("visualiser.still", { name: product.name })}
              width={640}
              height={640}
              fetchPriority="high"
            />
          )}
        </picture>
        <div ref={host} className="visualiser__canvas" role="img" aria-label={t("visualiser.canvas", { scene: sceneName, name: names })} hidden={status !== "ready" && status !== "loading"} />
        {status === "still" && supported && hasScene ? (
          <button type="button" className="visualiser__start" onClick={() => startNow.current()}>
            {t("visualiser.start")}
          </button>
        ) : null}
        {compare && status === "ready" ? <div className="visualiser__divider" aria-hidden="true" /> : null}
        {status === "loading" ? (
          <p className="visualiser__status" role="status">
            {t("visualiser.loading")}
          </p>
        ) : null}
      </div>
      <figcaption>
        {status === "unsupported" ? <p className="visualiser__fallback">{t("visualiser.noWebgl")}</p> : null}
        {hasScene ? <p>{t(`visualiser.text.${state.scene}`, { name: names })}</p> : null}
      </figcaption>
    </figure>
  );
}
