import type { Route } from "./+types/sinks-page";
import { appContext, pageContext } from "../routing/contexts";
import { pageData } from "../routing/page-data.server";
import { pageMeta } from "../routing/page-meta";
import { loadSinks } from "../sinks/sinks-loader.server";
import { SinksPage } from "../sinks/SinksPage";

export function loader({ request, context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  return { page: pageData(page), view: loadSinks(page, context.get(appContext), new URL(request.url)) };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function SinksRoute({ loaderData }: Route.ComponentProps) {
  return <SinksPage page={loaderData.page} view={loaderData.view} />;
}
