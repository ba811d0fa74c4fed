import { lazy, Suspense } from "react";
import { useHydrated } from "../finder/use-hydrated";
import { usePageHref, useT } from "../i18n/use-i18n";
import { Breadcrumb, useHomeCrumb } from "../ui/Breadcrumb";
import "../styles/online-book.css";

// pdf.js (a few hundred kB) loads with the viewer, on this route only, after hydration.
const BookViewer = lazy(() => import("./BookViewer"));

export interface OnlineBookProps {
  heading: string;
  pdf: string;
  categoryPath: string;
  categoryName: string;
}

/** The page: heading, and the viewer in the browser or the PDF download without JavaScript. */
export function OnlineBookPage({ heading, pdf, categoryPath, categoryName }: OnlineBookProps) {
  const t = useT();
  const homeCrumb = useHomeCrumb();
  const href = usePageHref();
  const scripted = useHydrated();
  const download = (
    <a className="button button--secondary book__download" href={pdf} download>
      {t("book.download")}
    </a>
  );
  return (
    <div className="page book">
      <Breadcrumb items={[homeCrumb, { label: categoryName, href: href(categoryPath) }, { label: heading }]} />
      <header className="page-hero book__hero">
        <div>
          <h1>{heading}</h1>
          <p>{t("book.intro")}</p>
        </div>
        {download}
      </header>
      {scripted ? (
        <Suspense fallback={<p className="book__status">{t("book.loading")}</p>}>
          <BookViewer pdf={pdf} />
        </Suspense>
      ) : null}
    </div>
  );
}
