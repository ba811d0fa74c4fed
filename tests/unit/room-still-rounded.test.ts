/**
 * The server-drawn still draws rounded boxes rounded, as the WebGL view does (decision 0077): a
 * corner of a rounded box seen head-on shows the background where a square box shows itself, and
 * its curved edge is shaded by a normal that turns (lighter or darker than the flat face).
 */
import { describe, expect, it } from "vitest";
import type { CameraPreset, SceneLayout, ScenePart } from "../../core/visualiser/scene-layout";
import { renderRoomStill } from "../../server/visualiser/room-still";

const SIDE = 64;
/** A grey map; the still only needs its size and scale. */
const texture = { rgb: new Uint8Array(8 * 8 * 3).fill(128), width: 8, height: 8, tileMm: { widthMm: 600, heightMm: 600 }, roughness: 0.5 };
const front: CameraPreset = { position: [0, 0, 3], target: [0, 0, 0] };

function still(shape: ScenePart["shape"]): Uint8Array {
  // A 1 m cube, corners rounded by a quarter of it, filling most of a square view.
  const part: ScenePart = { shape, size: [1, 1, 1], at: [0, 0, 0], radius: 0.25, surface: "target" };
  const layout: SceneLayout = { parts: [part], views: { overview: front, close: front, side: front }, sun: [0.3, 1, 2] };
  return renderRoomStill({ layout, view: front, fovDegrees: 26, width: SIDE, height: SIDE, texture });
}

const pixel = (image: Uint8Array, x: number, y: number) => Array.from(image.subarray((y * SIDE + x) * 3, (y * SIDE + x) * 3 + 3));

/** The first pixel of the diagonal from the top-left corner inwards that is not the background. */
function cornerInset(image: Uint8Array): number {
  const background = pixel(image, 0, 0);
  for (let k = 0; k < SIDE / 2; k++) if (pixel(image, k, k).some((c, i) => c !== background[i])) return k;
  return SIDE / 2;
}

describe("rounded boxes in the server-drawn still", () => {
  it("cut their corners where a square box fills them", () => {
    const square = still("box");
    const rounded = still("rounded");
    // Head-on, the square's corner lies on the diagonal; the rounded one starts further in.
    expect(cornerInset(rounded)).toBeGreaterThan(cornerInset(square) + 2);
    // The middle of the face is the same flat surface in both.
    expect(pixel(rounded, SIDE / 2, SIDE / 2)).toEqual(pixel(square, SIDE / 2, SIDE / 2));
  });

  it("shade the curved edge by its turning normal, unlike the flat face", () => {
    const rounded = still("rounded");
    const square = still("box");
    const background = pixel(rounded, 0, 0);
    // Row 12 halfway across looks at the front face 0.35 m above the centre: flat on the square
    // box, on the rounded box's upper edge (it curves from 0.25 m up), whose normal tilts up.
    const onCurve = pixel(rounded, SIDE / 2, 12);
    expect(onCurve).not.toEqual(background);
    expect(onCurve).not.toEqual(pixel(square, SIDE / 2, 12));
  });
});
