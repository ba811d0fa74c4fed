/**
 * The site's own cookies. On HTTPS they carry the `__Host-` prefix (the browser then refuses one
 * set by a sibling subdomain or without Secure) and Secure; on plain-http localhost neither is
 * possible, so the bare names are used there. Every cookie is SameSite=Lax and Path=/.
 */
export interface CookieNames {
  session: string;
  csrf: string;
  /** The guest's sample cart (its random token; the database holds the hash). */
  samples: string;
  /** A browser that signed in before (server/accounts/trusted-devices.ts). */
  device: string;
  secure: boolean;
}

export function cookieNames(origin: string): CookieNames {
  const secure = origin.startsWith("https:");
  return secure
    ? { session: "__Host-sid", csrf: "__Host-csrf", samples: "__Host-samples", device: "__Host-device", secure }
    : { session: "sid", csrf: "csrf", samples: "samples", device: "device", secure };
}

/** Reads one cookie from a Cookie header; null when absent or malformed. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    if (part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    // Our values are base64url: anything else was not set by us.
    return /^[A-Za-z0-9_.-]{1,512}$/.test(value) ? value : null;
  }
  return null;
}

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  /** Seconds; absent: a browser-session cookie; 0 deletes. */
  maxAge?: number;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${value}`, "Path=/", "SameSite=Lax"];
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  return parts.join("; ");
}
