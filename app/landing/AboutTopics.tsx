import { Link } from "react-router";
import type { LandingTopic } from "./landing-view";
import { ServerSection } from "../ui/ServerSection";
import { usePageHref, useT } from "../i18n/use-i18n";
import type { MessageKey } from "../../core/i18n/translate";
import { TopicArticle } from "./TopicArticle";

/**
 * A HIMACS about page's own subject (decision 0062): its topics as one list of articles, each
 * headed by the spec's topic name, then links to the other about pages. The copy is a server
 * section like the landing tabs (decision 0038).
 */
export function AboutTopics({ about, pages, topics, language }: { about: string; pages: readonly string[]; topics: { topics: Record<string, LandingTopic[]> } | null; language: string }) {
  const t = useT();
  const href = usePageHref();
  return (
    <>
      <section className="landing-section about-topics" aria-label={t(`nav.about.${about}` as MessageKey)}>
        <ServerSection data={topics}>
          {(s) =>
            (s.topics.about ?? []).map((topic) => <TopicArticle key={topic.id} topic={topic} language={language} heading="h2" className="about-topic" />)
          }
        </ServerSection>
      </section>
      <nav className="landing-section about-more" aria-labelledby="about-more">
        <h2 id="about-more">{t("about.more")}</h2>
        <ul className="about-more__list">
          {pages
            .filter((page) => page !== about)
            .map((page) => (
              <li key={page}>
                <Link to={href(`himacs/about/${page}`)}>{t(`nav.about.${page}` as MessageKey)}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </>
  );
}
