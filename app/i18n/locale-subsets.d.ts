// Subsets of a locale file for browser code (localeSubset in vite.config.ts, decision 0059): a
// message is a string or a plural object with `other`, as core/i18n/types.ts says (an ambient
// module cannot import it). One declaration per prefix in use: TypeScript matches module names by
// one wildcard only.
declare module "*.json?keys=guideText." {
  const messages: Readonly<Record<string, string | (Readonly<Record<string, string>> & { readonly other: string })>>;
  export default messages;
}
declare module "*.json?keys=error.generic." {
  const messages: Readonly<Record<string, string | (Readonly<Record<string, string>> & { readonly other: string })>>;
  export default messages;
}
