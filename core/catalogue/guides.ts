/**
 * Advice that documents give per kind of material: applications, installation, care, fabrication and
 * the warranty's terms. It is catalogue content (issue 9 part 2), localised like product copy:
 * English is required, other languages fall back to it.
 */
import { z } from "zod";
import { CONTENT_LANGUAGES, FINISHES } from "./enums";
import { LocalisedTextSchema } from "./model";

/** Broad kinds of material: they decide installation, care and fabrication advice. */
export const MATERIAL_CLASSES = ["surface", "film", "flooring"] as const;
export type MaterialClass = (typeof MATERIAL_CLASSES)[number];

const items = z.array(z.string().trim().min(1).max(1000)).min(1).max(20);

/** A list in several languages (steps, tips); English is required. */
export const LocalisedListSchema = z
  .object({ en: items })
  .catchall(items)
  .refine((list) => Object.keys(list).every((lang) => (CONTENT_LANGUAGES as readonly string[]).includes(lang)), {
    message: `languages must be among ${CONTENT_LANGUAGES.join(", ")}`,
  });
export type LocalisedList = z.infer<typeof LocalisedListSchema>;

export const MaterialGuideSchema = z
  .object({
    /** Said when a product lists no applications of its own. */
    applications: LocalisedTextSchema,
    installation: z.object({ before: LocalisedTextSchema, steps: LocalisedListSchema }).strict(),
    care: z.object({ daily: LocalisedListSchema, stains: LocalisedListSchema, avoid: LocalisedListSchema }).strict(),
    fabrication: z.object({ storage: LocalisedTextSchema, guidelines: LocalisedListSchema }).strict(),
  })
  .strict();
export type MaterialGuide = z.infer<typeof MaterialGuideSchema>;

export const GuidesSchema = z
  .object({
    materials: z.record(z.enum(MATERIAL_CLASSES), MaterialGuideSchema),
    /** Care of each finish, whatever the material. */
    finishCare: z.record(z.enum(FINISHES), LocalisedListSchema),
    /** Thermoforming steps, for the materials that are thermoformed. */
    thermoforming: LocalisedListSchema,
    warrantyTerms: LocalisedListSchema,
  })
  .strict();
export type Guides = z.infer<typeof GuidesSchema>;

export function localiseList(list: LocalisedList, language: string): readonly string[] {
  return (list as Record<string, string[]>)[language] ?? list.en;
}
