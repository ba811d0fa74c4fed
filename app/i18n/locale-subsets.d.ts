// Subsets of a locale file for browser code (localeSubset in vite.config.ts, decision 0059).
// One declaration per prefix in use: TypeScript matches module names by one wildcard only.
declare module "*.json?keys=guideText." {
  const messages: Readonly<Record<string, import("../../core/i18n/types").Message>>;
  export default messages;
}
declare module "*.json?keys=error.generic." {
  const messages: Readonly<Record<string, import("../../core/i18n/types").Message>>;
  export default messages;
}
