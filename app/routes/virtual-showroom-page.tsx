import type { Route } from "./+types/virtual-showroom-page";
import { pageContext } from "../routing/contexts";
import { pageData } from "../routing/page-data.server";
import { pageMeta } from "../routing/page-meta";
import { useT } from "../i18n/use-i18n";
import { Breadcrumb, useHomeCrumb } from "../ui/Breadcrumb";
import { SwatchMosaic } from "../ui/SwatchMosaic";
import { virtualShowroomOf } from "../../core/regions/virtual-showrooms";

/** The region's virtual showroom: what it is, and the way in. Only routed where one is configured. */
export function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  return { page: pageData(page), showroomUrl: virtualShowroomOf(page.region) };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function VirtualShowroomPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const homeCrumb = useHomeCrumb();
  const { page, showroomUrl } = loaderData;
  return (
    <div className="page">
      <Breadcrumb items={[homeCrumb, { label: page.heading }]} />
      <header className="page-hero">
        <h1>{page.heading}</h1>
      </header>
      <section className="placeholder showroom" aria-labelledby="showroom-title">
        <SwatchMosaic />
        <div>
          <h2 id="showroom-title">{t("showroom.title")}</h2>
          <p>{t("showroom.intro")}</p>
          <p>{t("showroom.how")}</p>
          {showroomUrl ? (
            <a className="button button--primary" href={showroomUrl} target="_blank" rel="noopener noreferrer">
              {t("showroom.enter")}
              <span className="visually-hidden"> {t("showroom.newTab")}</span>
            </a>
          ) : null}
        </div>
      </section>
    </div>
  );
}
