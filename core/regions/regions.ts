/**
 * Regions and locales of the single deployment (spec §1, §9).
 * GL is the default region and the fallback for content and wording.
 */
export const REGIONS = ["gl", "us", "ca", "cf", "jp", "ru", "cn"] as const;
/** The region codes as a regular expression alternative (`gl|us|…`), for patterns over paths. */
export const REGION_ALTERNATIVES = REGIONS.join("|");
export type Region = (typeof REGIONS)[number];
export const DEFAULT_REGION: Region = "gl";

export const LOCALES = ["en", "de", "fr", "it", "es", "nl", "en-GB", "en-US", "en-CA", "fr-CA", "ja", "zh-CN", "ru"] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = "en";

export type UnitSystem = "imperial" | "metric";

export interface RegionConfig {
  code: Region;
  /** Locale used when the URL names none. */
  defaultLocale: Locale;
  /** Languages a visitor may choose in this region; the first is the default. */
  locales: readonly Locale[];
  units: UnitSystem;
  /** BCP 47 country part used for hreflang (e.g. en-US). GL has none: it is the x-default. */
  country: string | null;
}

export const REGION_CONFIG: Readonly<Record<Region, RegionConfig>> = {
  gl: { code: "gl", defaultLocale: "en", locales: ["en", "de", "fr", "it", "es", "nl", "en-GB"], units: "metric", country: null },
  us: { code: "us", defaultLocale: "en-US", locales: ["en-US"], units: "imperial", country: "US" },
  ca: { code: "ca", defaultLocale: "en-CA", locales: ["en-CA"], units: "metric", country: "CA" },
  cf: { code: "cf", defaultLocale: "fr-CA", locales: ["fr-CA"], units: "metric", country: "CA" },
  jp: { code: "jp", defaultLocale: "ja", locales: ["ja"], units: "metric", country: "JP" },
  ru: { code: "ru", defaultLocale: "ru", locales: ["ru"], units: "metric", country: "RU" },
  cn: { code: "cn", defaultLocale: "zh-CN", locales: ["zh-CN"], units: "metric", country: "CN" },
};

export function isRegion(value: unknown): value is Region {
  return typeof value === "string" && (REGIONS as readonly string[]).includes(value);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The locale to render: the requested one when the region offers it, else the region's default. */
export function resolveLocale(region: Region, requested: string | null | undefined): Locale {
  const config = REGION_CONFIG[region];
  if (requested && isLocale(requested) && config.locales.includes(requested)) return requested;
  return config.defaultLocale;
}

/** The `<html lang>` / hreflang tag of a locale in a region (GL English is plain `en`). */
export function languageTag(locale: Locale): string {
  return locale;
}

/** The language of catalogue copy and documents for a site locale (regional variants share one). */
export function contentLanguageOf(locale: Locale): "en" | "de" | "fr" | "it" | "es" | "nl" | "ja" | "zh" | "ru" {
  const base = locale.split("-")[0];
  return base as "en" | "de" | "fr" | "it" | "es" | "nl" | "ja" | "zh" | "ru";
}
