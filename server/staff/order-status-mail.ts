/**
 * The mail that tells a visitor their sample order moved on, in the language they ordered in
 * (`sample_orders.locale`), as text and as HTML with everything they typed escaped. It says where
 * to follow the order: an account holder's order list, or for a guest the link of the confirmation
 * mail (only that link opens a guest's order, and its key is stored only as a hash).
 */
import { resolveCatalogue } from "../../core/i18n/catalogues";
import { createTranslator } from "../../core/i18n/translate";
import { FALLBACK_LOCALE, isLocale, isRegion, languageTag } from "../../core/regions/regions";
import { sectionPath } from "../../core/routing/region-path";
import { textToHtml } from "../mail/html";
import type { StatusMailOrder } from "./staff-orders";

export function orderStatusMail(order: StatusMailOrder, origin: string) {
  const locale = isLocale(order.locale) ? order.locale : FALLBACK_LOCALE;
  const t = createTranslator(locale, resolveCatalogue(locale));
  const status = t(`orderStatus.${order.status}`);
  const region = isRegion(order.region) ? order.region : null;
  const where =
    order.accountHolder && region
      ? t("mail.orderStatus.account", { link: `${origin}${sectionPath("account", region, "orders", locale)}` })
      : t("mail.orderStatus.guest");
  const text = t("mail.orderStatus.body", { name: order.name, reference: order.reference, status, where });
  return { subject: t("mail.orderStatus.subject", { reference: order.reference, status }), text, html: textToHtml(text, languageTag(locale)) };
}
