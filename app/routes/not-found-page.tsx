import { data } from "react-router";
import type { Route } from "./+types/not-found-page";
import { pageContext } from "../routing/contexts";
import { pageData } from "../routing/page-data.server";
import { pageMeta } from "../routing/page-meta";
import { NotFoundPage } from "../pages/NotFoundPage";

export function loader({ context }: Route.LoaderArgs) {
  return data({ page: pageData(context.get(pageContext), { noindex: true }) }, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => pageMeta(loaderData?.page);

export default function NotFound() {
  return <NotFoundPage />;
}
