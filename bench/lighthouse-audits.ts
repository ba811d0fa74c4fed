/**
 * `tsx bench/lighthouse-audits.ts <path | visualiser>`: one Lighthouse 12 mobile run of a page of a fresh server
 * (images warmed first), printing what the score summary hides: the failing audits and the main
 * thread's long tasks by script. For finding what holds a page's score down.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "./lib/server";

const target = process.argv[2] ?? "/gl";
const server = await startServer({ env: { IMAGE_PRERENDER: "off" } });
const chrome = await chromeLauncher.launch({ chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"], chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  // "visualiser": the room visualiser of the first HIMACS product, as bench:lighthouse picks it.
  const first = async () => ((await (await fetch(`${server.url}/gl/api/products?category=HIMACS_COLOR&pageSize=1`)).json()) as { items: { contentId: string }[] }).items[0]!.contentId;
  const url = server.url + (target === "visualiser" ? `/gl/products/visualiser?product=${await first()}` : target);
  // Twice: the first run renders what the page's images need.
  await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "seo"] });
  const lhr = result!.lhr;
  for (const [name, category] of Object.entries(lhr.categories)) console.log(name, category.score);
  for (const audit of Object.values(lhr.audits)) if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative") console.log(`${audit.id}: ${audit.score} ${audit.displayValue ?? ""}`);
  const longTasks = lhr.audits["long-tasks"]?.details as { items?: { url: string; duration: number; startTime: number }[] } | undefined;
  for (const task of longTasks?.items ?? []) console.log(`long task ${task.startTime.toFixed(0)} ms +${task.duration.toFixed(0)} ms ${task.url}`);
} finally {
  chrome.kill();
  await server.stop();
}
