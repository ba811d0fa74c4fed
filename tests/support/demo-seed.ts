import { seedCatalogue } from "../../demo/catalogue";
import type { Catalogue } from "../../core/catalogue/model";

let seed: Catalogue | undefined;

/**
 * The demo seed (4,000 products), generated once per worker: about 1.5 s of CPU each time, and the
 * unit, integration and routes workers share modules across files (isolate: false). Frozen, so a
 * test that changed it (and so every later file's seed) throws instead; copy what you change.
 * `seedCatalogue()` itself stays for the seed's own tests (tests/unit/seed.test.ts).
 */
export const demoSeed = (): Catalogue => (seed ??= deepFreeze(seedCatalogue()));

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
