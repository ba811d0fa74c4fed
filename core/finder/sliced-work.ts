/**
 * Index builds are written as generators that `yield` every few thousand items. The same code then
 * runs to the end in one go (the first build at start, tests) or in short slices that give the
 * event loop back between them, so a server keeps answering from its old index while a new one of
 * a million products is built on the same thread.
 */
export type Work<T> = Generator<void, T, void>;

/** Items processed between two yields: small enough for millisecond slices, large enough to be free. */
export const CHECKPOINT = 4096;

export function runToEnd<T>(work: Work<T>): T {
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

export interface SliceOptions {
  /** Longest stretch of work between two turns of the event loop. */
  sliceMs: number;
  /** Checked between slices; a superseded build stops and rejects with `BuildCancelled`. */
  cancelled?: () => boolean;
}

export class BuildCancelled extends Error {
  constructor() {
    super("index build superseded");
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs the work in slices; it always starts on a later turn, so a caller never waits on a slice. */
export async function runInSlices<T>(work: Work<T>, options: SliceOptions): Promise<T> {
  for (;;) {
    await nextTurn();
    if (options.cancelled?.()) throw new BuildCancelled();
    const until = performance.now() + options.sliceMs;
    for (;;) {
      const step = work.next();
      if (step.done) return step.value;
      if (performance.now() >= until) break;
    }
  }
}

/**
 * Stable bottom-up merge sort of `ids` by `compare`, yielding as it goes. Runs of 16 are sorted by
 * insertion first; a native sort could not be interrupted and blocks for hundreds of ms at 1M.
 */
export function* sortIds(ids: Int32Array, compare: (a: number, b: number) => number): Work<Int32Array> {
  const n = ids.length;
  const RUN = 16;
  for (let start = 0; start < n; start += RUN) {
    const end = Math.min(start + RUN, n);
    for (let i = start + 1; i < end; i++) {
      const id = ids[i]!;
      let j = i - 1;
      while (j >= start && compare(ids[j]!, id) > 0) {
        ids[j + 1] = ids[j]!;
        j--;
      }
      ids[j + 1] = id;
    }
    if ((start & (CHECKPOINT * 4 - 1)) === 0) yield;
  }
  let from: Int32Array = ids;
  let to: Int32Array = new Int32Array(n);
  for (let width = RUN; width < n; width *= 2) {
    for (let left = 0; left < n; left += 2 * width) {
      const middle = Math.min(left + width, n);
      const right = Math.min(left + 2 * width, n);
      let i = left;
      let j = middle;
      let k = left;
      while (i < middle && j < right) {
        if (compare(from[j]!, from[i]!) < 0) to[k++] = from[j++]!;
        else to[k++] = from[i++]!;
        if ((k & (CHECKPOINT * 4 - 1)) === 0) yield;
      }
      while (i < middle) to[k++] = from[i++]!;
      while (j < right) to[k++] = from[j++]!;
    }
    [from, to] = [to, from];
    yield;
  }
  return from;
}

export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** 0, 1, …, n-1 */
export function identity(n: number): Int32Array {
  const ids = new Int32Array(n);
  for (let i = 0; i < n; i++) ids[i] = i;
  return ids;
}

/** A Uint32Array that grows by doubling, for collecting ids before their final size is known. */
export class GrowableIds {
  data: Uint32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Uint32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Uint32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  /** Whether `value` is among the ids pushed since `from`. */
  includesFrom(from: number, value: number): boolean {
    for (let i = from; i < this.length; i++) if (this.data[i] === value) return true;
    return false;
  }

  toArray(): Uint32Array {
    return this.data.slice(0, this.length);
  }
}
