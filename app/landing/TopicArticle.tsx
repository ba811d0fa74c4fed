import type { LandingTopic } from "./landing-view";

/**
 * One landing topic: the spec's topic name as the heading (h3 in a landing tab, h2 on an about
 * page), then the marketing heading as the lead and the copy, which may be English where the
 * language has none (marked so).
 */
export function TopicArticle({ topic, language, heading: Heading, className }: { topic: LandingTopic; language: string; heading: "h2" | "h3"; className?: string }) {
  return (
    <article className={className ? `landing-topic ${className}` : "landing-topic"}>
      <Heading>{topic.name}</Heading>
      <div lang={topic.lang === language ? undefined : topic.lang}>
        <p className="landing-topic__lead">{topic.title}</p>
        {topic.paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
