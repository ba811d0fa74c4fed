import { Link } from "react-router";
import type { Route } from "./+types/sample-orders-page";
import { pageMeta } from "../../routing/page-meta";
import { useT } from "../../i18n/use-i18n";
import { accountPageData, accountRequest, requireUser } from "../../accounts/account-route.server";
import { sectionPath } from "../../../core/routing/region-path";
import { OrderView } from "../../samples/OrderView";
import { toOrderView } from "../../samples/order-view.server";
import "../../accounts/account.css";
import "../../samples/samples.css";

/** The signed-in visitor's sample orders, newest first, with their statuses. */
export async function loader({ context }: Route.LoaderArgs) {
  const { page, visitor, services } = accountRequest(context);
  const user = requireUser(page, visitor, "orders");
  const orders = await services.samples.orders.ordersOfUser(user.id);
  return {
    ...accountPageData(context),
    orders: orders.map((order) => ({ ...toOrderView(order, page.locale), href: sectionPath("samples", page.region, "order", page.locale, new URLSearchParams({ ref: order.reference })) })),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function SampleOrdersPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, orders } = loaderData;
  return (
    <div className="page account-page sample-order">
      <h1>{page.heading}</h1>
      {orders.length === 0 ? <p>{t("samples.orders.empty")}</p> : null}
      <ul className="sample-orders-list">
        {orders.map((order) => (
          <li key={order.reference}>
            <OrderView order={order} />
            <p>
              <Link to={order.href}>{t("samples.orders.view", { reference: order.reference })}</Link>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
