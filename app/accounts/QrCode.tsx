/**
 * A QR code drawn from its modules (one SVG path, computed on the server: no image service ever
 * sees the secret it carries), with the quiet zone of four modules scanners need.
 */
export function QrCode({ size, path, label }: { size: number; path: string; label: string }) {
  const box = size + 8;
  return (
    <svg className="qr-code" viewBox={`-4 -4 ${box} ${box}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect x={-4} y={-4} width={box} height={box} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
