/**
 * Setup file of the site and browser projects: a test file starts once the shared site server
 * listens (site-server.ts starts it after the seed, while unit files run). A setup file's top-level
 * wait has no test timeout, so a file waiting for the seed is not failed by its hook default.
 */
import { inject } from "vitest";
import { PREPARED_WITHIN_MS, waitForReadyFile } from "./prepared-state";

// The seed's deadline, plus the start's own 60 s (site-server.ts).
await waitForReadyFile(inject("siteReadyFile"), "The shared site", PREPARED_WITHIN_MS + 60_000);
