import type { Route } from "./+types/where-to-buy-page";
import { loadWhereToBuy } from "../dealers/where-to-buy.server";
import { pageMeta } from "../routing/page-meta";
import { WhereToBuy } from "../dealers/WhereToBuy";
import "../dealers/where-to-buy.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadWhereToBuy(context, request);
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

/** Where to buy (issue 12): a GET form, the partners nearest first, and a map drawn on the server. */
export default function WhereToBuyPage({ loaderData }: Route.ComponentProps) {
  return <WhereToBuy data={loaderData} />;
}
