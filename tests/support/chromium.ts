/** Debian's Chromium (or CHROMIUM_PATH) and the flags every test and benchmark launches it with. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-sync"];
