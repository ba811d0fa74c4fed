/**
 * PGlite's Node filesystem with real fsync. PGlite mounts the data folder with Emscripten's NODEFS,
 * whose fsync (`fd_sync`) and fdatasync (`__syscall_fdatasync`) return success without calling
 * the operating system: with `fsync=on` Postgres still believed a commit was on disk when it was
 * only in the page cache, so a power cut could lose acknowledged writes. This wraps those two
 * imports of the WASM module, before it is instantiated, to call Node's fsync on the real file.
 * A failed fsync is reported to Postgres as EIO, which makes it stop rather than carry on.
 *
 * Checked against @electric-sql/pglite 0.5.16; tests/integration/pglite-folder.test.ts fails if a
 * PGlite upgrade renames the imports (no fsync reaches the disk).
 */
import { fdatasyncSync, fsyncSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { NodeFS } from "@electric-sql/pglite/nodefs";

type EmscriptenOptions = Parameters<NodeFS["init"]>[1];
type WasmImports = { env: Record<string, unknown> };
type Instantiate = (imports: WasmImports, done: (...args: unknown[]) => void) => unknown;
/** The part of Emscripten's FS this needs: a NODEFS stream carries the host file descriptor. */
type StreamLookup = { getStream(fd: number): { nfd?: number } | null };

/** Emscripten's errno for EIO (its numbering, not Linux's). */
const EMSCRIPTEN_EIO = 29;

/** Counts the fsyncs that reached the disk, for the test that guards the wrapping. */
export const fsyncCounter = { calls: 0 };

export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: EmscriptenOptions) {
    const result = await super.init(pg, options);
    const emscripten = result.emscriptenOpts as EmscriptenOptions & { instantiateWasm?: Instantiate };
    let files: StreamLookup | undefined;
    emscripten.preRun = [...(emscripten.preRun ?? []), (module: { FS: unknown }) => void (files = module.FS as StreamLookup)];
    const instantiate = emscripten.instantiateWasm;
    if (!instantiate) throw new Error("PGlite no longer instantiates its WASM through instantiateWasm: server/db/durable-node-fs.ts needs updating.");
    emscripten.instantiateWasm = (imports, done) => {
      wrapSync(imports.env, "fd_sync", fsyncSync, () => files);
      wrapSync(imports.env, "__syscall_fdatasync", fdatasyncSync, () => files);
      return instantiate(imports, done);
    };
    return result;
  }
}

function wrapSync(env: Record<string, unknown>, name: string, sync: (fd: number) => void, files: () => StreamLookup | undefined): void {
  const original = env[name];
  if (typeof original !== "function") throw new Error(`PGlite's WASM no longer imports ${name}: server/db/durable-node-fs.ts needs updating.`);
  env[name] = (fd: number) => {
    const hostFd = files()?.getStream(fd)?.nfd;
    if (hostFd !== undefined) {
      try {
        sync(hostFd);
        fsyncCounter.calls++;
      } catch {
        return name === "fd_sync" ? EMSCRIPTEN_EIO : -EMSCRIPTEN_EIO;
      }
    }
    return (original as (fd: number) => number)(fd);
  };
}
