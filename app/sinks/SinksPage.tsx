import { Link } from "react-router";
import { usePageHref, useT } from "../i18n/use-i18n";
import type { PageData } from "../routing/page-data.server";
import { Breadcrumb, useHomeCrumb } from "../ui/Breadcrumb";
import { SinkCard } from "./SinkCard";
import { SinkFilterForm, useClearFilters } from "./SinkFilterForm";
import type { SinksView } from "./sinks-loader.server";
import "../styles/sinks.css";

/** Cards in the first rows load eagerly: they hold the page's largest images. */
const EAGER = 4;

export function SinksPage({ page, view }: { page: PageData; view: SinksView }) {
  const t = useT();
  const homeCrumb = useHomeCrumb();
  const href = usePageHref();
  const clear = useClearFilters();
  return (
    <div className="page sinks-page">
      <Breadcrumb items={[homeCrumb, ...(page.finderPath && page.finderHeading ? [{ label: page.finderHeading, href: href(page.finderPath) }] : []), { label: page.heading }]} />
      <header className="sinks-page__head">
        <h1>{page.heading}</h1>
        <p className="lead">{t("sinks.intro")}</p>
      </header>
      <div className="sinks-page__body">
        <SinkFilterForm filter={view.filter} spaces={view.spaces} colours={view.colours} />
        <section className="sinks-page__results" aria-labelledby="sinks-count">
          <div className="sinks-page__toolbar">
            <h2 id="sinks-count" className="sinks-page__count" role="status">
              {t("sinks.count", { count: view.items.length })}
            </h2>
            <p className="muted sinks-page__order">{t("sinks.dimensionsOrder")}</p>
          </div>
          {view.items.length ? (
            <ul className="sink-grid">
              {view.items.map((item, i) => (
                <SinkCard key={item.contentId} item={item} eager={i < EAGER} />
              ))}
            </ul>
          ) : (
            <div className="no-results">
              <h3>{t("message.noResult")}</h3>
              <p className="muted">{t("message.noResultHint")}</p>
              <Link to={clear} className="button button--primary" preventScrollReset>
                {t("sinks.clear")}
              </Link>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
