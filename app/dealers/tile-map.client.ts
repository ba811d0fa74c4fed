/**
 * The optional tiled map (MAP_TILE_URL): Leaflet and its CSS load in their own chunk, only on a
 * where-to-buy page of a deployment that configured tiles. Numbered markers match the list.
 */
import L from "leaflet";
import "leaflet/dist/leaflet.css";

export function mountTileMap(element: HTMLElement, tileUrl: string, points: readonly { lat: number; lon: number; label: string; name: string }[]): () => void {
  const map = L.map(element, { scrollWheelZoom: false });
  L.tileLayer(tileUrl, { maxZoom: 18 }).addTo(map);
  for (const point of points) {
    const icon = L.divIcon({ className: "dealer-map__pin", html: point.label, iconSize: [24, 24] });
    L.marker([point.lat, point.lon], { icon, title: `${point.label}. ${point.name}`, alt: `${point.label}. ${point.name}` }).addTo(map);
  }
  const bounds = L.latLngBounds(points.map((p) => [p.lat, p.lon] as [number, number]));
  map.fitBounds(bounds.pad(0.2), { maxZoom: 12 });
  return () => map.remove();
}
