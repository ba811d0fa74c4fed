import { Link } from "react-router";
import type { LandingTopic } from "./landing-view";
import { ServerSection } from "../ui/ServerSection";
import { usePageHref, useT } from "../i18n/use-i18n";
import type { MessageKey } from "../../core/i18n/translate";

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
            (s.topics.about ?? []).map((topic) => (
              <article key={topic.id} className="landing-topic about-topic">
                <h2>{topic.name}</h2>
                <div lang={topic.lang === language ? undefined : topic.lang}>
                  <p className="landing-topic__lead">{topic.title}</p>
                  {topic.paragraphs.map((paragraph, i) => (
                    <p key={i}>{paragraph}</p>
                  ))}
                </div>
              </article>
            ))
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
