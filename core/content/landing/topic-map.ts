/**
 * Which copy a family's landing page reads for a topic, or none when the topic does not fit
 * the material (quartz worktops carry no fire classification, films no hygiene certificate).
 */
import type { ProductFamily } from "../../catalogue/families";
import type { GenericKey, HimacsTopics, Material, SharedTopic, TopicId } from "./keys";
import { MATERIAL_TOPICS } from "./keys";

export type TopicSource = { set: "himacs"; key: keyof HimacsTopics } | { set: "generic"; key: GenericKey };

/** Automotive and appliance film are industrial parts: no landing tabs about design or surfaces. */
const MATERIAL_OF: Readonly<Record<Exclude<ProductFamily, "HIMACS_COLOR">, Material | "industrial">> = {
  VIATERA_COLOR: "quartz",
  TERACANTO_COLOR: "porcelain",
  BORTE_COLOR: "panel",
  BENIF_COLOR: "interiorFilm",
  DECO_COLOR: "interiorFilm",
  EXTERIOR_COLOR: "exteriorFilm",
  PCD_VIZUON: "signFilm",
  PRD_FLOORING: "flooring",
  AUTOMOTIVE: "industrial",
  HOME_APPLIANCE_FILM: "industrial",
};

const ALL = "all" as const;
/** The materials each shared topic applies to. */
const SHARED_APPLIES: Readonly<Record<SharedTopic, typeof ALL | readonly (Material | "industrial")[]>> = {
  "quality.sustainability": ALL,
  "certification.environment": ["quartz", "porcelain", "panel", "interiorFilm", "exteriorFilm", "signFilm", "flooring"],
  "certification.fireRating": ["porcelain", "panel", "interiorFilm", "exteriorFilm", "flooring"],
  "certification.hygiene": ["quartz", "porcelain", "flooring"],
  "certification.process": ALL,
  "sustainability.commitment": ALL,
  "sustainability.materialSafety": ALL,
  "sustainability.manufacturing": ALL,
  "sustainability.processing": ["quartz", "porcelain", "panel"],
  "sustainability.transport": ALL,
};

function isMaterialTopic(topic: TopicId): topic is (typeof MATERIAL_TOPICS)[number] {
  return (MATERIAL_TOPICS as readonly string[]).includes(topic);
}

export function topicSource(topic: TopicId, family: ProductFamily): TopicSource | null {
  if (family === "HIMACS_COLOR") return { set: "himacs", key: topic };
  if (topic === "certification.exteria") return null;
  const material = MATERIAL_OF[family];
  if (isMaterialTopic(topic)) return material === "industrial" ? null : { set: "generic", key: `${topic}.${material}` };
  const applies = SHARED_APPLIES[topic];
  return applies === ALL || applies.includes(material) ? { set: "generic", key: topic } : null;
}
