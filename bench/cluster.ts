/**
 * Three instances behind nginx against one instance alone, on the same machine in the same run
 * (issue 27): the same pages, the same connections, every request rendered (PAGE_CACHE_MAX_MB=0,
 * nginx's cache off), so the figure is what the instances add, not what a cache saves. The ratio is
 * the result; absolute figures depend on what else the machine runs.
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL: a server where it may create and drop
 * a database) and nginx (tests/support/cluster.ts); writes no result without them.
 */
import autocannon from "autocannon";
import pg from "pg";
import { nginxInstalled, startCluster } from "../tests/support/cluster";
import { clusterResult, writeResult } from "./lib/result";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 8;
const PAGES = ["/gl/products/himacs-solid-surface", "/us/products/viatera-quartz-surface", "/gl/products/categories", "/jp/products/himacs-solid-surface", "/gl/products/himacs-solid-surface/himacs-finder"];
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

if (!serverUrl || !nginxInstalled()) {
  console.log("bench:cluster skipped: needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) and nginx");
  process.exit(0);
}

const name = `bench_cluster_${process.pid}`;
const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
const env = { PAGE_CACHE_MAX_MB: "0", RENDER_RATE_PER_MIN: "100000" };

/** A short load on each instance directly, so both sides are measured with their code compiled. */
async function warm(url: string): Promise<void> {
  await autocannon({ url, connections: 2, duration: 3, requests: PAGES.map((path) => ({ path })) });
}

async function measure(url: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests: PAGES.map((path) => ({ path })) });
  console.log(`  ${url}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

await admin(`CREATE DATABASE ${name}`);
try {
  // The first start migrates and seeds the empty database alone (three at once would race: issue 27 item 2).
  console.log("bench:cluster: seeding a PostgreSQL database (first start)…");
  const seeding = await startCluster({ instances: 1, databaseUrl, env, readyTimeoutMs: 900_000 });
  await seeding.stop();

  const cluster = await startCluster({ instances: 3, databaseUrl, env, nginxCache: false });
  try {
    console.log(`bench:cluster: ${CONNECTIONS} connections, ${SECONDS} s each, every request rendered`);
    for (const instance of cluster.instances) await warm(instance.url);
    // One alone: the other two idle (they hold memory, not CPU).
    const oneRps = await measure(cluster.instances[0]!.url);
    const threeRps = await measure(cluster.url);
    writeResult(clusterResult, { seconds: SECONDS, connections: CONNECTIONS, oneRps, threeRps });
  } finally {
    await cluster.stop();
  }
} finally {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
