import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" } },
      { test: { name: "integration", include: ["tests/integration/**/*.test.ts"], environment: "node", testTimeout: 60_000, hookTimeout: 60_000 } },
      {
        // HTTP and browser tests against the built site, started once for the project.
        test: {
          name: "site",
          include: ["tests/site/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/site-server.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
