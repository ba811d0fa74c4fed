/**
 * Global setups shared between vitest projects. Every project's global setup runs in vitest's main
 * process, so a resource kept on `globalThis` is made once for the run however many projects list
 * it (the site and browser projects share one server, one Chromium and one prepared database), and
 * is disposed of when the last project releases it.
 */
interface Made<T> {
  value: T;
  dispose(): Promise<void>;
}

interface Entry {
  made: Promise<Made<unknown>>;
  users: number;
}

const KEY = Symbol.for("surfaces.tests.shared-setup");
const registry = ((globalThis as unknown as Record<symbol, Map<string, Entry> | undefined>)[KEY] ??= new Map());

export async function acquire<T>(name: string, make: () => Promise<Made<T>>): Promise<{ value: T; release(): Promise<void> }> {
  let entry = registry.get(name);
  if (!entry) {
    entry = { made: make(), users: 0 };
    registry.set(name, entry);
  }
  entry.users++;
  const made = (await entry.made) as Made<T>;
  const owner = entry;
  return {
    value: made.value,
    async release() {
      if (--owner.users > 0) return;
      registry.delete(name);
      await made.dispose();
    },
  };
}
