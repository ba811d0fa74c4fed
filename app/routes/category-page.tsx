import type { Route } from "./+types/category-page";
import { appContext, pageContext } from "../routing/contexts";
import { pageData } from "../routing/page-data.server";
import { pageMeta } from "../routing/page-meta";
import { LandingPage } from "../landing/LandingPage";
import { LANDING_SECTIONS } from "../ui/server-section-names";
import { titleKey } from "../../core/routing/page-title";
import { HIMACS_ABOUT_PAGES, ONLINE_BOOK_SEGMENT, ONLINE_BOOKS } from "../../core/routing/manifest";
import { contactHrefFor } from "../reps/contact-href";
import { sectionPath } from "../../core/routing/region-path";
import { landingView } from "../landing/landing-view";
import { virtualShowroomOf } from "../../core/regions/virtual-showrooms";
import { serverOnlyData } from "../ui/ServerSection";

export function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const app = context.get(appContext);
  const store = app.services.catalogue;
  const { entry, region, locale, language } = page;
  // The category's online book, when it has one: its path and its title as the link's text.
  const book = ONLINE_BOOKS.has(entry.path) ? { path: `${entry.path}/${ONLINE_BOOK_SEGMENT}`, label: page.t("meta.ONLINE_BOOK", { name: page.t(titleKey(entry)) }) } : null;
  const products = entry.family ? store.productsOf(entry.family, region) : [];
  const { intro, about, collections, showsCollections, tabs, defaultTab } = landingView({ entry, params: page.params, region, locale, language }, { collections: store.current.collections, products });
  const cards = showsCollections ? collections : [];
  // What has controls or shapes the page travels to the browser; the copy and the cards are server sections (decision 0038).
  const landing = { faces: collections.slice(0, 4).map(({ code, image }) => ({ code, image })), collectionCount: cards.length, tabs: tabs.map((tab) => tab.id), defaultTab, about: about ? { page: about, pages: HIMACS_ABOUT_PAGES } : null };
  const sections = serverOnlyData(app, LANDING_SECTIONS, { intro, collections: cards, topics: Object.fromEntries(tabs.map((tab) => [tab.id, tab.topics])) });
  const contactHref = contactHrefFor(region, locale, entry.family);
  const showroomHref = virtualShowroomOf(region) ? sectionPath("contact", region, "virtual-showroom", locale) : null;
  // An about page is named for its subject and described by its own intro (decision 0062).
  const aboutHead = about ? { heading: page.t("about.heading", { topic: page.t(`nav.about.${about}`) }), ...(intro ? { description: intro.paragraphs.join(" ") } : {}) } : {};
  return { page: pageData(page, aboutHead), book, landing, sections, language, contactHref, showroomHref };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { page, landing, sections, language, book, contactHref, showroomHref } = loaderData;
  return <LandingPage page={page} landing={landing} sections={sections} language={language} book={book} contactHref={contactHref} showroomHref={showroomHref} />;
}
