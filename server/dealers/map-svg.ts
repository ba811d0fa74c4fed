/**
 * The results map, drawn on the server without a tile server (decision 0037): country shapes
 * from world-atlas (Natural Earth 1:50m) in a Mercator projection fitted to the results, and
 * numbered markers that match the list. An SVG document with title and description; the list
 * stays the page's primary content.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { geoMercator, geoPath, type GeoPermissibleObjects } from "d3-geo";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { LatLon } from "../../core/dealers/distance";

export const MAP_WIDTH = 720;
export const MAP_HEIGHT = 440;
const PAD = 36;

interface Shapes {
  land: GeoPermissibleObjects;
  borders: GeoPermissibleObjects;
}
let shapes: Shapes | null = null;

/** Read once, on the first map: the atlas stays out of start-up and out of the browser. */
function worldShapes(): Shapes {
  if (shapes) return shapes;
  const file = createRequire(import.meta.url).resolve("world-atlas/countries-50m.json");
  const topology = JSON.parse(readFileSync(file, "utf8")) as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
  shapes = {
    land: feature(topology, topology.objects.land),
    borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
  };
  return shapes;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface MapMarker extends LatLon {
  label: string;
}

export interface MapText {
  title: string;
  description: string;
}

/**
 * Fitted to the markers and the origin; a single point (or points close together) gets a view
 * about 150 km across, so one shop is not drawn at street scale on a blank sea.
 */
export function renderMapSvg(markers: readonly MapMarker[], origin: LatLon | null, text: MapText): string {
  // Clipping the atlas takes a few hundred ms: the same map (same points and words) is drawn once.
  const key = JSON.stringify([markers, origin, text]);
  const cached = rendered.get(key);
  if (cached) return cached;
  const svg = drawMap(markers, origin, text);
  if (rendered.size >= 200) rendered.delete(rendered.keys().next().value!);
  rendered.set(key, svg);
  return svg;
}

const rendered = new Map<string, string>();

function drawMap(markers: readonly MapMarker[], origin: LatLon | null, text: MapText): string {
  const points = [...markers.map((m) => [m.lon, m.lat] as [number, number]), ...(origin ? [[origin.lon, origin.lat] as [number, number]] : [])];
  const spread: [number, number][] = [];
  for (const [lon, lat] of points) spread.push([lon - 0.9, lat - 0.6], [lon + 0.9, lat + 0.6]);
  const fitTo = { type: "MultiPoint" as const, coordinates: spread.length ? spread : [[-170, -55], [170, 75]] };
  const projection = geoMercator()
    .fitExtent(
      [
        [PAD, PAD],
        [MAP_WIDTH - PAD, MAP_HEIGHT - PAD],
      ],
      fitTo,
    )
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ]);
  const path = geoPath(projection).digits(1);
  const { land, borders } = worldShapes();
  const marker = (m: MapMarker) => {
    const xy = projection([m.lon, m.lat]);
    if (!xy) return "";
    const [x, y] = xy.map((v) => Math.round(v * 10) / 10) as [number, number];
    return `<g transform="translate(${x} ${y})"><circle r="11"/><text y="4">${escapeXml(m.label)}</text></g>`;
  };
  const here = origin ? projection([origin.lon, origin.lat]) : null;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}" role="img" aria-labelledby="map-title map-desc">`,
    `<title id="map-title">${escapeXml(text.title)}</title><desc id="map-desc">${escapeXml(text.description)}</desc>`,
    `<rect width="100%" height="100%" fill="#e6e3dc"/>`,
    `<path d="${path(land) ?? ""}" fill="#ffffff" stroke="#c9c5be" stroke-width="0.8"/>`,
    `<path d="${path(borders) ?? ""}" fill="none" stroke="#b3aea6" stroke-width="0.8" stroke-dasharray="3 2"/>`,
    here ? `<g transform="translate(${Math.round(here[0])} ${Math.round(here[1])})"><circle r="7" fill="#fff" stroke="#161616" stroke-width="3"/><circle r="2.5" fill="#161616"/></g>` : "",
    `<g fill="#9b3d17" stroke="#fff" stroke-width="2" font-family="system-ui, sans-serif" font-size="12" font-weight="600" text-anchor="middle">`,
    // Drawn last-first so marker 1 sits on top where markers overlap.
    [...markers].reverse().map(marker).join("").replace(/<text /g, '<text fill="#fff" stroke="none" '),
    `</g></svg>`,
  ].join("");
}
