/**
 * What the sample pages' loaders and actions share: whose cart this is (the signed-in user's, or
 * the guest's by cookie), the guest cookie itself, and the cart's lines resolved against the
 * catalogue. A guest's cart becomes the account's as the visitor signs in (`takeOverGuestCart`).
 */
import type { RouterContextProvider } from "react-router";
import { appContext, pageContext } from "../routing/contexts";
import { visitorContext } from "../routing/visitor.server";
import { serializeCookie } from "../../server/security/cookies";
import { newToken } from "../../server/security/tokens";
import type { CartOwner } from "../../server/samples/cart-store";
import { localise } from "../../core/catalogue/model";
import { imageKey, type ImageKey } from "../../core/catalogue/image-urls";
import { productPagePath } from "../../core/routing/product-path";
import { buildPath } from "../../core/routing/region-path";
import { sampleLimitOf } from "../../core/samples/limits";
import { sampleOptionsOf } from "../../core/samples/options";
import { GUEST_CART_DAYS } from "../../server/security/purge";

/**
 * A guest cart lives as long as the purge keeps it after its last change; the cookie holds a
 * random token, the database its hash. The privacy page reads the same figure.
 */
export const GUEST_CART_SECONDS = GUEST_CART_DAYS * 24 * 3600;

export function samplesRequest(context: Readonly<RouterContextProvider>) {
  const page = context.get(pageContext);
  const visitor = context.get(visitorContext);
  const { services } = context.get(appContext);
  const secure = visitor.cookies.secure;
  const cookieName = visitor.cookies.samples;
  const guestToken = visitor.guestCartToken;
  const headers = new Headers();
  const setGuestCookie = (token: string, maxAge = GUEST_CART_SECONDS) => headers.append("Set-Cookie", serializeCookie(cookieName, token, { httpOnly: true, secure, maxAge }));

  /** The cart's owner; `create` gives a guest without a cookie a new token (and sets its cookie). */
  async function owner(create = false): Promise<CartOwner> {
    if (visitor.user) {
      // A guest cart the sign-in did not take over (a session started elsewhere, say) joins now.
      await takeOverGuestCart(context, visitor.user.id);
      return { userId: visitor.user.id };
    }
    if (guestToken || !create) return { guestToken };
    const token = newToken();
    setGuestCookie(token);
    return { guestToken: token };
  }

  return { page, visitor, services, owner, headers, limit: sampleLimitOf(page.region) };
}

/**
 * The guest's cart joins the account's (up to the region's limit, without repeating a line) and
 * its cookie goes: the header counts the account's cart from the first page after sign-in.
 */
export async function takeOverGuestCart(context: Readonly<RouterContextProvider>, userId: string): Promise<void> {
  const visitor = context.get(visitorContext);
  if (!visitor.guestCartToken) return;
  const page = context.get(pageContext);
  const { services } = context.get(appContext);
  await services.samples.carts.mergeGuestInto(visitor.guestCartToken, userId, page.region, sampleLimitOf(page.region));
  visitor.forgetGuestCart();
}

export interface CartLineView {
  contentId: string;
  option: string;
  options: string[];
  name: string;
  itemNumber: string;
  href: string;
  image: ImageKey;
}

/** A product the region offers, as a cart line shows it; null when it is not offered here. */
export function productForSample(context: Readonly<RouterContextProvider>, contentId: string) {
  const page = context.get(pageContext);
  const { services } = context.get(appContext);
  const product = services.catalogue.product(contentId, page.region);
  if (!product) return null;
  return {
    product,
    name: localise(product.name, page.language),
    itemNumber: product.itemNumber,
    href: buildPath(page.region, productPagePath(product), page.locale),
    options: sampleOptionsOf(product.family).map((option) => option.code as string),
    image: imageKey(product),
  };
}
