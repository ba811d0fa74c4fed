/**
 * Moving large pixel buffers between the request thread and a render worker instead of copying
 * them (structured clone copies every byte, and allocates the copy, on both sides): a background
 * material warm-up hands about 50 MB of raw maps each way for a square 2048 px tile (decision 0080).
 */
import { Piscina } from "piscina";

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

/**
 * A worker's answer whose `buffers` move to the calling thread with it (piscina unwraps the value
 * before posting it). Only for a piscina task's return value: the worker must not touch the
 * buffers afterwards, and a direct caller would get piscina's wrapper, not `value`.
 */
export function movingBuffers<T>(value: T, buffers: readonly ArrayBuffer[]): T {
  if (buffers.length === 0) return value;
  const wrapper = { [Piscina.transferableSymbol]: [...buffers], [Piscina.valueSymbol]: value };
  return Piscina.move(wrapper as never) as T;
}
