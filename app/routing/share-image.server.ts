/**
 * The picture a page shares on social networks: the 1200 x 630 JPEG of a product's primary image
 * (core/catalogue/image-urls.ts shareUrl), absolute, with the product's name as its text. A
 * product page shares its own; any other public page the product that stands for its family in
 * the region (server/catalogue/share-subjects.ts), whose image the prerender renders ahead.
 */
import { imageKey, shareUrl } from "../../core/catalogue/image-urls";
import { localise, type Product } from "../../core/catalogue/model";
import type { ContentLanguage } from "../../core/catalogue/enums";
import type { Region } from "../../core/regions/regions";
import type { ProductFamily } from "../../core/catalogue/families";
import { shareSubject } from "../../server/catalogue/share-subjects";
import type { AppContext } from "../../server/http/app-context";

export interface ShareImage {
  /** Absolute URL of the JPEG. */
  url: string;
  alt: string;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : origin + url);

export function productShareImage(product: Product, imageBase: string, origin: string, language: ContentLanguage): ShareImage {
  return { url: absolute(origin, shareUrl(imageBase, imageKey(product))), alt: localise(product.name, language) };
}

/** The share image of a page of `family` (or of none) in a region; null when the region offers no such product. */
export function familyShareImage(app: AppContext, family: ProductFamily | undefined, region: Region, origin: string, language: ContentLanguage): ShareImage | null {
  const product = shareSubject(app.services.catalogue.current, family, region);
  return product ? productShareImage(product, app.publicEnv.imageBaseUrl, origin, language) : null;
}
