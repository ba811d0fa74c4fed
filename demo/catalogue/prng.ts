/**
 * Deterministic randomness for the seed and synthetic catalogues: mulberry32, a 32-bit generator
 * that is tiny, fast and good enough for picking words and colours. Never Math.random.
 */

export type Weighted<T> = ReadonlyArray<readonly [T, number]>;

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a label, to give each family its own independent stream. */
export function hashLabel(label: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < label.length; i++) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)] as T;
  }

  weighted<T>(entries: Weighted<T>): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let r = this.next() * total;
    for (const [value, weight] of entries) {
      r -= weight;
      if (r < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error("weighted pick from an empty list");
    return last[0];
  }

  /** k distinct items, in the order they appear in `items`. */
  sample<T>(items: readonly T[], k: number): T[] {
    const indices = items.map((_, i) => i);
    const take = Math.min(k, items.length);
    for (let i = 0; i < take; i++) {
      const j = i + Math.floor(this.next() * (indices.length - i));
      [indices[i], indices[j]] = [indices[j] as number, indices[i] as number];
    }
    return indices
      .slice(0, take)
      .sort((a, b) => a - b)
      .map((i) => items[i] as T);
  }

  /** Long-tailed positive integer (Pareto): most values near `scale`, a few far above. */
  pareto(scale: number, shape: number, max: number): number {
    const u = 1 - this.next();
    return Math.min(max, Math.floor(scale / Math.pow(u, 1 / shape)));
  }
}
