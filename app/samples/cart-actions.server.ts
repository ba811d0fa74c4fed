/**
 * The cart page's intents, one small function each: add (from product pages and cards), option,
 * remove, checkout. Answers are field errors (400, or 429 over a limit) beside the fields, a JSON
 * answer for a background post (`js=1`), or a redirect to see the result (303).
 */
import { addressLines } from "../../core/samples/address-lines";
import { data, type RouterContextProvider } from "react-router";
import { redirectBack, redirectToSitePath } from "../routing/redirect";
import { POST_FEEDBACK } from "../forms/post-feedback";
import type { FormFailure } from "../forms/form-action.server";
import { fieldErrorsOf, type FieldErrors } from "../../core/accounts/account-forms";
import { isMessageKey } from "../../core/i18n/catalogues";
import { CONTENT_ID } from "../../core/catalogue/content-id";
import { sectionPath } from "../../core/routing/region-path";
import { addressErrors, checkoutFormFor } from "../../core/samples/checkout-form";
import { resolveSampleOption } from "../../core/samples/options";
import { optionLabel } from "./option-label";
import { composeOrderMail } from "./order-mail.server";
import type { samplesRequest } from "./cart-route.server";
import { productForSample } from "./cart-route.server";
import type { OrderLine } from "../../server/samples/order-service";

type Fields = Record<string, string>;
type SamplesRequest = ReturnType<typeof samplesRequest>;

/** The one form result (app/forms/form-action.server.ts), with what the cart page shows beside it. */
export interface CartFailure extends FormFailure {
  /** The limit that was reached (`samples.limit`), or minutes to wait (`form.error.tooManyAttempts`). */
  count?: number;
  /** A failed add: the product, so the cart page shows its form again with the error. */
  adding?: { contentId: string; name: string; options: string[] };
}

export function cartFailure(s: SamplesRequest, intent: string, fields: Fields, errors: FieldErrors, status = 400, count?: number, adding?: CartFailure["adding"]) {
  const { csrf: _csrf, ...values } = fields;
  const body: CartFailure = { ok: false, intent, errors, values, ...(count !== undefined ? { count } : {}), ...(adding ? { adding } : {}) };
  return data(body, { status, headers: s.headers });
}

const cartHref = (s: SamplesRequest) => sectionPath("samples", s.page.region, "cart", s.page.locale);

function seeOther(s: SamplesRequest, href: string) {
  const response = redirectToSitePath(href, 303);
  s.headers.forEach((value, name) => response.headers.append(name, value));
  return response;
}

export async function addToCart(context: Readonly<RouterContextProvider>, s: SamplesRequest, fields: Fields) {
  const script = fields.js === "1";
  const found = CONTENT_ID.test(fields.contentId ?? "") ? productForSample(context, fields.contentId!) : null;
  if (!found) return cartFailure(s, "add", fields, { form: "form.error.invalid" });
  const adding = { contentId: found.product.contentId, name: found.name, options: found.options };
  const option = resolveSampleOption(found.product.family, fields.option || undefined);
  // From a finder card (`choose=1`): a product with sizes first asks for one, without an error yet.
  if (option === null && fields.choose === "1" && !fields.option) return cartFailure(s, "add", fields, {}, 200, undefined, adding);
  if (option === null) return cartFailure(s, "add", fields, { option: "form.error.selectOption" }, 400, undefined, adding);
  const limited = await s.services.samples.carts.countAdd(s.visitor.ip);
  if (limited.limited) return cartFailure(s, "add", fields, { form: "form.error.tooManyAttempts" }, 429, Math.max(1, Math.ceil(limited.retryAfter / 60)), adding);
  const outcome = await s.services.samples.carts.add(await s.owner(true), s.page.region, { contentId: found.product.contentId, option }, s.limit);
  if (!outcome.ok) return cartFailure(s, "add", fields, { form: "samples.limit" }, 400, s.limit, adding);
  if (script) return data({ ok: true as const, count: outcome.count }, { headers: s.headers });
  // Without JavaScript: back to the page the sample was ordered on, which says it was added.
  const response = redirectBack(fields.returnTo, cartHref(s), POST_FEEDBACK.sampleAdded);
  s.headers.forEach((value, name) => response.headers.append(name, value));
  return response;
}

export async function changeOption(context: Readonly<RouterContextProvider>, s: SamplesRequest, fields: Fields) {
  const found = CONTENT_ID.test(fields.contentId ?? "") ? productForSample(context, fields.contentId!) : null;
  const option = found ? resolveSampleOption(found.product.family, fields.option || undefined) : null;
  if (!found || option === null) return cartFailure(s, "option", fields, { option: "form.error.selectOption" });
  await s.services.samples.carts.changeOption(await s.owner(), { contentId: found.product.contentId, option: fields.from ?? "" }, option);
  return seeOther(s, cartHref(s));
}

export async function removeLine(s: SamplesRequest, fields: Fields) {
  if (CONTENT_ID.test(fields.contentId ?? "")) await s.services.samples.carts.remove(await s.owner(), { contentId: fields.contentId!, option: fields.option ?? "" });
  return seeOther(s, cartHref(s));
}

export async function checkout(context: Readonly<RouterContextProvider>, s: SamplesRequest, fields: Fields) {
  const { page, visitor, services } = s;
  const parsed = checkoutFormFor(page.region).safeParse(fields);
  if (!parsed.success) return cartFailure(s, "checkout", fields, { ...addressErrors(fields), ...fieldErrorsOf(parsed.error, isMessageKey) });
  const owner = await s.owner();
  const lines: OrderLine[] = [];
  for (const line of await services.samples.carts.lines(owner)) {
    const found = productForSample(context, line.contentId);
    if (found) lines.push({ contentId: line.contentId, option: line.option, name: found.name, itemNumber: found.itemNumber });
  }
  if (lines.length > s.limit) return cartFailure(s, "checkout", fields, { form: "samples.limit" }, 400, s.limit);
  const input = parsed.data;
  const outcome = await services.samples.orders.submit({
    region: page.region,
    locale: page.locale,
    owner,
    userId: visitor.user?.id ?? null,
    input,
    lines,
    ip: visitor.ip,
    mail: ({ reference, accessToken, lines: ordered }) =>
      composeOrderMail(page.t, {
        name: input.name,
        reference,
        lines: ordered.map((line) => `${line.name} (${line.itemNumber}) · ${optionLabel(page.t, page.region, page.locale, line.option)}`),
        address: addressLines(input, page.locale),
        link: `${page.origin}${sectionPath("samples", page.region, "order", page.locale, new URLSearchParams({ key: accessToken }))}`,
      }),
  });
  if (!outcome.ok && outcome.reason === "rate-limited") return cartFailure(s, "checkout", fields, { form: "form.error.tooManyAttempts" }, 429, Math.max(1, Math.ceil(outcome.retryAfter / 60)));
  if (!outcome.ok) return cartFailure(s, "checkout", fields, { form: "form.error.cartEmpty" });
  return seeOther(s, sectionPath("samples", page.region, "order", page.locale, new URLSearchParams({ key: outcome.accessToken })));
}
