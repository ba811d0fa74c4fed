import { useRootData, useT } from "../i18n/use-i18n";
import type { MessageKey } from "../../core/i18n/translate";
import { optionLabel } from "./option-label";

export interface OrderViewData {
  reference: string;
  status: string;
  createdAt: string;
  items: Array<{ name: string; itemNumber: string; option: string }>;
  address: string[];
}

/** One order: reference, status, date, samples and the address. Every value is text (React escapes it). */
export function OrderView({ order }: { order: OrderViewData }) {
  const t = useT();
  const { region, locale } = useRootData();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(order.createdAt));
  return (
    <section className="account-section" aria-labelledby={`order-${order.reference}`}>
      <h2 id={`order-${order.reference}`}>{order.reference}</h2>
      <dl>
        <dt>{t("samples.reference")}</dt>
        <dd>{order.reference}</dd>
        <dt>{t("samples.status")}</dt>
        <dd>{t(`samples.status.${order.status}` as MessageKey)}</dd>
        <dt>{t("samples.items")}</dt>
        <dd>
          <ul>
            {order.items.map((item, index) => (
              <li key={index}>
                {item.name} ({item.itemNumber}) · {optionLabel(t, region, locale, item.option)}
              </li>
            ))}
          </ul>
        </dd>
        <dt>{t("samples.address")}</dt>
        <dd>
          <address>
            {order.address.map((line, index) => (
              <span key={index}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </dd>
      </dl>
      <p>{t("samples.placed", { date })}</p>
    </section>
  );
}
