/**
 * Moving large pixel buffers from the request thread into a render worker instead of copying them
 * (structured clone copies every byte, and allocates the copy, on both sides): a background
 * material warm-up hands the worker about 50 MB of raw maps for a square 2048 px tile (decision
 * 0080). Answers come back copied (render-worker.ts says why).
 */

/**
 * The ArrayBuffers behind `views` that each view spans whole, once each. A view on part of a
 * buffer (a Buffer from Node's shared pool, a band of a larger image) is left out: moving it
 * would take the rest of the buffer from whoever else holds it. Left-out views are copied as before.
 */
export function ownedBuffers(views: Iterable<ArrayBufferView | undefined>): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const view of views) {
    if (!view || !(view.buffer instanceof ArrayBuffer)) continue;
    if (view.byteOffset === 0 && view.byteLength === view.buffer.byteLength && view.byteLength > 0) buffers.add(view.buffer);
  }
  return [...buffers];
}
