import type { MessageKey } from "../../core/i18n/translate";
import { useT } from "../i18n/use-i18n";
import { Tabs } from "../ui/Tabs";

/** The quality, certification and sustainability topics every category landing covers (spec §1). */
const TOPICS: ReadonlyArray<{ id: string; label: MessageKey; topics: readonly MessageKey[] }> = [
  { id: "quality", label: "category.quality", topics: ["quality.design", "quality.performance", "quality.fabrication", "quality.sustainability"] },
  {
    id: "certification",
    label: "category.certification",
    topics: ["certification.environment", "certification.fireRating", "certification.exteria", "certification.hygiene", "certification.process"],
  },
  {
    id: "sustainability",
    label: "category.sustainability",
    topics: ["sustainability.commitment", "sustainability.materialSafety", "sustainability.manufacturing", "sustainability.processing", "sustainability.transport"],
  },
];

export function CategoryTopics() {
  const t = useT();
  return (
    <section className="category-topics" aria-label={t("category.topics")}>
      <Tabs
        label={t("category.topics")}
        items={TOPICS.map((tab) => ({
          id: tab.id,
          label: t(tab.label),
          content: (
            <ul className="topic-list">
              {tab.topics.map((topic) => (
                <li key={topic}>{t(topic)}</li>
              ))}
            </ul>
          ),
        }))}
      />
    </section>
  );
}
