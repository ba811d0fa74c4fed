import { useT } from "../i18n/use-i18n";
import type { Region } from "../../core/regions/regions";

export interface OrderFactsData {
  createdAt: string;
  region: Region;
  locale: string;
  contact: { name: string; company: string; email: string; phone: string; profession: string };
  address: readonly string[];
  notes: string;
}

/** Who ordered, where it goes and what they wrote: text only, rendered escaped by React. */
export function OrderFacts({ order }: { order: OrderFactsData }) {
  const t = useT();
  const facts: [string, string][] = [
    [t("staff.date"), order.createdAt],
    [t("staff.region"), t(`region.${order.region}`)],
    [t("staff.language"), order.locale],
    [t("staff.name"), order.contact.name],
    [t("staff.company"), order.contact.company],
    [t("staff.email"), order.contact.email],
    [t("staff.phone"), order.contact.phone],
    [t("staff.profession"), order.contact.profession],
  ];
  return (
    <div className="staff-columns">
      <ContactCard facts={facts} />
      <section className="staff-card" aria-labelledby="address-heading">
        <h2 id="address-heading">{t("staff.address")}</h2>
        <address className="staff-address">
          {order.address.map((line, i) => (
            <span key={i}>{line}</span>
          ))}
        </address>
        <h3>{t("staff.notes")}</h3>
        <p className="staff-notes">{order.notes || t("staff.noNotes")}</p>
      </section>
    </div>
  );
}

/** The "Contact details" card of an order or a contact request: label and value, empty values left out. */
export function ContactCard({ facts }: { facts: ReadonlyArray<readonly [string, string]> }) {
  const t = useT();
  return (
    <section className="staff-card" aria-labelledby="contact-heading">
      <h2 id="contact-heading">{t("staff.contact")}</h2>
      <dl className="staff-facts">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
