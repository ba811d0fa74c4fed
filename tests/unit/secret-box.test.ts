/**
 * Second-factor secrets sealed at rest (decision 0074): what a sealed value looks like, rotation,
 * tampering, a missing key, and the keys SECRETS_KEY accepts.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../../server/env";
import { parseSecretsKeys, PLAIN_BOX, secretBox, SecretBoxError } from "../../server/security/secret-box";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const key = () => randomBytes(32);

describe("secret box", () => {
  it("seals a secret so the stored value does not contain it, and opens it again", () => {
    const box = secretBox([key()]);
    const stored = box.seal(SECRET);
    expect(stored).toMatch(/^sb1\.[0-9a-f]{8}:/);
    expect(stored).not.toContain(SECRET);
    expect(box.seal(SECRET)).not.toBe(stored); // a fresh IV each time
    expect(box.open(stored)).toBe(SECRET);
    expect(box.isSealed(stored)).toBe(true);
  });

  it("reads values stored before a key was set as they are", () => {
    expect(secretBox([key()]).open(SECRET)).toBe(SECRET);
    expect(PLAIN_BOX.seal(SECRET)).toBe(SECRET);
    expect(PLAIN_BOX.sealing).toBe(false);
  });

  it("opens what an older key sealed once the new key comes first (rotation)", () => {
    const oldKey = key();
    const sealedOld = secretBox([oldKey]).seal(SECRET);
    const rotated = secretBox([key(), oldKey]);
    expect(rotated.open(sealedOld)).toBe(SECRET);
    expect(rotated.seal(SECRET).slice(0, 12)).not.toBe(sealedOld.slice(0, 12));
  });

  it("refuses a value sealed with a key it does not hold, or altered, with a message and no secret", () => {
    const stored = secretBox([key()]).seal(SECRET);
    expect(() => secretBox([key()]).open(stored)).toThrow(SecretBoxError);
    expect(() => PLAIN_BOX.open(stored)).toThrow(/does not hold/);
    const box = secretBox([key()]);
    const sealed = box.seal(SECRET);
    const tagAt = sealed.lastIndexOf(".") + 1;
    const flipped = `${sealed.slice(0, tagAt)}${sealed[tagAt] === "A" ? "B" : "A"}${sealed.slice(tagAt + 1)}`;
    expect(() => box.open(flipped)).toThrow(/integrity/);
    expect(() => box.open("sb1.zz:garbage")).toThrow(/malformed/);
  });

  it("accepts 32-byte keys in base64 or hex, and names what is wrong otherwise", () => {
    const k = key();
    expect(parseSecretsKeys(k.toString("base64"))).toEqual([k]);
    expect(parseSecretsKeys(`${k.toString("hex")}, ${k.toString("base64")}`)).toEqual([k, k]);
    expect(parseSecretsKeys("short")).toMatch(/32 bytes/);
    expect(parseSecretsKeys(randomBytes(16).toString("base64"))).toMatch(/32 bytes/);
    expect(() => parseEnv({ SECRETS_KEY: "not a key", PGLITE_DIR: "memory://" }, { server: false })).toThrow(/SECRETS_KEY/);
    expect(parseEnv({ SECRETS_KEY: k.toString("base64") }, { server: false }).SECRETS_KEY).toEqual([k]);
    expect(parseEnv({}, { server: false }).SECRETS_KEY).toEqual([]);
  });
});
