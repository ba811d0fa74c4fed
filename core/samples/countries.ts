/**
 * The countries each region's sample desk ships to. Country names come from Intl.DisplayNames in
 * the visitor's language, so no country list is translated by hand.
 */
import type { Region } from "../regions/regions";

export const SHIPPING_COUNTRIES: Readonly<Record<Region, readonly string[]>> = {
  gl: ["AT", "BE", "CH", "DE", "DK", "ES", "FI", "FR", "GB", "IE", "IT", "NL", "NO", "PL", "PT", "SE", "AU", "SG", "AE"],
  us: ["US"],
  ca: ["CA"],
  cf: ["CA"],
  jp: ["JP"],
  ru: ["RU"],
  cn: ["CN"],
};

export const shippingCountriesOf = (region: Region): readonly string[] => SHIPPING_COUNTRIES[region];
