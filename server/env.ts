/**
 * Configuration, validated once at start. A bad value stops the process with a message that names
 * the variable, instead of failing later somewhere deep.
 */
import { BLOB_STORE_URL } from "./blobs/blob-store-url";
import { parseSecretsKeys } from "./security/secret-box";
import proxyaddr from "proxy-addr";
import { z } from "zod";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  PGLITE_DIR: z.string().min(1).default("./data/pglite"),
  /**
   * PostgreSQL: how long one statement may run before the server cancels it, and how long a
   * request waits for a connection. A stalled database then answers 503 within seconds instead of
   * holding requests until the client gives up.
   */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * The site's own origin: canonical and hreflang links are built from it, never from the request,
   * and the Host header must name it (or a loopback name). Required in production unless the server
   * listens on loopback only, where it is `http://{HOST}:{port}`.
   */
  PUBLIC_ORIGIN: z
    .url()
    .refine((value) => /^https?:$/.test(new URL(value).protocol) && new URL(value).origin === value.replace(/\/$/, ""), "must be an origin such as https://www.example.com (scheme, host and port only)")
    .transform((value) => new URL(value).origin)
    .optional(),
  IMAGE_BASE_URL: z.string().min(1).default("/images"),
  /**
   * Which proxies may tell the client's address in `X-Forwarded-For`: `false`, a hop count (`1`
   * behind one load balancer) or a comma-separated list of addresses and CIDR ranges. Never "every
   * hop": a client could then pick its own address for any per-IP limit.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === "string") ctx.addIssue({ code: "custom", message: parsed });
      return typeof parsed === "string" ? false : parsed;
    }),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * After SIGTERM, how long `/readyz` answers 503 while requests are still served, so a load balancer
   * probing every few seconds takes the instance out before its socket closes (0 in tests).
   */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
  /** A bearer token that lets a scraper off this machine read `/metrics` (loopback needs none). */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").max(512).optional(),
  /** How often each process checks whether another one changed the catalogue. */
  CATALOGUE_POLL_MS: z.coerce.number().int().min(200).default(5_000),
  IMAGE_CACHE_DIR: z.string().min(1).default("./data/image-cache"),
  /**
   * The blob store of manufacturers' photos and PDFs (content-addressed). The CLI and a running
   * server must see the same folder: the CLI stores a package's files, then hands the rows over.
   */
  BLOB_DIR: z.string().min(1).default("./data/blobs"),
  /**
   * `s3://bucket/prefix`: keep blobs, and the rendered images and documents, in an S3-compatible
   * bucket every instance shares (AWS_* variables configure the client); unset keeps BLOB_DIR.
   */
  BLOB_STORE: z.string().regex(BLOB_STORE_URL, "must look like s3://bucket or s3://bucket/prefix").optional(),
  /**
   * Cap of the image disk cache; the least recently used files go first. The default holds every
   * prerendered swatch of the seed catalogue with room for enlargements and downloads.
   */
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(64).default(2048),
  /** Render every product's swatches ahead, after start and after each catalogue change. */
  IMAGE_PRERENDER: z
    .enum(["on", "off"])
    .default("on")
    .transform((v) => v === "on"),
  /** Image render worker threads; each costs memory (RSS budget), so keep it at 1 on small machines. */
  IMAGE_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  /** Rendered public pages kept in memory (MB), until the catalogue changes; 0 turns it off. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(0).max(1024).default(24),
  /** Visitors' image renders that may wait for a worker; beyond that, 503 with Retry-After. */
  IMAGE_QUEUE_MAX: z.coerce.number().int().min(1).max(1000).default(32),
  /**
   * Image and document renders (cache misses) one client may start per minute; beyond that, 429
   * with Retry-After. Cache hits do not count, so a visitor browsing prerendered pages never gets
   * near it.
   */
  RENDER_RATE_PER_MIN: z.coerce.number().int().min(1).max(100_000).default(300),
  /** Mail (password reset links): sent over SMTP when set (`smtp://user:pass@host:587`), else written as .eml files to MAIL_DIR. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_DIR: z.string().min(1).default("./data/mail"),
  /**
   * Where-to-buy map tiles (decision 0037): an http(s) URL template with {z}, {x} and {y}, e.g.
   * `https://tiles.example.com/{z}/{x}/{y}.png`. Unset: only the server-drawn map, no tile server.
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s"'<>]+$/, "must be an http(s) URL template")
    .refine((value) => ["{z}", "{x}", "{y}"].every((part) => value.includes(part)), "must contain {z}, {x} and {y}")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Surfaces <no-reply@localhost>"),
  /**
   * Keys that seal second-factor secrets at rest (decision 0074): comma-separated, the first seals,
   * every one opens (rotation). Unset: secrets are stored as they are, with a warning in production.
   */
  SECRETS_KEY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return [];
      const parsed = parseSecretsKeys(value);
      if (typeof parsed === "string") ctx.addIssue({ code: "custom", message: parsed });
      return typeof parsed === "string" ? [] : parsed;
    }),
});

export type Env = z.infer<typeof EnvSchema>;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "localhost"]);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** `false`, a hop count, or a list of addresses/CIDR ranges; a string is the reason it is invalid. */
export function parseTrustProxy(value: string): false | number | string[] | string {
  const text = value.trim();
  if (text === "false" || text === "0") return false;
  if (text === "true") return "`true` would trust every hop; give the number of proxies in front of the server (e.g. 1) or their addresses/CIDR ranges";
  if (/^\d+$/.test(text)) return Number(text) <= 10 ? Number(text) : "a hop count above 10 is not plausible";
  const list = text.split(",").map((item) => item.trim()).filter(Boolean);
  try {
    proxyaddr.compile(list);
  } catch (error) {
    return `not a hop count or a list of addresses/CIDR ranges (${(error as Error).message})`;
  }
  return list;
}

export class EnvError extends Error {
  override name = "EnvError";
}

const CheckedEnvSchema = EnvSchema.superRefine((env, ctx) => {
  if (env.NODE_ENV === "production" && !env.PUBLIC_ORIGIN && !isLoopbackHost(env.HOST)) {
    ctx.addIssue({ code: "custom", path: ["PUBLIC_ORIGIN"], message: "required in production unless HOST is a loopback address (e.g. PUBLIC_ORIGIN=https://www.example.com)" });
  }
});

/**
 * The configuration from the environment. `server: false` is for command-line tools (the catalogue
 * CLI), which serve nothing and so need no public origin.
 */
export function parseEnv(source: Record<string, string | undefined>, { server = true }: { server?: boolean } = {}): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = (server ? CheckedEnvSchema : EnvSchema).safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join("\n")}\nSee the configuration table in README.md.`);
}

/** What the browser may see: nothing secret. */
export interface PublicEnv {
  imageBaseUrl: string;
  /** Where-to-buy map tiles; null: the server-drawn map only. */
  mapTileUrl: string | null;
}

export function publicEnv(env: Env): PublicEnv {
  return { imageBaseUrl: env.IMAGE_BASE_URL, mapTileUrl: env.MAP_TILE_URL ?? null };
}

/** The tile server's origin, for the CSP's img-src (null: none configured). */
export const tileOrigin = (env: Env): string | null => (env.MAP_TILE_URL ? new URL(env.MAP_TILE_URL.replace(/[{}]/g, "")).origin : null);
