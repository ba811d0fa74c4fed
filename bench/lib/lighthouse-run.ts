/** One Lighthouse 12 run (default config: mobile, simulated throttling) reduced to the figures the budgets name. */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { z } from "zod";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface RunScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
}

// The part of the Lighthouse report read here, checked so a format change fails loudly, not as NaN.
const category = z.object({ score: z.number().nullable() });
const numeric = z.object({ numericValue: z.number().optional() });
const report = z.object({
  categories: z.object({ performance: category, accessibility: category, "best-practices": category, seo: category }),
  audits: z.object({ "total-blocking-time": numeric, "largest-contentful-paint": numeric, "cumulative-layout-shift": numeric }),
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
});

function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

/**
 * A fresh Chromium per run, as the Lighthouse CLI does; a trace that failed to record
 * (NO_NAVSTART and the like, seen now and then on a busy machine) is retried, not scored.
 */
export async function runLighthouse(url: string, expectedStatus = 200, attempts = 3): Promise<RunScores> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await launchChrome();
    try {
      return await runOnce(url, chrome.port, expectedStatus);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`retrying after: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      chrome.kill();
    }
  }
}

async function runOnce(url: string, port: number, expectedStatus: number): Promise<RunScores> {
  // Lighthouse refuses error statuses unless told; the not-found page answers 404 by design.
  const flags = { port, output: "json" as const, logLevel: "error" as const, onlyCategories: [...CATEGORIES], ignoreStatusCode: expectedStatus >= 400 };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const lhr = report.parse(result.lhr);
  if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (value: number | null) => Math.round((value ?? 0) * 100);
  return {
    performance: score(lhr.categories.performance.score),
    accessibility: score(lhr.categories.accessibility.score),
    bestPractices: score(lhr.categories["best-practices"].score),
    seo: score(lhr.categories.seo.score),
    tbtMs: lhr.audits["total-blocking-time"].numericValue ?? 0,
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue ?? 0,
    cls: lhr.audits["cumulative-layout-shift"].numericValue ?? 0,
  };
}
