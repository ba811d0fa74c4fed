/**
 * Bounded request bodies (docs/security.md): every page form post is read into memory up to its
 * route's limit BEFORE React Router, the CSRF check or an action sees it. A declared length over
 * the limit is refused from the headers alone; a chunked body is counted as it arrives and refused
 * at the first byte over. Either way the answer is 413 and the connection closes, so the rest is
 * never read. The catalogue import (`/internal/catalogue/…`, token and loopback only) has its own
 * limit (MAX_IMPORT_BYTES, server/http/internal-catalogue-route.ts).
 */
import type { Request, Response } from "express";
import getRawBody from "raw-body";
import { formPostOf } from "../../core/routing/form-posts";

/** A form of a few fields: sign-in, sign-up, likes, compare, cart adds, staff status changes. */
export const FORM_BODY_BYTES = 16 * 1024;
/**
 * Forms with long free text: the contact request (a 2,000-character message) and the sample
 * checkout (address and 1,000-character notes). Written in Japanese or Chinese, percent-encoded,
 * each character is 9 bytes: about 19 kB at their longest (tests/unit/body-limit.test.ts).
 */
export const LONG_FORM_BODY_BYTES = 32 * 1024;

/** The most a page's form post may send, in bytes: the manifest says which pages take free text (core/routing/form-posts.ts). */
export function bodyLimitFor(path: string): number {
  return formPostOf(path) === "long-form" ? LONG_FORM_BODY_BYTES : FORM_BODY_BYTES;
}

/**
 * The body of a page request, read within its route's limit: null for GET and HEAD, the bytes
 * otherwise; "refused" once a 413 has been sent (the caller stops there).
 */
export async function readPageBody(req: Request, res: Response): Promise<Buffer | null | "refused"> {
  if (req.method === "GET" || req.method === "HEAD") return null;
  const limit = bodyLimitFor(req.path);
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > limit) return tooLarge(res, limit);
  try {
    // raw-body stops at the limit and pauses the stream; the 413 below closes the connection.
    return await getRawBody(req, { limit, length: declared });
  } catch (error) {
    if (isTooLarge(error)) return tooLarge(res, limit);
    throw error;
  }
}

function isTooLarge(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { type?: unknown }).type === "entity.too.large";
}

function tooLarge(res: Response, limit: number): "refused" {
  res
    .status(413)
    .set({ Connection: "close", "Cache-Control": "no-store" })
    .type("text/plain")
    .send(`Payload too large: this form may send at most ${Math.round(limit / 1024)} kB.`);
  return "refused";
}
