import { data } from "react-router";
import type { Route } from "./+types/order-page";
import { pageMeta } from "../../routing/page-meta";
import { pageData } from "../../routing/page-data.server";
import { useT } from "../../i18n/use-i18n";
import { appContext, pageContext } from "../../routing/contexts";
import { visitorContext } from "../../routing/visitor.server";
import { IDEMPOTENCY_KEY } from "../../../core/samples/checkout-form";
import { REFERENCE_PATTERN } from "../../../core/samples/reference";
import { OrderView } from "../../samples/OrderView";
import { toOrderView } from "../../samples/order-view.server";
import "../../accounts/account.css";
import "../../samples/samples.css";

/**
 * An order's confirmation. `?key=` (the secret link of the order's form and mail) opens it for
 * anyone who has it; `?ref=` opens it for its signed-in owner. Anything else is a 404, so nobody
 * learns whether an order exists.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const visitor = context.get(visitorContext);
  const { services } = context.get(appContext);
  const query = new URL(request.url).searchParams;
  const key = query.get("key") ?? "";
  const reference = query.get("ref") ?? "";
  const order = IDEMPOTENCY_KEY.test(key)
    ? await services.samples.orders.orderByAccessToken(key)
    : visitor.user && REFERENCE_PATTERN.test(reference)
      ? await services.samples.orders.orderOfUser(visitor.user.id, reference)
      : null;
  const body = { page: pageData(page, { noindex: true }), order: order ? toOrderView(order, page.locale) : null, fresh: Boolean(key) };
  return data(body, { status: order ? 200 : 404, headers: { "Referrer-Policy": "no-referrer" } });
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, order, fresh } = loaderData;
  return (
    <div className="page account-page sample-order">
      <div>
        <h1>{page.heading}</h1>
        {order && fresh ? <p className="form-notice" role="status">{t("samples.thanks")}</p> : null}
      </div>
      {order ? <OrderView order={order} /> : <p>{t("samples.notFound")}</p>}
      {order && fresh ? <p>{t("samples.keepLink")}</p> : null}
    </div>
  );
}
