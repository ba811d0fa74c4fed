import type { Route } from "./+types/info-page";
import { appContext, pageContext } from "../routing/contexts";
import { pageData } from "../routing/page-data.server";
import { pageMeta } from "../routing/page-meta";
import { loadIndustrial } from "../industrial/industrial-loader.server";
import { IndustrialPage } from "../industrial/IndustrialPage";

export function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  return { page: pageData(page), view: loadIndustrial(page, context.get(appContext)) };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function InfoRoute({ loaderData }: Route.ComponentProps) {
  return <IndustrialPage page={loaderData.page} view={loaderData.view} />;
}
