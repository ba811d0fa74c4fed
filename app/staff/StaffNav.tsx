import { Link } from "react-router";
import { useT } from "../i18n/use-i18n";

export interface StaffNavItem {
  list: "sample-orders" | "contact-requests";
  href: string;
  current: boolean;
}

/** The staff area's two lists as tabs (links: each is its own page). */
export function StaffNav({ items }: { items: readonly StaffNavItem[] }) {
  const t = useT();
  return (
    <nav className="staff-nav" aria-label={t("staff.nav")}>
      {items.map((item) => (
        <Link key={item.list} to={item.href} className="staff-nav__link" aria-current={item.current ? "page" : undefined}>
          {t(item.list === "sample-orders" ? "staff.orders" : "staff.requests")}
        </Link>
      ))}
    </nav>
  );
}
