/**
 * Two servers on one PGlite folder (issue 25: both started, and the second's acknowledged writes
 * were lost). The second now refuses to start, naming the folder; after a kill -9 of the first,
 * its stale lock does not block a restart. A damaged folder stops the server with a plain message.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyPgliteTemplate } from "../support/databases";
import { startOwnServer, type OwnServer } from "../support/own-server";

const servers: OwnServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.kill();
  servers[0]?.dispose();
});

describe("one server per PGlite folder", () => {
  // Three server starts, one refused: each start took up to 36 s on a 2-core machine at load 30.
  it("refuses a second server on the folder, and restarts after a kill -9 of the first", async () => {
    const first = await startOwnServer();
    servers.push(first);
    const second = startOwnServer({}, first.dataDir);
    await expect(second).rejects.toThrow(`The embedded database in ${first.dataDir} is in use by another process`);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);

    await first.kill();
    const restarted = await startOwnServer({}, first.dataDir);
    servers.push(restarted);
    expect((await fetch(`${restarted.url}/readyz`)).status).toBe(200);
  }, 150_000);

  it("stops on a damaged folder with a message naming it and docs/operations.md, not a stack trace", async () => {
    const dataDir = copyPgliteTemplate();
    rmSync(path.join(dataDir, "global", "pg_control"));
    try {
      const error = await startOwnServer({}, dataDir).then(
        () => null,
        (failure: Error) => failure.message,
      );
      expect(error).toContain(`The embedded database in ${dataDir} could not be opened`);
      expect(error).toContain("docs/operations.md");
      expect(error).not.toMatch(/^\s+at /m);
    } finally {
      for (const leftover of [dataDir, `${dataDir}.server.json`]) rmSync(leftover, { recursive: true, force: true });
    }
    // One refused start: the build loads before the folder is opened (up to 36 s at load 30).
  }, 60_000);
});
