/**
 * Setup file of the projects that copy the prepared database: a test file starts once the
 * preparation (prepared-database.ts) has ended. A setup file's top-level wait has no test timeout,
 * so a file waiting for the seed is not failed by its 15 s hook default.
 */
import { inject } from "vitest";
import { waitForPreparedState } from "./prepared-state";

await waitForPreparedState(inject("preparedReadyFile"));
