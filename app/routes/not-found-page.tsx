import { data } from "react-router";
import type { Route } from "./+types/not-found-page";
import { loadPage } from "../routing/page.server";
import { pageMeta } from "../routing/page-meta";
import { NotFoundPage } from "../pages/NotFoundPage";

export function loader(args: Route.LoaderArgs) {
  return data({ page: loadPage(args) }, { status: 404, headers: { "Cache-Control": "no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [...pageMeta(loaderData?.page), { name: "robots", content: "noindex" }];

export default function NotFound() {
  return <NotFoundPage />;
}
