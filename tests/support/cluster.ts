/**
 * The production topology without containers (compose.yaml): several `node server.js` instances on
 * one PostgreSQL database, behind Debian's nginx running the repository's own deploy/nginx.conf
 * (its `# test:` lines swapped for loopback ports and a temporary prefix). Used by
 * tests/site/cluster.test.ts; each instance keeps its port across restarts, as a container keeps
 * its name.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, waitUntilAnswering } from "../../scripts/wait-for-server.mjs";

const root = path.resolve(import.meta.dirname, "../..");
export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const nginxInstalled = () => existsSync(NGINX_PATH);

export interface ClusterInstance {
  port: number;
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
}

export interface Cluster {
  /** nginx: what visitors reach. */
  url: string;
  instances: ClusterInstance[];
  /** SIGTERM one instance, wait for its exit, start it again on its port and wait until it is ready. */
  restart(index: number): Promise<void>;
  /** SIGKILL one instance: no drain, no shutdown code. */
  kill(index: number): Promise<void>;
  /** nginx's error log, for a failure's message. */
  nginxLog(): string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances: number;
  /** DATABASE_URL of a seeded database all instances share. */
  databaseUrl: string;
  /** Added to every instance's environment (object storage: BLOB_STORE and the AWS_* variables). */
  env?: Record<string, string>;
  /** nginx's cache on (default) or off (bench/cluster.ts measures the instances, not the cache). */
  nginxCache?: boolean;
  /** How long a start may take: a first start on an empty database seeds it (default 90 s). */
  readyTimeoutMs?: number;
}

/** deploy/nginx.conf with its marked lines pointed at this machine; throws when a mark is missing. */
export function testNginxConfig(prefix: string, listenPort: number, upstreamPorts: number[], cache = true): string {
  const deployed = readFileSync(path.join(root, "deploy", "nginx.conf"), "utf8");
  const replacements: Record<string, (indent: string) => string> = {
    pid: () => `pid ${prefix}/nginx.pid;`,
    error_log: () => `error_log ${prefix}/error.log warn;`,
    access_log: (i) => `${i}access_log off;`,
    client_body_temp_path: (i) => `${i}client_body_temp_path ${prefix}/client_temp;`,
    proxy_temp_path: (i) => `${i}proxy_temp_path ${prefix}/proxy_temp;`,
    fastcgi_temp_path: (i) => `${i}fastcgi_temp_path ${prefix}/fastcgi_temp;`,
    uwsgi_temp_path: (i) => `${i}uwsgi_temp_path ${prefix}/uwsgi_temp;`,
    scgi_temp_path: (i) => `${i}scgi_temp_path ${prefix}/scgi_temp;`,
    proxy_cache_path: (i) => `${i}proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=surfaces:16m max_size=256m inactive=1h use_temp_path=off;`,
    listen: (i) => `${i}listen 127.0.0.1:${listenPort};`,
    proxy_cache: (i) => `${i}proxy_cache ${cache ? "surfaces" : "off"};`,
  };
  const seen = new Set<string>();
  let upstreamWritten = false;
  const lines = deployed.split("\n").flatMap((line) => {
    const mark = /^(\s*).*# test: (\S+)\s*$/.exec(line);
    if (!mark) return [line];
    const [, indent, name] = mark;
    seen.add(name!);
    if (name === "upstream") {
      if (upstreamWritten) return [];
      upstreamWritten = true;
      return upstreamPorts.map((port) => `${indent}server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`);
    }
    const replace = replacements[name!];
    if (!replace) throw new Error(`deploy/nginx.conf marks a line "# test: ${name}" that tests/support/cluster.ts does not know`);
    return [replace(indent!)];
  });
  const missing = [...Object.keys(replacements), "upstream"].filter((name) => !seen.has(name));
  if (missing.length > 0) throw new Error(`deploy/nginx.conf lost its "# test:" marks for ${missing.join(", ")}`);
  return lines.join("\n");
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const prefix = mkdtempSync(path.join(tmpdir(), "cluster-"));
  // nginx's workers run as nobody when the test runs as root: they must reach the cache below.
  chmodSync(prefix, 0o755);
  const nginxPort = await freePort();
  const ports: number[] = [];
  for (let i = 0; i < options.instances; i++) ports.push(await freePort());
  const publicOrigin = `http://127.0.0.1:${nginxPort}`;

  const startInstance = (index: number): ClusterInstance => {
    const port = ports[index]!;
    const dir = path.join(prefix, `app${index + 1}`);
    mkdirSync(dir, { recursive: true });
    const child = spawn(process.execPath, ["server.js"], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: options.databaseUrl,
        PUBLIC_ORIGIN: publicOrigin,
        TRUST_PROXY: "1",
        IMAGE_CACHE_DIR: path.join(dir, "images"),
        BLOB_DIR: path.join(dir, "blobs"),
        MAIL_DIR: path.join(dir, "mail"),
        IMAGE_PRERENDER: "off",
        RENDER_RATE_PER_MIN: "100000",
        // Long enough for nginx to stop choosing it between two of the test's requests; nginx itself
        // moves on when the socket refuses (deploy/nginx.conf).
        DRAIN_DELAY_MS: "500",
        LOG_LEVEL: "warn",
        ...options.env,
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    child.stderr!.resume();
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    return { port, url: `http://127.0.0.1:${port}`, child, exited };
  };
  const ready = (instance: ClusterInstance) => waitUntilAnswering(`instance on ${instance.port} ready`, `${instance.url}/readyz`, { timeoutMs: options.readyTimeoutMs ?? 90_000, exited: instance.exited });

  const instances = ports.map((_, index) => startInstance(index));
  writeFileSync(path.join(prefix, "nginx.conf"), testNginxConfig(prefix, nginxPort, ports, options.nginxCache ?? true));
  const nginx = spawn(NGINX_PATH, ["-p", prefix, "-e", path.join(prefix, "error.log"), "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"], { stdio: "ignore" });
  const nginxExited = new Promise<void>((resolve) => nginx.once("exit", () => resolve()));
  const nginxLog = () => {
    try {
      return readFileSync(path.join(prefix, "error.log"), "utf8");
    } catch {
      return "";
    }
  };
  const stopAll = async () => {
    for (const instance of instances) if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill("SIGKILL");
    if (nginx.exitCode === null) nginx.kill("SIGQUIT");
    await Promise.all([...instances.map((i) => i.exited), nginxExited]);
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await Promise.all(instances.map(ready));
    await waitUntilAnswering("nginx answering", `${publicOrigin}/readyz`, { timeoutMs: 10_000, exited: nginxExited });
  } catch (error) {
    const log = nginxLog();
    await stopAll();
    throw new Error(`${(error as Error).message}\n${log}`);
  }

  return {
    url: publicOrigin,
    instances,
    async restart(index) {
      const old = instances[index]!;
      old.child.kill("SIGTERM");
      await old.exited;
      const fresh = startInstance(index);
      instances[index] = fresh;
      await ready(fresh);
    },
    async kill(index) {
      const instance = instances[index]!;
      instance.child.kill("SIGKILL");
      await instance.exited;
    },
    nginxLog,
    stop: stopAll,
  };
}

export interface LoadResult {
  ok: number;
  failures: string[];
}

/**
 * A steady load: `concurrency` loops, each asking for the next of `paths` (made unique, so that
 * nginx's cache does not answer it) as soon as its last answer came. Every answer other than 200 (or a failed connection) is a lost request. `inFlight()` is how
 * many requests are open now.
 */
export function steadyLoad(baseUrl: string, paths: string[], concurrency: number) {
  let running = true;
  let open = 0;
  let next = 0;
  const result: LoadResult = { ok: 0, failures: [] };
  const loop = async () => {
    while (running) {
      // A query nobody asked for before: past nginx's cache, so every request reaches an instance.
      const page = paths[next % paths.length]!;
      const target = `${page}${page.includes("?") ? "&" : "?"}load=${next++}`;
      open++;
      try {
        const response = await fetch(baseUrl + target, { redirect: "manual", signal: AbortSignal.timeout(30_000) });
        await response.arrayBuffer();
        if (response.status === 200) result.ok++;
        else result.failures.push(`${response.status} ${target}`);
      } catch (error) {
        result.failures.push(`${(error as Error).message} ${target}`);
      } finally {
        open--;
      }
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    inFlight: () => open,
    /** Requests answered so far (ok or not). */
    count: () => result.ok + result.failures.length,
    async stop(): Promise<LoadResult> {
      running = false;
      await Promise.all(loops);
      return result;
    },
  };
}
