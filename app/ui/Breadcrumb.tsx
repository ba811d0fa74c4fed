import { Link } from "react-router";
import { PRODUCTS_OVERVIEW_PATH } from "../../core/routing/home";
import { usePageHref, useT } from "../i18n/use-i18n";

export interface Crumb {
  label: string;
  href?: string;
}

export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t("site.breadcrumb")} className="breadcrumb">
      <ol>
        {items.map((item, i) => (
          <li key={i}>{item.href && i < items.length - 1 ? <Link to={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}

/** Every trail starts at the products overview (decision 0054), not at `/{region}/products/`, which the spec sends to the HIMACS finder. */
export function useHomeCrumb(): Crumb {
  const t = useT();
  const href = usePageHref();
  return { label: t("site.home"), href: href(PRODUCTS_OVERVIEW_PATH) };
}
