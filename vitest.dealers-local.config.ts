import { defineConfig } from "vitest/config";
// Local only (not committed): the site tests against a server started by hand, for a loaded machine.
export default defineConfig({ test: { include: ["tests/site/where-to-buy*.test.ts"], environment: "node", globalSetup: ["/tmp/wtb-global.ts"], testTimeout: 180_000, hookTimeout: 180_000, fileParallelism: false } });
