/**
 * The mail that tells a visitor their sample order moved on, in the language they ordered in
 * (`sample_orders.locale`), as text and as HTML with everything they typed escaped.
 */
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { createTranslator } from "../../core/i18n/translate";
import { FALLBACK_LOCALE, isLocale, languageTag } from "../../core/regions/regions";
import type { OrderStatus } from "../../core/samples/order-status";
import { textToHtml } from "../mail/html";

export function orderStatusMail(order: { reference: string; name: string; locale: string; status: OrderStatus }) {
  const locale = isLocale(order.locale) ? order.locale : FALLBACK_LOCALE;
  const t = createTranslator(locale, resolveCatalogue(locale));
  const status = t(`orderStatus.${order.status}`);
  const text = t("mail.orderStatus.body", { name: order.name, reference: order.reference, status });
  return { subject: t("mail.orderStatus.subject", { reference: order.reference, status }), text, html: textToHtml(text, languageTag(locale)) };
}
