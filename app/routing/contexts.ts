/**
 * What the page pipeline resolves once per request and hands to every loader, as typed React
 * Router contexts: the services (set by the Express adapter), the visitor's region and language
 * (root middleware), and the matched manifest page (region layout middleware).
 */
import { createContext } from "react-router";
import type { Catalogue } from "../../core/i18n/types";
import type { Translate } from "../../core/i18n/translate";
import type { Locale, Region } from "../../core/regions/regions";
import type { ContentLanguage } from "../../core/catalogue/enums";
import type { Params } from "../../core/routing/guard";
import type { RouteEntry } from "../../core/routing/manifest-types";
import type { SiteLocation } from "../../core/routing/region-path";
import type { ShareImage } from "./share-image.server";

export { appContext, type AppContext } from "../../server/http/app-context";

export interface RequestLocale {
  region: Region;
  locale: Locale;
  /** The locale's resolved message catalogue (server side: all keys). */
  catalogue: Catalogue;
  t: Translate;
  /** Language of catalogue content (product names, descriptions). */
  language: ContentLanguage;
}
export const localeContext = createContext<RequestLocale>();

export interface ResolvedPage extends RequestLocale {
  entry: RouteEntry;
  location: SiteLocation;
  /** Route params as React Router decoded them (the splat of a finder under `*`). */
  params: Params;
  /** Origin for absolute links (canonical, hreflang): configured, never taken from the Host header when set. */
  origin: string;
  /** A whole page, rendered for the browser's first view (not a client navigation's data): see AppContext. */
  documentRequest: boolean;
  /** Localised name of the catalogue collection the path names (collection pages, collection finders). */
  collectionName?: string;
  /** What the page shares on social networks (public pages only; a product page shares its own). */
  share?: ShareImage;
}
export const pageContext = createContext<ResolvedPage>();
