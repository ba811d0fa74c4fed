/**
 * Each jsonb row is parsed on its own, so the same text in 4,000 products ("technical-datasheet",
 * a feature bullet in seven languages) becomes thousands of separate strings: 12 MB of the heap
 * after loading the seed catalogue. Walking the freshly parsed rows once and keeping one copy per
 * distinct value hands the duplicates to the GC (docs/memory.md).
 */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Replaces, in place, every string inside `value` by the pooled copy; returns `value`. */
export function internStrings<T>(value: T, pool: Map<string, string> = new Map()): T {
  intern(value as Json, pool);
  return value;
}

function intern(value: Json, pool: Map<string, string>): Json {
  if (typeof value === "string") {
    const shared = pool.get(value);
    if (shared !== undefined) return shared;
    pool.set(value, value);
    return value;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = intern(value[i] as Json, pool);
  } else if (value !== null && typeof value === "object") {
    for (const key of Object.keys(value)) value[key] = intern(value[key] as Json, pool);
  }
  return value;
}
