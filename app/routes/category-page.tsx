import { Link } from "react-router";
import type { Route } from "./+types/category-page";
import { pageContext } from "../routing/contexts";
import { pageData } from "../routing/page-data.server";
import { pageMeta } from "../routing/page-meta";
import { PlaceholderPage } from "../pages/PlaceholderPage";
import { CategoryTopics } from "../pages/CategoryTopics";
import { usePageHref } from "../i18n/use-i18n";
import { titleKey } from "../../core/routing/page-title";
import { ONLINE_BOOK_SEGMENT, ONLINE_BOOKS } from "../../core/routing/manifest";

export function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  // The category's online book, when it has one: its path and its title as the link's text.
  const book = ONLINE_BOOKS.has(page.entry.path) ? { path: `${page.entry.path}/${ONLINE_BOOK_SEGMENT}`, label: page.t("meta.ONLINE_BOOK", { name: page.t(titleKey(page.entry)) }) } : null;
  return { page: pageData(page), book };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const href = usePageHref();
  const { book } = loaderData;
  return (
    <>
      <PlaceholderPage page={loaderData.page} what="placeholder.category" />
      {book ? (
        <p className="page">
          <Link to={href(book.path)}>{book.label}</Link>
        </p>
      ) : null}
      <CategoryTopics />
    </>
  );
}
