/** The drain and metrics settings (server/env.ts): defaults, and bad values refused by name. */
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "../../server/env";

const base = { HOST: "127.0.0.1" };

describe("DRAIN_DELAY_MS and METRICS_TOKEN", () => {
  it("drain 5 s by default and serve metrics to loopback only", () => {
    const env = parseEnv(base);
    expect(env.DRAIN_DELAY_MS).toBe(5_000);
    expect(env.METRICS_TOKEN).toBeUndefined();
    // An empty value is unset, as for every variable.
    expect(parseEnv({ ...base, METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ ...base, DRAIN_DELAY_MS: "0" }).DRAIN_DELAY_MS).toBe(0);
  });

  it.each([
    [{ DRAIN_DELAY_MS: "-1" }, "DRAIN_DELAY_MS"],
    [{ DRAIN_DELAY_MS: "soon" }, "DRAIN_DELAY_MS"],
    [{ METRICS_TOKEN: "short" }, "METRICS_TOKEN"],
  ])("refuses %o naming %s", (vars, name) => {
    expect(() => parseEnv({ ...base, ...vars })).toThrow(EnvError);
    expect(() => parseEnv({ ...base, ...vars })).toThrow(name);
  });
});
