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
