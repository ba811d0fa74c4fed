/**
 * A contact request's human reference, e.g. `REQ-GL-7K3M-9Q2A`: the region, then eight characters
 * of Crockford base32 (no I, L, O or U, so it reads aloud and types back without confusion).
 */
import type { Region } from "../regions/regions";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** `random` gives bytes (crypto on the server, anything seeded in tests). */
export function contactReference(region: Region, random: (size: number) => Uint8Array): string {
  const chars = [...random(8)].map((byte) => ALPHABET[byte % 32]).join("");
  return `REQ-${region.toUpperCase()}-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export const REFERENCE_PATTERN = /^REQ-[A-Z]{2}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
