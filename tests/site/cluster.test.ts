/**
 * Three instances on one PostgreSQL database behind nginx with deploy/nginx.conf (compose.yaml's
 * topology, without containers): all ready; nginx caches what the app marks public and nothing
 * private; a rolling restart under a steady load of page requests loses none; a kill -9 under load
 * costs at most the requests then in flight.
 *
 * Needs PostgreSQL (TEST_DATABASE_URL) and nginx (`apt-get install nginx-light`, or NGINX_PATH);
 * skipped without them. A test, not a script, so that it runs on the run's prepared template
 * database and is reported with every other test (decision 0065).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_ENGINES } from "../support/databases";
import { nginxInstalled, startCluster, steadyLoad, type Cluster } from "../support/cluster";

const postgres = SERVER_ENGINES.find((engine) => engine.name === "postgres");
const LOAD_PAGES = ["/gl/products/himacs-solid-surface", "/us/products/viatera-quartz-surface", "/gl/products/categories", "/jp/products/himacs-solid-surface"];
// Each request renders (its query is new to both caches): two loops keep both cores' worth of
// instances busy without starving the restarts.
const CONCURRENCY = 2;

describe.skipIf(!postgres || !nginxInstalled())("three instances behind nginx", () => {
  let cluster: Cluster;
  const cleanups: Array<() => Promise<void> | void> = [];

  // Three starts at once on a copy of the template (each loads the catalogue): about 8 s alone,
  // up to 40 s measured at load average 20.
  beforeAll(async () => {
    const env = await postgres!.env(cleanups);
    cluster = await startCluster({ instances: 3, databaseUrl: env.DATABASE_URL! });
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

  it.todo("serves a catalogue package imported through one instance from all three within 2 s (object storage, BLOB_STORE: the other half of issue 27)");

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
});
