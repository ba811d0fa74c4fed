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

let webgl: boolean | undefined;
/** Whether this browser can draw WebGL at all (asked once): without it the page stays a still with its links. */
function webglAvailable(): boolean {
  if (webgl === undefined) {
    try {
      const canvas = document.createElement("canvas");
      webgl = Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
    } catch {
      webgl = false;
    }
  }
  return webgl;
}
const noSubscription = () => () => {};

/**
 * The picture: the server renders the product's image as a still with the scene in words; after
 * hydration, where WebGL works, three.js is imported (only here) and the 3D view replaces the
 * still. The host says what it has drawn in `data-drawn` once every texture is on screen.
 */
export function VisualiserStage({ product, compare, state, hasScene }: { product: VisualiserProduct; compare: VisualiserProduct | null; state: VisualiserState; hasScene: boolean }) {
  const t = useT();
  const { imageBase } = useRootData();
  const host = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);
  // Null on the server and while hydrating: the still is the first view everywhere.
  const supported = useSyncExternalStore(noSubscription, webglAvailable, () => null);
  const [loaded, setLoaded] = useState<"no" | "yes" | "failed">("no");
  const status: Status = supported === null || !hasScene ? "still" : !supported || loaded === "failed" ? "unsupported" : loaded === "yes" ? "ready" : "loading";
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
    import("./viewer.client")
      .then(({ createViewer }) => {
        if (cancelled || !host.current) return;
        viewer.current = createViewer(host.current);
        viewer.current.show(latest.current);
        setLoaded("yes");
      })
      .catch(() => setLoaded("failed"));
    return () => {
      cancelled = true;
      viewer.current?.dispose();
      viewer.current = null;
    };
  }, [hasScene, supported]);

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
      <div className="visualiser__view">
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
