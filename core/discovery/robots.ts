/**
 * robots.txt: the catalogue is open to crawlers; private sections (accounts, samples, contact),
 * the API, rendered documents (expensive PDFs, found from product pages by people), full-size
 * image downloads and the internal endpoints are not, nor are query-string variants of pages
 * except the language. Swatches stay open to image search.
 * The sitemap index is announced. Rules use only prefixes and Google's `*`, so a crawler that
 * ignores wildcards still honours the prefix rules.
 */
import { REGIONS } from "../regions/regions";
import { cacheClassOf } from "../routing/manifest";
import { LANG_PARAM, SECTIONS } from "../routing/region-path";

export const SITEMAP_INDEX_PATH = "/sitemap.xml";

export interface RobotsRule {
  allow: boolean;
  path: string;
}

/**
 * The rules. `imageBase` is IMAGE_BASE_URL: when images live on another host, that host's own
 * robots.txt speaks for them.
 */
export function robotsRules(imageBase = "/images"): RobotsRule[] {
  const privateSections = SECTIONS.filter((section) => cacheClassOf(section) === "private");
  return [
    ...REGIONS.flatMap((region) => [
      { allow: false, path: `/${region}/api/` },
      ...privateSections.map((section) => ({ allow: false, path: `/${region}/${section}` })),
    ]),
    { allow: false, path: "/documents/" },
    ...(imageBase.startsWith("/") ? [{ allow: false, path: `${imageBase.replace(/\/+$/, "")}/download/` }] : []),
    { allow: false, path: "/internal/" },
    // Searches, sorts and filter queries multiply every finder without end; the sitemap lists the pages.
    { allow: false, path: "/*?" },
    { allow: true, path: `/*?${LANG_PARAM}=` },
  ];
}

export function robotsTxt(origin: string, imageBase?: string): string {
  const lines = ["User-agent: *", ...robotsRules(imageBase).map((rule) => `${rule.allow ? "Allow" : "Disallow"}: ${rule.path}`), "", `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`, ""];
  return lines.join("\n");
}

/**
 * Whether a crawler following Google's rules may fetch a path (with its query): the longest
 * matching rule wins, Allow on a tie; `*` matches any run of characters, `$` ends the path.
 */
export function robotsAllows(rules: readonly RobotsRule[], pathAndQuery: string): boolean {
  let best: RobotsRule | null = null;
  for (const rule of rules) {
    const pattern = new RegExp(`^${rule.path.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*").replace(/\\\$$/, "$")}`);
    if (!pattern.test(pathAndQuery)) continue;
    if (!best || rule.path.length > best.path.length || (rule.path.length === best.path.length && rule.allow)) best = rule;
  }
  return best?.allow ?? true;
}
