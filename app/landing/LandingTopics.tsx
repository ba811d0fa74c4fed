import type { MessageKey } from "../../core/i18n/translate";
import type { LandingTab } from "../../server/landing/landing-view";
import { useT } from "../i18n/use-i18n";
import { Tabs } from "../ui/Tabs";

const TAB_LABELS: Readonly<Record<string, MessageKey>> = {
  quality: "category.quality",
  certification: "category.certification",
  sustainability: "category.sustainability",
};

/**
 * Quality, certification and sustainability as tabs. Every panel is in the server HTML; without
 * scripting (CSS `scripting: none`) the tab list gives way to each panel's own heading.
 */
export function LandingTopics({ tabs, defaultTab, language }: { tabs: readonly LandingTab[]; defaultTab: string | null; language: string }) {
  const t = useT();
  if (!tabs.length) return null;
  return (
    <section className="landing-topics" aria-label={t("category.topics")}>
      <Tabs
        label={t("category.topics")}
        defaultId={defaultTab ?? undefined}
        items={tabs.map((tab) => ({
          id: tab.id,
          label: t(TAB_LABELS[tab.id] ?? "category.topics"),
          content: (
            <>
              <h2 className="landing-topics__panel-title">{t(TAB_LABELS[tab.id] ?? "category.topics")}</h2>
              <div className="landing-topics__grid">
                {tab.topics.map((topic) => (
                  <article key={topic.id} className="landing-topic" lang={topic.lang === language ? undefined : topic.lang}>
                    <h3>{topic.title}</h3>
                    {topic.paragraphs.map((paragraph, i) => (
                      <p key={i}>{paragraph}</p>
                    ))}
                  </article>
                ))}
              </div>
            </>
          ),
        }))}
      />
    </section>
  );
}
