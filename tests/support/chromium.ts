/** Debian's Chromium (or CHROMIUM_PATH) and the flags the tests launch it with (bench/pages.ts still names its own). */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// SwiftShader, named: WebGL (the room visualiser) without a GPU, not left to Chromium's deprecated automatic fallback.
export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"];
