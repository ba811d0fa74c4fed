import type { MessageKey } from "../../core/i18n/translate";
import type { LandingTopic } from "./landing-view";
import { ServerSection } from "../ui/ServerSection";
import { useT } from "../i18n/use-i18n";
import { Tabs } from "../ui/Tabs";
import { TopicArticle } from "./TopicArticle";

const TAB_LABELS: Readonly<Record<string, MessageKey>> = {
  quality: "category.quality",
  certification: "category.certification",
  sustainability: "category.sustainability",
};

/**
 * Quality, certification and sustainability as tabs. Every panel is in the server HTML; without
 * scripting (CSS `scripting: none`) the tab list gives way to each panel's own heading.
 */
export function LandingTopics({ tabs, defaultTab, topics, language }: { tabs: readonly string[]; defaultTab: string | null; topics: { topics: Record<string, LandingTopic[]> } | null; language: string }) {
  const t = useT();
  if (!tabs.length) return null;
  return (
    <section className="landing-topics" aria-label={t("category.topics")}>
      <Tabs
        label={t("category.topics")}
        defaultId={defaultTab ?? undefined}
        items={tabs.map((id) => ({
          id,
          label: t(TAB_LABELS[id] ?? "category.topics"),
          content: (
            <>
              <h2 className="landing-topics__panel-title">{t(TAB_LABELS[id] ?? "category.topics")}</h2>
              <div className="landing-topics__grid">
                {/* The topics' copy is a server section: sent once, in the markup (decision 0038). */}
                <ServerSection data={topics}>
                  {(s) =>
                    (s.topics[id] ?? []).map((topic) => <TopicArticle key={topic.id} topic={topic} language={language} heading="h3" />)
                  }
                </ServerSection>
              </div>
            </>
          ),
        }))}
      />
    </section>
  );
}
