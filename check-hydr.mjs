import { chromium } from "playwright-core";
const base = "http://localhost:3100";
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const page = await browser.newPage();
const logs = [];
page.on("console", (m) => { if (m.type() === "error" || m.type() === "warning") logs.push(m.type() + ": " + m.text()); });
page.on("pageerror", (e) => logs.push("pageerror: " + e.message));
for (const p of paths) {
  const t0 = Date.now();
  await page.goto(base + p);
  const ok = await page.waitForSelector("html[data-hydrated]", { timeout: 15000 }).then(() => true, () => false);
  console.log(p, "hydrated", ok, Date.now() - t0, "ms");
}
console.log(logs.join("\n"));
await browser.close();
