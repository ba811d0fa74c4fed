import { Link } from "react-router";
import { swatchUrl } from "../../core/catalogue/image-urls";
import type { CollectionCard } from "./landing-collections";
import type { LandingTopic, LandingView } from "./landing-view";
import type { ImageKey } from "../../core/catalogue/image-urls";
import { ServerSection, useServerOnly } from "../ui/ServerSection";
import { LANDING_SECTIONS } from "../ui/server-section-names";
import type { PageData } from "../routing/page-data.server";
import { usePageHref, useRootData, useT } from "../i18n/use-i18n";
import { Breadcrumb, useHomeCrumb } from "../ui/Breadcrumb";
import { CollectionGrid } from "./CollectionGrid";
import { LandingTopics } from "./LandingTopics";
import { AboutTopics } from "./AboutTopics";
import "../styles/landing.css";

/** What a landing's browser needs: the hero's faces, whether there are collections, and the tabs. */
export interface LandingShell {
  faces: Array<{ code: string; image: ImageKey }>;
  collectionCount: number;
  tabs: string[];
  defaultTab: string | null;
  /** A HIMACS about page: its subject and every about page (for the links between them). */
  about: { page: string; pages: readonly string[] } | null;
}

/** The landing's static sections: intro copy, collection cards and each tab's topics (decision 0038). */
export interface LandingSections {
  intro: LandingView["intro"];
  collections: CollectionCard[];
  topics: Record<string, LandingTopic[]>;
}

export interface LandingPageProps {
  page: PageData;
  landing: LandingShell;
  sections: LandingSections | null;
  language: string;
  book: { path: string; label: string } | null;
  contactHref: string;
  /** The region's virtual showroom page; null where the region has none. */
  showroomHref: string | null;
}

/** A category landing: hero with intro and the way into the finder, collections, topics, contact. */
export function LandingPage({ page, landing, sections: fromLoader, language, book, contactHref, showroomHref }: LandingPageProps) {
  const t = useT();
  const homeCrumb = useHomeCrumb();
  const href = usePageHref();
  const { imageBase } = useRootData();
  const { faces, collectionCount, tabs, defaultTab, about } = landing;
  const sections = useServerOnly(LANDING_SECTIONS, fromLoader);
  return (
    <div className="page landing">
      <Breadcrumb items={[homeCrumb, { label: page.heading }]} />
      <header className="landing-hero">
        <div className="landing-hero__text">
          <h1>{page.heading}</h1>
          <ServerSection data={sections}>
            {({ intro }) =>
              intro ? (
                <div lang={intro.lang === language ? undefined : intro.lang}>
                  <p className="landing-hero__tagline">{intro.title}</p>
                  {intro.paragraphs.map((paragraph, i) => (
                    <p key={i} className="lead">
                      {paragraph}
                    </p>
                  ))}
                </div>
              ) : null
            }
          </ServerSection>
          <p className="landing-hero__actions">
            {page.finderPath ? (
              <Link className="button button--primary" to={href(page.finderPath)}>
                {t("category.exploreCollection")}
              </Link>
            ) : null}
            {book ? (
              <Link className="button button--secondary" to={href(book.path)}>
                {book.label}
              </Link>
            ) : null}
          </p>
        </div>
        {faces.length ? (
          <div className={`landing-hero__mosaic landing-hero__mosaic--${faces.length}`} aria-hidden="true">
            {faces.map((card, i) => (
              <img key={card.code} src={swatchUrl(imageBase, card.image, i === 0 ? 640 : 320, "webp")} alt="" width={320} height={320} fetchPriority={i === 0 ? "high" : undefined} decoding="async" />
            ))}
          </div>
        ) : null}
      </header>
      {collectionCount ? (
        <section className="landing-section" aria-labelledby="collections">
          <h2 id="collections">{t("category.collections")}</h2>
          <ServerSection data={sections}>{(s) => <CollectionGrid cards={s.collections} language={language} />}</ServerSection>
        </section>
      ) : null}
      {about ? <AboutTopics about={about.page} pages={about.pages} topics={sections} language={language} /> : <LandingTopics tabs={tabs} defaultTab={defaultTab} topics={sections} language={language} />}
      <section className="landing-contact" aria-labelledby="contact">
        <h2 id="contact">{t("category.contact")}</h2>
        <p>{t("landing.contactText")}</p>
        <div className="landing-contact__actions">
          <a className="button button--secondary" href={contactHref}>
            {t("landing.contactAction")}
          </a>
          {showroomHref ? (
            <a className="button button--secondary" href={showroomHref}>
              {t("showroom.visit")}
            </a>
          ) : null}
        </div>
      </section>
    </div>
  );
}
