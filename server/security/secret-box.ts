/**
 * Secrets the site must read back, not only compare (TOTP seeds), sealed at rest with AES-256-GCM
 * (decision 0074). A database dump or a read-only SQL injection then yields no working second
 * factor without the key, which lives in the environment (`SECRETS_KEY`), not in the database.
 *
 * A sealed value reads `sb1.<key id>:<iv>.<ciphertext>.<tag>` (base64url). The key id is the first
 * bytes of the key's SHA-256, so `SECRETS_KEY=new,old` seals with the new key and still opens what
 * the old one sealed (rotation). Values stored before a key was set stay readable as they are and
 * are sealed the next time they are used.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const VERSION = "sb1";
const KEY_BYTES = 32;
const IV_BYTES = 12;
const SEALED = /^sb1\.([0-9a-f]{8}):([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]*)\.([A-Za-z0-9_-]+)$/;

export class SecretBoxError extends Error {}

export interface SecretBox {
  /** True when a key is set, so `seal` encrypts. */
  readonly sealing: boolean;
  seal(plain: string): string;
  /** The plain value of a sealed or a legacy plain value; throws SecretBoxError when no key opens it. */
  open(stored: string): string;
  isSealed(stored: string): boolean;
}

const keyId = (key: Buffer) => createHash("sha256").update(key).digest("hex").slice(0, 8);

/** A box over the keys, first key seals; with no key it stores values as they are. */
export function secretBox(keys: readonly Buffer[]): SecretBox {
  const byId = new Map(keys.map((key) => [keyId(key), key]));
  const sealingKey = keys[0];
  return {
    sealing: Boolean(sealingKey),
    isSealed: (stored) => stored.startsWith(`${VERSION}.`),
    seal(plain) {
      if (!sealingKey) return plain;
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", sealingKey, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return `${VERSION}.${keyId(sealingKey)}:${iv.toString("base64url")}.${body.toString("base64url")}.${cipher.getAuthTag().toString("base64url")}`;
    },
    open(stored) {
      if (!stored.startsWith(`${VERSION}.`)) return stored;
      const match = SEALED.exec(stored);
      if (!match) throw new SecretBoxError("a sealed secret is malformed");
      const [, id, iv, body, tag] = match as unknown as [string, string, string, string, string];
      const key = byId.get(id);
      if (!key) throw new SecretBoxError(`a secret is sealed with key ${id}, which SECRETS_KEY does not hold`);
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        throw new SecretBoxError(`a secret sealed with key ${id} failed its integrity check`);
      }
    },
  };
}

/**
 * `SECRETS_KEY`: one or more comma-separated keys of 32 random bytes, base64 or hex (e.g.
 * `openssl rand -base64 32`). The keys, or a message saying what is wrong.
 */
export function parseSecretsKeys(value: string): Buffer[] | string {
  const keys: Buffer[] = [];
  for (const part of value.split(",").map((p) => p.trim()).filter(Boolean)) {
    const key = /^[0-9a-fA-F]{64}$/.test(part) ? Buffer.from(part, "hex") : /^[A-Za-z0-9+/_-]{43}=?$/.test(part) ? Buffer.from(part, "base64") : null;
    if (!key || key.length !== KEY_BYTES) return "each key must be 32 bytes in base64 (openssl rand -base64 32) or 64 hex digits";
    keys.push(key);
  }
  return keys.length ? keys : "must hold at least one key";
}

/** Stores values as they are: for tests and for a site that has not set SECRETS_KEY. */
export const PLAIN_BOX: SecretBox = secretBox([]);
