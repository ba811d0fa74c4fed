import { defineConfig } from "vitest/config";
import { LongestFirstSequencer } from "./tests/support/longest-first";

/**
 * Four projects, cheapest first (docs/testing.md). Files run in parallel: vitest's default on this
 * 2-core machine is one worker, and most site and browser time is spent waiting on the server or
 * Chromium, not on the CPU. The integration, site and browser projects share one prepared database
 * (copied per use), and the site and browser projects one server and one Chromium (shared-setup.ts).
 */
// Servers the tests start stop at once on SIGTERM: no load balancer has to notice a drain first
// (server/main.ts). Child processes inherit it; a test of the drain itself sets its own.
process.env.DRAIN_DELAY_MS ??= "0";

const PREPARED_DATABASE = "tests/support/prepared-database.ts";
const SITE = [PREPARED_DATABASE, "tests/support/site-server.ts"];
// The global setups return before the seed ends and the shared site listens, so unit files run
// meanwhile; a file that copies the database starts once it is ready (decision 0068), a site or
// browser file once the shared site listens (decision 0076).
const PREPARED_DATABASE_READY = ["tests/support/prepared-database-ready.ts"];
const SITE_READY = ["tests/support/site-ready.ts"];

export default defineConfig({
  // `#core/*`, `#server/*` and `#app/*` resolve as in the build (decision 0060).
  resolve: { tsconfigPaths: true },
  test: {
    maxWorkers: 2,
    // The longest files first, across projects, so both workers stay busy to the end.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      // Unit and integration files share their worker's modules (isolate: false): none mocks a module
      // or changes globals, and importing the catalogue's code once per worker instead of once per
      // file saves about a minute of CPU.
      { test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", testTimeout: 5_000, isolate: false } },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: [PREPARED_DATABASE],
          setupFiles: PREPARED_DATABASE_READY,
          isolate: false,
          testTimeout: 15_000,
          hookTimeout: 15_000,
        },
      },
      {
        // Loaders and actions in-process (tests/support/in-process-site.ts): the built app and the
        // real services on a copy of the prepared database, no socket.
        test: {
          name: "routes",
          include: ["tests/routes/**/*.test.ts"],
          environment: "node",
          globalSetup: [PREPARED_DATABASE],
          setupFiles: PREPARED_DATABASE_READY,
          // The files of a worker share one in-process site (sharedInProcessSite).
          isolate: false,
          testTimeout: 15_000,
          hookTimeout: 30_000,
        },
      },
      {
        // HTTP against the built site: headers, caching, redirects, the front door, fuzzing.
        test: {
          name: "site",
          include: ["tests/site/**/*.test.ts"],
          exclude: ["tests/site/**/*.e2e.test.ts"],
          environment: "node",
          globalSetup: SITE,
          setupFiles: SITE_READY,
          testTimeout: 15_000,
          hookTimeout: 30_000,
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        // Real Chromium against the built site. A journey loads several pages, often at two widths
        // with an axe run each, while the server renders their images on the same two cores.
        test: {
          name: "browser",
          include: ["tests/site/**/*.e2e.test.ts"],
          environment: "node",
          globalSetup: [...SITE, "tests/support/browser-server.ts"],
          setupFiles: SITE_READY,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // expect.poll waits for what the page does after a click (a pressed state, a count): 1 s,
          // vitest's default, was too short beside a second test run. Playwright's own waits: browser.ts.
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
