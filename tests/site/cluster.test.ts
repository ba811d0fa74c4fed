/**
 * Three instances on one PostgreSQL database and one S3-protocol store (s3rver) behind nginx with
 * deploy/nginx.conf (compose.yaml's topology, without containers): all ready; nginx caches what the
 * app marks public and nothing private; a package with a photo imported by the bundled CLI beside
 * one instance is served by all three within 2 s of the import's end; a rolling restart under a
 * steady load of page requests loses none; a kill -9 under load costs at most the requests then in
 * flight.
 *
 * Needs PostgreSQL (TEST_DATABASE_URL) and nginx (`apt-get install nginx-light`, or NGINX_PATH);
 * skipped without them. A test, not a script, so that it runs on the run's prepared template
 * database and is reported with every other test (decision 0065).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeManufacturerPackage } from "../fixtures/make-manufacturer-package";
import { SERVER_ENGINES } from "../support/databases";
import { nginxInstalled, startCluster, steadyLoad, type Cluster } from "../support/cluster";
import { startS3Server, type TestS3Server } from "../support/s3-server";
import { runBundledCli } from "../support/bundled-cli";

const postgres = SERVER_ENGINES.find((engine) => engine.name === "postgres");
const LOAD_PAGES = ["/gl/products/himacs-solid-surface", "/us/products/viatera-quartz-surface", "/gl/products/categories", "/jp/products/himacs-solid-surface"];
// Each request renders (its query is new to both caches): two loops keep both cores' worth of
// instances busy without starving the restarts.
const CONCURRENCY = 2;

describe.skipIf(!postgres || !nginxInstalled())("three instances behind nginx", () => {
  let cluster: Cluster;
  let s3: TestS3Server;
  let databaseUrl: string;
  const cleanups: Array<() => Promise<void> | void> = [];

  // Three starts at once on a copy of the template (each loads the catalogue): about 8 s alone,
  // up to 40 s measured at load average 20.
  beforeAll(async () => {
    const env = await postgres!.env(cleanups);
    databaseUrl = env.DATABASE_URL!;
    s3 = await startS3Server();
    cleanups.unshift(() => s3.stop());
    // Polling is put out of reach: only LISTEN/NOTIFY can bring an import to every instance in time.
    cluster = await startCluster({ instances: 3, databaseUrl, env: { ...s3.env, CATALOGUE_POLL_MS: "600000" } });
    cleanups.unshift(() => cluster.stop());
  }, 90_000);
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it("has all three ready, and serves through nginx with the client's request id", async () => {
    for (const instance of cluster.instances) expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
    const page = await fetch(`${cluster.url}${LOAD_PAGES[0]}`, { headers: { "x-request-id": "cluster-check-1" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("x-request-id")).toBe("cluster-check-1");
    // nginx hides the instances' metrics from visitors.
    expect((await fetch(`${cluster.url}/metrics`)).status).toBe(404);
  });

  it("caches public pages in nginx as their Cache-Control allows, and never a private one", async () => {
    const publicPage = `${cluster.url}/gl/products/categories?cache-check=1`;
    expect((await fetch(publicPage)).headers.get("x-cache-status")).toBe("MISS");
    expect((await fetch(publicPage)).headers.get("x-cache-status")).toBe("HIT");
    const privatePage = `${cluster.url}/gl/samples/cart`;
    const first = await fetch(privatePage);
    expect(first.headers.get("cache-control")).toContain("no-store");
    expect((await fetch(privatePage)).headers.get("x-cache-status")).not.toBe("HIT");
  });

  // A 3-product package made with sharp and pdf-lib, the bundled CLI's import (files to the bucket,
  // rows and NOTIFY to PostgreSQL), then each instance reloads 4,000 products: 20-40 s under load.
  it("serves a package with a photo, imported beside one instance, from all three within 2 s of the import's end", async () => {
    const work = mkdtempSync(path.join(tmpdir(), "cluster-import-"));
    cleanups.push(() => rmSync(work, { recursive: true, force: true }));
    const made = await makeManufacturerPackage(path.join(work, "package.zip"), { products: 3 });
    // Its download is the imported JPEG itself: what is served is the bucket's copy, byte for byte.
    const product = made.products.find((p) => p.photos[0]?.mime === "image/jpeg")!;
    const photo = made.files.get(product.photos[0]!.path)!;
    const region = product.regions[0]!;

    // The CLI with the first instance's settings: its database and its bucket.
    const imported = await runBundledCli("catalog", ["import", made.path], { DATABASE_URL: databaseUrl, ...s3.env });
    const importEnded = performance.now();
    expect(imported.code, imported.stdout + imported.stderr).toBe(0);
    expect(imported.stdout).toContain("Imported 3 product(s)");

    const servedAfter = await Promise.all(cluster.instances.map((instance) => firstServed(instance.url, product.contentId, region, photo, importEnded)));
    console.info(`import to all three instances: ${servedAfter.map((ms) => `${Math.round(ms)} ms`).join(", ")} after the import's end`);
    for (const [index, elapsed] of servedAfter.entries()) expect(elapsed, `instance ${index + 1} served the photo ${Math.round(elapsed)} ms after the import`).toBeLessThanOrEqual(2_000);
  }, 120_000);

  // Three restarts one after another, each a drain, a stop and a start that loads the catalogue
  // while the other two carry the load: about 25 s alone, 60 s measured at load average 20.
  it("loses no request in a rolling restart of all three under a steady load", async () => {
    const load = steadyLoad(cluster.url, LOAD_PAGES, CONCURRENCY);
    for (let index = 0; index < cluster.instances.length; index++) {
      const before = load.count();
      await cluster.restart(index);
      // Load kept flowing while this instance was away.
      expect(load.count(), `requests answered while instance ${index + 1} restarted`).toBeGreaterThan(before);
    }
    // Each restarted instance is back in rotation (nginx retries one it skipped after fail_timeout, 5 s).
    for (const instance of cluster.instances) {
      await expect.poll(() => pagesServed(instance.url), { message: `pages served by ${instance.url} after its restart`, timeout: 20_000 }).toBeGreaterThan(0);
    }
    const result = await load.stop();
    console.info(`rolling restart: ${result.ok} pages answered, ${result.failures.length} lost`);
    expect(result.failures, cluster.nginxLog()).toEqual([]);
    expect(result.ok).toBeGreaterThan(10);
  }, 120_000);

  // One kill and about 35 page renders on the other two: a few seconds.
  it("costs no more than the requests in flight when one instance is killed with -9", async () => {
    const load = steadyLoad(cluster.url, LOAD_PAGES, CONCURRENCY);
    await expect.poll(() => load.count(), { timeout: 20_000 }).toBeGreaterThan(5);
    const inFlight = load.inFlight();
    await cluster.kill(0);
    const afterKill = load.count();
    // Enough requests for round robin to have tried the dead instance several times.
    await expect.poll(() => load.count(), { timeout: 30_000 }).toBeGreaterThan(afterKill + 30);
    const result = await load.stop();
    console.info(`kill -9: ${inFlight} requests in flight at the kill, ${result.failures.length} lost of ${result.ok + result.failures.length}`);
    // At most the requests open at the kill (across all instances, so an upper bound on the killed one's);
    // nginx passes a GET cut off mid-answer to the next instance, so usually none.
    expect(result.failures.length, result.failures.join("\n")).toBeLessThanOrEqual(inFlight);
  }, 60_000);

  /** Pages an instance answered 200 since it started, from its own /metrics (this machine: no token). */
  async function pagesServed(instanceUrl: string): Promise<number> {
    const scrape = await (await fetch(`${instanceUrl}/metrics`)).text();
    const line = scrape.split("\n").find((l) => l.startsWith('surfaces_http_requests_total{kind="page",code="200"} '));
    return line ? Number(line.split(" ")[1]) : 0;
  }

  /**
   * Asks one instance for the product, then its photo, until it serves the imported bytes; the ms
   * since `since` when it first did. A condition wait, given up after 30 s.
   */
  async function firstServed(instanceUrl: string, contentId: string, region: string, photo: Buffer, since: number): Promise<number> {
    const deadline = since + 30_000;
    while (performance.now() < deadline) {
      const api = await fetch(`${instanceUrl}/${region}/api/products/${contentId}`);
      if (api.status === 200) {
        const { gallery } = (await api.json()) as { gallery: { download: string }[] };
        const download = await fetch(instanceUrl + gallery[0]!.download);
        const bytes = Buffer.from(await download.arrayBuffer());
        if (download.status === 200 && bytes.equals(photo)) return performance.now() - since;
      } else await api.arrayBuffer();
      // A poll interval, so that the test's requests do not crowd the reload it waits for.
      await delay(25);
    }
    throw new Error(`${instanceUrl} did not serve product ${contentId}'s photo within 30 s of the import`);
  }
});
