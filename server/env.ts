/**
 * Configuration, validated once at start. A bad value stops the process with a message that names
 * the variable, instead of failing later somewhere deep.
 */
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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PUBLIC_ORIGIN: z.url().optional(),
  IMAGE_BASE_URL: z.string().min(1).default("/images"),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** How often each process checks whether another one changed the catalogue. */
  CATALOGUE_POLL_MS: z.coerce.number().int().min(200).default(5_000),
  IMAGE_CACHE_DIR: z.string().min(1).default("./data/image-cache"),
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
});

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid configuration:\n${lines.join("\n")}\nSee the configuration table in README.md.`);
}

/** What the browser may see: nothing secret. */
export interface PublicEnv {
  imageBaseUrl: string;
}

export function publicEnv(env: Env): PublicEnv {
  return { imageBaseUrl: env.IMAGE_BASE_URL };
}
