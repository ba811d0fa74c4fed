/**
 * Starts the longest test files first, whatever their project, so the two workers finish together
 * (longest-processing-time-first scheduling). Vitest's own order runs the projects one after
 * another and, on a clean clone with no results cache, cannot know durations: the 180 s crawl then
 * started last and ran alone for minutes.
 *
 * A file's duration is vitest's cached one when there is a cache (a local run), else the figure
 * measured below; files with neither keep vitest's order, after these.
 */
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Seconds each file took in a full run on the 2-core machine (27 Nov 2026); refresh when it drifts. */
const MEASURED_SECONDS: Record<string, number> = {
  // Product links the sitemap lists are no longer fetched (decision 0068): 1,371 requests, not
  // 4,186; 92 s of tests alone at a load average of 17 (was 130 s at 5-9).
  "site:tests/site/crawl.test.ts": 90,
  "browser:tests/site/finder.e2e.test.ts": 134,
  // Measured alone beside other sessions' runs (load average about 20), not in a full run; 6 of
  // its 64 page loads fewer since (decision 0058), one no-JS journey more (decision 0062).
  "browser:tests/site/phones.e2e.test.ts": 80,
  // With the signed-in Like (sign-up in beforeAll), alone beside other sessions' runs (load about 25).
  "browser:tests/site/early-click.e2e.test.ts": 120,
  "browser:tests/site/visualiser.e2e.test.ts": 96,
  // Estimates from the fourth session's full run, less what decision 0058 removed: the kill -9
  // file ran about 80 s with five rounds (now three: 8 server starts, not 12), the outage test
  // 37 s with three 10 s cuts (now 3 s).
  "site:tests/site/accounts-contact-durability.test.ts": 55,
  "site:tests/site/database-outage.test.ts": 20,
  "browser:tests/site/accounts.e2e.test.ts": 75,
  "integration:tests/integration/images.test.ts": 66,
  "browser:tests/site/sinks-industrial.e2e.test.ts": 59,
  "integration:tests/integration/manufacturer-package.test.ts": 55,
  "browser:tests/site/likes-cards.e2e.test.ts": 52,
  "browser:tests/site/staff.e2e.test.ts": 51,
  "browser:tests/site/shell.e2e.test.ts": 48,
  "integration:tests/integration/catalogue-guides.test.ts": 44,
  "site:tests/site/lifecycle.test.ts": 34,
  // Measured alone at load average 23 (two server starts of about 22 s each).
  "site:tests/site/probes-drain-metrics.test.ts": 55,
  // PostgreSQL only; measured alone at load average about 20 (72 s of it the rolling restart).
  "site:tests/site/cluster.test.ts": 115,
  "integration:tests/integration/database.test.ts": 33,
  "site:tests/site/media.test.ts": 33,
  "integration:tests/integration/catalogue-import.test.ts": 30,
  // Measured alone at load average about 25: real renders in the pool at 1024 px.
  "integration:tests/integration/material-packs.test.ts": 20,
  "integration:tests/integration/documents.test.ts": 27,
  "browser:tests/site/where-to-buy.e2e.test.ts": 26,
  "browser:tests/site/samples.e2e.test.ts": 25,
  "unit:tests/unit/finder-engine.test.ts": 24,
  "browser:tests/site/reps.e2e.test.ts": 24,
  "browser:tests/site/compare.e2e.test.ts": 23,
  // Issue 27 (object storage, shared work), measured alone at a load average of about 25: the
  // PostgreSQL figures (three starts seeding an empty database, two servers) only with TEST_DATABASE_URL.
  "integration:tests/integration/start-lock.test.ts": 142,
  "site:tests/site/object-storage.test.ts": 120,
};

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const seconds = (spec: TestSpecification) => {
      const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
      const cached = this.ctx.cache.getFileTestResults(key)?.duration;
      return cached !== undefined ? cached / 1000 : (MEASURED_SECONDS[key] ?? 0);
    };
    // Files of a project with no global setup (the unit files) go first: they run while the prepared
    // database is seeded and the shared site starts, where any other file would wait for them
    // (decisions 0068, 0076: no global setup waits, so the unit files can start at once).
    const waits = (spec: TestSpecification) => (spec.project.config.globalSetup.length > 0 ? 1 : 0);
    // A stable sort: files of equal (or unknown) duration keep vitest's order.
    return ordered
      .map((spec) => ({ spec, waits: waits(spec), seconds: seconds(spec) }))
      .sort((a, b) => a.waits - b.waits || b.seconds - a.seconds)
      .map(({ spec }) => spec);
  }
}
