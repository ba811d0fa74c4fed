/**
 * Waiting for a started server, shared by scripts/smoke.mjs and tests/support/cluster.ts. Plain
 * JavaScript without dependencies, so the smoke test runs on any Node with nothing in between.
 */
import net from "node:net";

/**
 * A loopback port nobody listens on now (the kernel picks it), to start a server on.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Asks `url` until it answers `status` (a request every 100 ms, each given 2 s); throws when
 * `timeoutMs` passes first, or as soon as `exited` resolves (the process died: no use waiting).
 * @param {string} what names the wait in the error
 * @param {string} url
 * @param {{ timeoutMs: number, exited?: Promise<unknown>, status?: number }} options
 * @returns {Promise<void>}
 */
export async function waitUntilAnswering(what, url, { timeoutMs, exited, status = 200 }) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void exited?.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${what}: the process exited`);
    const answered = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status === status;
      },
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}
