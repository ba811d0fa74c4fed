/**
 * The products nearest in colour to one product, by CIEDE2000. ΔE2000 is costly, so candidates are
 * first narrowed by plain Lab distance (close to ΔE2000 for nearby colours), then ranked exactly.
 */
import { deltaE2000 } from "./mean-colour";

export interface ColourTable {
  /** L, a, b of product i at 3i, 3i+1, 3i+2. */
  lab: Float32Array;
  ids: readonly string[];
}

export interface Nearest {
  index: number;
  deltaE: number;
}

/** Candidates kept by the Lab pre-filter before the exact ranking. */
const PREFILTER = 40;

export function labAt(table: ColourTable, i: number): [number, number, number] {
  return [table.lab[3 * i]!, table.lab[3 * i + 1]!, table.lab[3 * i + 2]!];
}

/** The `count` entries nearest to `target` among those `accept` allows, nearest first. */
export function nearestColours(table: ColourTable, target: number, count: number, accept: (index: number) => boolean): Nearest[] {
  const [l, a, b] = labAt(table, target);
  const candidates: Array<{ index: number; d: number }> = [];
  let worst = Infinity;
  for (let i = 0; i < table.ids.length; i++) {
    if (i === target) continue;
    const dl = table.lab[3 * i]! - l;
    const da = table.lab[3 * i + 1]! - a;
    const db = table.lab[3 * i + 2]! - b;
    const d = dl * dl + da * da + db * db;
    if (candidates.length >= PREFILTER && d >= worst) continue;
    if (!accept(i)) continue;
    candidates.push({ index: i, d });
    if (candidates.length > PREFILTER) {
      candidates.sort((x, y) => x.d - y.d);
      candidates.length = PREFILTER;
    }
    worst = candidates.length >= PREFILTER ? Math.max(...candidates.map((c) => c.d)) : Infinity;
  }
  const from = labAt(table, target);
  return candidates
    .map((c) => ({ index: c.index, deltaE: deltaE2000(from, labAt(table, c.index)) }))
    .sort((x, y) => x.deltaE - y.deltaE)
    .slice(0, count);
}
