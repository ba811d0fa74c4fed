/**
 * Order references people read out on the phone: `SMP-US-7K3F9Q`. The alphabet leaves out what is
 * easily confused (0/O, 1/I/L, U/V) so a reference typed from a mail or said aloud is found.
 */
import type { Region } from "../regions/regions";

export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
const RANDOM_LENGTH = 6;

export const REFERENCE_PATTERN = new RegExp(`^SMP-[A-Z]{2}-[${REFERENCE_ALPHABET}]{${RANDOM_LENGTH}}$`);

/** A new reference; `random` gives bytes (crypto.getRandomValues in production). */
export function newOrderReference(region: Region, random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  // Rejection sampling keeps every character equally likely.
  const limit = 256 - (256 % REFERENCE_ALPHABET.length);
  let out = "";
  while (out.length < RANDOM_LENGTH) {
    for (const byte of random(new Uint8Array(RANDOM_LENGTH * 2))) {
      if (byte < limit && out.length < RANDOM_LENGTH) out += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
    }
  }
  return `SMP-${region.toUpperCase()}-${out}`;
}
