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

/**
 * Seconds each file over 10 s took in the baseline `npm test` of 28 Nov 2026 (the merged tree
 * c632658 on a clean clone, PostgreSQL on, load average 4-9: vitest's JSON report, end minus start
 * per file; decision 0076). start-lock.test.ts is left out: 2.6 s since it reads the template's starts.
 * Refresh when it drifts: the order only needs the big ones roughly right.
 */
const MEASURED_SECONDS: Record<string, number> = {
  "site:tests/site/crawl.test.ts": 96,
  "integration:tests/integration/images.test.ts": 95,
  "browser:tests/site/accounts.e2e.test.ts": 91,
  "browser:tests/site/finder.e2e.test.ts": 80,
  "browser:tests/site/staff.e2e.test.ts": 80,
  "browser:tests/site/likes-cards.e2e.test.ts": 67,
  "integration:tests/integration/manufacturer-package.test.ts": 60,
  "browser:tests/site/sinks-industrial.e2e.test.ts": 51,
  "browser:tests/site/shell.e2e.test.ts": 49,
  "integration:tests/integration/catalog-cli.test.ts": 49,
  "browser:tests/site/phones.e2e.test.ts": 48,
  "browser:tests/site/where-to-buy.e2e.test.ts": 48,
  "site:tests/site/accounts-contact-durability.test.ts": 47,
  "browser:tests/site/visualiser.e2e.test.ts": 44,
  "integration:tests/integration/catalogue-guides.test.ts": 44,
  "browser:tests/site/compare.e2e.test.ts": 40,
  "integration:tests/integration/catalogue-import.test.ts": 40,
  "integration:tests/integration/database.test.ts": 39,
  "browser:tests/site/samples.e2e.test.ts": 38,
  "integration:tests/integration/accounts.test.ts": 37,
  "browser:tests/site/product-zoom.e2e.test.ts": 35,
  "browser:tests/site/reps.e2e.test.ts": 33,
  "site:tests/site/object-storage.test.ts": 33,
  "site:tests/site/media.test.ts": 32,
  "integration:tests/integration/documents.test.ts": 30,
  "site:tests/site/samples-durability.test.ts": 30,
  "integration:tests/integration/admin-cli.test.ts": 29,
  "site:tests/site/sitemap.test.ts": 29,
  "site:tests/site/cluster.test.ts": 28,
  "browser:tests/site/early-click.e2e.test.ts": 26,
  "site:tests/site/likes-durability.test.ts": 25,
  "site:tests/site/manifest-walk.test.ts": 25,
  "unit:tests/unit/finder-engine.test.ts": 24,
  "site:tests/site/lifecycle.test.ts": 23,
  "site:tests/site/catalogue-cli.test.ts": 22,
  "browser:tests/site/gallery.e2e.test.ts": 21,
  "integration:tests/integration/accounts-takeover.test.ts": 21,
  "routes:tests/routes/landing.test.ts": 20,
  "browser:tests/site/online-book.e2e.test.ts": 19,
  "browser:tests/site/visitors-look.e2e.test.ts": 19,
  "site:tests/site/pglite-folder-servers.test.ts": 17,
  "integration:tests/integration/prerender-once.test.ts": 16,
  "integration:tests/integration/product-colours.test.ts": 16,
  "site:tests/site/database-outage.test.ts": 16,
  "browser:tests/site/likes-spec-pack.e2e.test.ts": 15,
  "browser:tests/site/units-switch.e2e.test.ts": 15,
  "integration:tests/integration/material-packs.test.ts": 15,
  "integration:tests/integration/product-lastmod.test.ts": 15,
  "browser:tests/site/staff-two-factor.e2e.test.ts": 14,
  "integration:tests/integration/account-limits.test.ts": 14,
  "integration:tests/integration/demo-unchanged.test.ts": 13,
  "browser:tests/site/landing.e2e.test.ts": 12,
  "integration:tests/integration/images-prerender.test.ts": 12,
  "site:tests/site/images-prerender.test.ts": 12,
  "browser:tests/site/related.e2e.test.ts": 11,
  "unit:tests/unit/product-detail-units.test.ts": 11,
  "site:tests/site/fuzz.test.ts": 10,
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
