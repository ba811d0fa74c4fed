import { useEffect, useRef, useState } from "react";
import { useT } from "../i18n/use-i18n";
import type { WhereToBuyData } from "./WhereToBuy";

/**
 * The map: the server draws it (an SVG with numbered markers, no tile server), so it is there
 * without JavaScript. With MAP_TILE_URL configured, a Leaflet map over those tiles replaces it
 * once loaded; Leaflet is fetched only then (decision 0037).
 */
export function DealerMap({ src, tileUrl, results }: { src: string; tileUrl: string | null; results: WhereToBuyData["results"] }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [tiled, setTiled] = useState(false);
  useEffect(() => {
    if (!tileUrl || !box.current) return;
    const points = results.flatMap((r) => (r.lat !== undefined && r.lon !== undefined ? [{ lat: r.lat, lon: r.lon, label: String(r.n), name: r.name }] : []));
    let dispose: (() => void) | undefined;
    let cancelled = false;
    void import("./tile-map.client").then(({ mountTileMap }) => {
      if (cancelled || !box.current) return;
      dispose = mountTileMap(box.current, tileUrl, points);
      setTiled(true);
    });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [tileUrl, results]);
  return (
    <figure className="dealer-map">
      {tileUrl ? <div ref={box} className="dealer-map__tiles" hidden={!tiled} role="region" aria-label={t("dealers.mapTitle")} /> : null}
      {tiled ? null : <img src={src} alt={t("dealers.mapDescription")} width={720} height={440} className="dealer-map__svg" decoding="async" />}
      <figcaption className="muted">{t("dealers.mapCaption")}</figcaption>
    </figure>
  );
}
