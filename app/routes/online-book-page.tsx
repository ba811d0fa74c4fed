import type { Route } from "./+types/online-book-page";
import { appContext, pageContext } from "../routing/contexts";
import { pageData } from "../routing/page-data.server";
import { pageMeta } from "../routing/page-meta";
import { bookUrl, bookVersion } from "../../core/catalogue/book";
import { isMessageKey } from "../../core/i18n/catalogues";
import { ONLINE_BOOK_SEGMENT, routeById } from "../../core/routing/manifest";
import { OnlineBookPage } from "../online-book/OnlineBookPage";

/**
 * A category's catalogue as a book read page by page (pdf.js, loaded on this route only). The
 * server renders the download link; the viewer replaces it in the browser. `?page=` is read there.
 */
export function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const { catalogue } = context.get(appContext).services;
  const categoryPath = page.entry.path.slice(0, -(ONLINE_BOOK_SEGMENT.length + 1));
  const titleKey = `meta.${routeById(page.entry.parent ?? "")?.metaCode}`;
  const name = isMessageKey(titleKey) ? page.t(titleKey) : categoryPath;
  const heading = page.t("meta.ONLINE_BOOK", { name });
  const { version, guidesVersion } = catalogue.current;
  return {
    page: pageData(page, { heading, description: page.t("meta.description.ONLINE_BOOK", { name }) }),
    book: { pdf: bookUrl(page.location.region, categoryPath, page.language, bookVersion(version, guidesVersion)), categoryPath, categoryName: name },
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function OnlineBookRoute({ loaderData }: Route.ComponentProps) {
  return <OnlineBookPage heading={loaderData.page.heading} {...loaderData.book} />;
}
