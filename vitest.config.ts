import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      // Unit tests do real work (every region's sitemaps, the seed catalogue); on a loaded CI machine
      // the default 5 s limit failed a correct test, so they get the same room as the others.
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", testTimeout: 60_000 } },
      { test: { name: "integration", include: ["tests/integration/**/*.test.ts"], environment: "node", testTimeout: 60_000, hookTimeout: 60_000 } },
      {
        // HTTP and browser tests against the built site, started once for the project.
        test: {
          name: "site",
          include: ["tests/site/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/site-server.ts"],
          // Browser tests that walk several regions and widths (axe and a screenshot each) took up
          // to 60 s when CI and other runs shared the two cores; a hang still fails, later.
          testTimeout: 180_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
