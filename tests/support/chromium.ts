/** Debian's Chromium (or CHROMIUM_PATH) and the flags the tests launch it with (bench/pages.ts still names its own). */
import { existsSync } from "node:fs";

/**
 * Debian's old headless shell (`chromium-headless-shell`, the same Chromium build without the
 * browser's windows and UI: what Playwright itself runs headless) when installed, else the full
 * browser. Each context the tests open costs the full browser about twice the browser-process CPU
 * (measured: six contexts loading the sign-in page, 9.9 CPU-s in /usr/bin/chromium, 6.5 in the
 * shell; decision 0084). Pages render and run alike: the same Blink, V8 and SwiftShader.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/**
 * Features the tests turn off. Chromium reads one `--disable-features` (the last), so the list
 * repeats the one playwright-core 1.65.1 passes (its chromiumSwitches.ts) and adds the omnibox
 * popup: headless Chromium 156 builds it as a WebUI page (chrome://omnibox-popup.top-chrome) in a
 * renderer of its own for every window, so for every context a test opens, about 0.17 CPU-s each
 * (measured: 9 contexts, 4.5 CPU-s with it, 3.0 without) for a popup no test can open.
 */
const DISABLED_FEATURES = [
  // playwright-core's own list (keep in step when playwright-core is upgraded).
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  // The omnibox popup's WebUI, preloaded per window.
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  "WebUIOmniboxFullPopup",
];

// SwiftShader, named: WebGL (the room visualiser) without a GPU, not left to Chromium's deprecated automatic fallback.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--use-angle=swiftshader",
  "--enable-unsafe-swiftshader",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
  `--disable-features=${DISABLED_FEATURES.join(",")}`,
];
