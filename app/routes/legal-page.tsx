import type { Route } from "./+types/legal-page";
import { appContext, pageContext } from "../routing/contexts";
import { pageData } from "../routing/page-data.server";
import { pageMeta } from "../routing/page-meta";
import { isLegalPage } from "../../core/legal/legal-pages";
import { serverOnlyData } from "../ui/ServerSection";
import { legalView } from "../legal/legal-view.server";
import { LegalPageView } from "../legal/LegalPage";

/**
 * Privacy, terms of use, imprint and cookies. The region guard has already refused any other
 * segment (the manifest's values), so the check below only narrows the type.
 */
export function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const legal = page.params.legal;
  if (!isLegalPage(legal)) throw new Response(null, { status: 404 });
  const { t } = page;
  return {
    page: pageData(page, { heading: t(`legal.page.${legal}`), title: `${t(`legal.page.${legal}`)} – ${t("meta.LEGAL")}`, description: t(`legal.description.${legal}`) }),
    legal,
    view: serverOnlyData(context.get(appContext), "legal", legalView(page, legal)),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPageView page={loaderData.page} view={loaderData.view} />;
}
