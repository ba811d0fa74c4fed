/**
 * One Chromium for the run (global setup of the browser project): test files connect to it and open
 * contexts of their own (`launchBrowser` in browser.ts), instead of each starting a browser.
 */
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";
import { acquire } from "./shared-setup";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared Chromium's Playwright endpoint. */
    browserEndpoint: string;
  }
}

export async function setup(project: TestProject) {
  const { value, release } = await acquire("chromium", async () => {
    const server = await chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    return { value: server.wsEndpoint(), dispose: () => server.close() };
  });
  project.provide("browserEndpoint", value);
  return release;
}
