import { REGION_ALTERNATIVES } from "../regions/regions";

/**
 * Where to send a visitor after signing in: only a path of this site (`/{region}/…`), never
 * another origin (`//evil.example`, `/\evil.example`, `https://…`), else the fallback.
 */
const SAFE_PATH = new RegExp(`^/(?:${REGION_ALTERNATIVES})/[A-Za-z0-9\\-._~%!$&'()*+,;=:@/]*(?:\\?[A-Za-z0-9\\-._~%!$&'()*+,;=:@/?]*)?$`);
const BASE = "http://site.invalid";

/**
 * A path a URL parser leaves as it is: no `.` or `..` segment, written or percent-encoded
 * (`/gl/%2e%2e/x`), since a browser resolves them and `/gl/../evil` would leave the region or
 * the section the check saw.
 */
function unchangedByParser(value: string): boolean {
  const path = value.split("?")[0]!;
  let parsed: URL;
  try {
    parsed = new URL(value, BASE);
  } catch {
    return false;
  }
  return parsed.origin === BASE && parsed.pathname === path && !/(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i.test(path);
}

export function safeReturnTo(value: string | undefined | null, fallback: string): string {
  if (!value || value.length > 1000) return fallback;
  if (!SAFE_PATH.test(value) || value.includes("//") || value.includes("\\")) return fallback;
  if (!unchangedByParser(value)) return fallback;
  return value;
}

/**
 * Query parameters that carry a secret or a personal reference: `token` (reset and verification
 * links), `key` (a sample order's confirmation link), `ref` (an order number, opened by its owner)
 * and `email` (change and undo links). They are never copied into another URL (a return path) and
 * their values never reach the logs.
 */
export const PRIVATE_QUERY_PARAMS = ["token", "key", "ref", "email"] as const;
