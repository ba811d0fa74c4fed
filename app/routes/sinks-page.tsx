import type { Route } from "./+types/sinks-page";
import { pageContext } from "../routing/contexts";
import { pageData } from "../routing/page-data.server";
import { pageMeta } from "../routing/page-meta";
import { PlaceholderPage } from "../pages/PlaceholderPage";

export function loader({ context }: Route.LoaderArgs) {
  return { page: pageData(context.get(pageContext)) };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function SinksPage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage page={loaderData.page} what="placeholder.sinks" />;
}
