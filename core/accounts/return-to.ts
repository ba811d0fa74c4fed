import { REGION_ALTERNATIVES } from "../regions/regions";

/**
 * Where to send a visitor after signing in: only a path of this site (`/{region}/…`), never
 * another origin (`//evil.example`, `/\evil.example`, `https://…`), else the fallback.
 */
const SAFE_PATH = new RegExp(`^/(?:${REGION_ALTERNATIVES})/[A-Za-z0-9\\-._~%!$&'()*+,;=:@/]*(?:\\?[A-Za-z0-9\\-._~%!$&'()*+,;=:@/?]*)?$`);

export function safeReturnTo(value: string | undefined | null, fallback: string): string {
  if (!value || value.length > 1000) return fallback;
  if (!SAFE_PATH.test(value) || value.includes("//") || value.includes("\\")) return fallback;
  return value;
}
