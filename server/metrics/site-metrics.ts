/**
 * What an operator's Prometheus scrapes from each instance (`/metrics`, metrics-route.ts). Request
 * counts and latency are recorded as requests finish; everything else is read from its owner at
 * scrape time (the page cache's and image service's own counters, the catalogue, the database pool,
 * the mail outbox), so the request path pays for one histogram observation and nothing more.
 *
 * Names start with `surfaces_`; Node's own process metrics keep their standard names. Every series
 * is per instance: sum them across instances in the query, not here.
 */
import { sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { CatalogueStore } from "../catalogue/catalogue-store";
import type { Database } from "../db/client";
import type { ImageServiceStats } from "../images/image-service";

/** What a request was for, the one label a dashboard splits by (bounded: never the URL). */
export type RouteKind = "page" | "api" | "image" | "document" | "asset" | "probe";

const PROBES = new Set(["/healthz", "/livez", "/readyz", "/metrics"]);

export function routeKindOf(path: string): RouteKind {
  if (PROBES.has(path)) return "probe";
  if (path.startsWith("/images/")) return "image";
  if (path.startsWith("/documents/")) return "document";
  if (path.startsWith("/internal/") || /^\/[a-z]{2}\/api(\/|$)/.test(path)) return "api";
  // Hashed bundles, and the other files of the client build and discovery (robots.txt, sitemaps).
  if (path.startsWith("/assets/") || /\.[A-Za-z0-9]{1,8}$/.test(path)) return "asset";
  return "page";
}

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface MetricsSources {
  catalogue: Pick<CatalogueStore, "isLoaded" | "current">;
  pageCache: { readonly stats: { hits: number; misses: number; bytes: number; pages: number } };
  images: { readonly stats: Readonly<ImageServiceStats> };
  readiness: { readonly ready: boolean; readonly draining?: boolean };
  /** The mail outbox's table is read at scrape time; absent, no outbox series. */
  db?: Database;
  /** PostgreSQL's connection pool; absent on PGlite (one connection, no pool). */
  pool?: () => PoolUse;
  /**
   * Renders waiting for a worker. The render pool does not report it yet (it is being moved to
   * server/render/); whoever owns the pool passes it here. Absent: the series is not exported, and
   * `surfaces_http_requests_in_flight{kind=~"image|document"}` is the nearest stand-in.
   */
  renderQueueDepth?: () => number;
}

export interface SiteMetrics {
  registry: Registry;
  /** Times every request and counts it by kind and status when it finishes. */
  middleware: RequestHandler;
}

/** Seconds: a cached page answers in about a millisecond, a cold image render in a second or more. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A scrape must not wait on a database that is not answering (the scrape is what shows it). */
const OUTBOX_QUERY_LIMIT_MS = 1_000;

export function createSiteMetrics(sources: MetricsSources): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({ name: "surfaces_http_requests_total", help: "HTTP requests finished, by route kind and status code (429 and 503 are refusals under load).", labelNames: ["kind", "code"] as const, registers: [registry] });
  const latency = new Histogram({ name: "surfaces_http_request_duration_seconds", help: "Time from a request's arrival to the end of its answer, by route kind.", labelNames: ["kind"] as const, buckets: LATENCY_BUCKETS, registers: [registry] });
  const inFlight = new Gauge({ name: "surfaces_http_requests_in_flight", help: "Requests being answered now, by route kind.", labelNames: ["kind"] as const, registers: [registry] });
  // A request whose client went away before the answer ended is counted too, as code 499 (nginx's name for it).
  const middleware: RequestHandler = (req, res, next) => {
    const kind = routeKindOf(req.path);
    const started = process.hrtime.bigint();
    inFlight.inc({ kind });
    let done = false;
    const end = () => {
      if (done) return;
      done = true;
      inFlight.dec({ kind });
      requests.inc({ kind, code: String(res.writableFinished ? res.statusCode : 499) });
      latency.observe({ kind }, Number(process.hrtime.bigint() - started) / 1e9);
    };
    res.once("finish", end);
    res.once("close", end);
    next();
  };

  // Counters kept by their owners: advanced by the difference since the last scrape.
  deltaCounter(registry, "surfaces_page_cache_hits_total", "Public pages answered from the in-memory page cache.", () => sources.pageCache.stats.hits);
  deltaCounter(registry, "surfaces_page_cache_misses_total", "Cacheable public pages that had to be rendered.", () => sources.pageCache.stats.misses);
  gauge(registry, "surfaces_page_cache_bytes", "Size of the rendered pages kept in memory.", () => sources.pageCache.stats.bytes);
  deltaCounter(registry, "surfaces_image_renders_total", "Images and documents rendered because a visitor asked for them.", () => sources.images.stats.renders);
  deltaCounter(registry, "surfaces_image_cache_hits_total", "Images and documents answered from the render cache.", () => sources.images.stats.cacheHits);
  deltaCounter(registry, "surfaces_prerendered_images_total", "Images rendered ahead of time (prerender progress: compare with surfaces_catalogue_products).", () => sources.images.stats.prerendered);
  const lastRefusals = { busy: 0, rate_limited: 0 };
  new Counter({
    name: "surfaces_render_refusals_total",
    help: "Renders refused: busy (queue full, 503) or rate_limited (client's render budget spent, 429).",
    labelNames: ["reason"] as const,
    registers: [registry],
    collect() {
      for (const [reason, now] of [["busy", sources.images.stats.busy], ["rate_limited", sources.images.stats.limited]] as const) {
        this.inc({ reason }, Math.max(0, now - lastRefusals[reason]));
        lastRefusals[reason] = now;
      }
    },
  });
  if (sources.renderQueueDepth) gauge(registry, "surfaces_render_queue_depth", "Renders waiting for a render worker.", sources.renderQueueDepth);

  gauge(registry, "surfaces_catalogue_version", "The catalogue version this instance serves (instances disagree for a poll interval after a change).", () => (sources.catalogue.isLoaded ? sources.catalogue.current.version : -1));
  gauge(registry, "surfaces_catalogue_products", "Products in the catalogue this instance serves.", () => (sources.catalogue.isLoaded ? sources.catalogue.current.products.size : 0));
  gauge(registry, "surfaces_ready", "1 when started and not draining.", () => (sources.readiness.ready && !sources.readiness.draining ? 1 : 0));
  gauge(registry, "surfaces_draining", "1 after SIGTERM, while the load balancer is told to stop sending requests.", () => (sources.readiness.draining ? 1 : 0));

  if (sources.pool) {
    const pool = sources.pool;
    new Gauge({
      name: "surfaces_db_pool_connections",
      help: "PostgreSQL pool connections: open (total), idle, and requests waiting for one.",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const use = pool();
        this.set({ state: "total" }, use.total);
        this.set({ state: "idle" }, use.idle);
        this.set({ state: "waiting" }, use.waiting);
      },
    });
    gauge(registry, "surfaces_db_pool_max", "Most connections the pool opens.", () => pool().max);
  }

  if (sources.db) {
    const db = sources.db;
    // One query per scrape serves both gauges; prom-client calls collect() on each.
    let current: Promise<OutboxState | null> | null = null;
    const read = () => (current ??= readOutbox(db).finally(() => setImmediate(() => (current = null))));
    new Gauge({
      name: "surfaces_mail_outbox",
      help: "Unsent mail: pending (all unsent), failing (unsent after at least one failed attempt).",
      labelNames: ["state"] as const,
      registers: [registry],
      async collect() {
        const state = await read();
        if (!state) return;
        this.set({ state: "pending" }, state.pending);
        this.set({ state: "failing" }, state.failing);
      },
    });
    new Gauge({
      name: "surfaces_mail_outbox_oldest_seconds",
      help: "Age of the oldest unsent mail (0 when none).",
      registers: [registry],
      async collect() {
        const state = await read();
        if (state) this.set(state.oldestSeconds);
      },
    });
  }

  return { registry, middleware };
}

interface OutboxState {
  pending: number;
  failing: number;
  oldestSeconds: number;
}

/** Null when the database does not answer in time: the series then keep their last values. */
async function readOutbox(db: Database): Promise<OutboxState | null> {
  let timer: NodeJS.Timeout | undefined;
  const query = db
    .execute(
      sql`select count(*)::int as pending, count(*) filter (where attempts > 0)::int as failing,
          coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
          from mail_outbox where sent_at is null`,
    )
    .then((result) => {
      const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
      const row = rows[0] as { pending: number; failing: number; oldest: number } | undefined;
      return row ? { pending: Number(row.pending), failing: Number(row.failing), oldestSeconds: Number(row.oldest) } : null;
    })
    .catch(() => null);
  const tooSlow = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), OUTBOX_QUERY_LIMIT_MS)));
  try {
    return await Promise.race([query, tooSlow]);
  } finally {
    clearTimeout(timer);
  }
}

function gauge(registry: Registry, name: string, help: string, read: () => number) {
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

function deltaCounter(registry: Registry, name: string, help: string, read: () => number) {
  let last = 0;
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      const now = read();
      // A counter its owner reset (never today) restarts from there rather than going negative.
      this.inc(now >= last ? now - last : now);
      last = now;
    },
  });
}
