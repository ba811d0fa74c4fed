/**
 * The seed catalogue's guides (care, installation, fabrication, warranty terms per material class),
 * written one file per language in ./guides/ and gathered here into localised text, as an import
 * file would carry them, then validated like any catalogue content.
 */
import { CONTENT_LANGUAGES, FINISHES, type ContentLanguage } from "../../core/catalogue/enums";
import { GuidesSchema, MATERIAL_CLASSES, type Guides } from "../../core/catalogue/guides";
import { de } from "./guides/de";
import { en } from "./guides/en";
import { es } from "./guides/es";
import { fr } from "./guides/fr";
import { it } from "./guides/it";
import { ja } from "./guides/ja";
import { nl } from "./guides/nl";
import { ru } from "./guides/ru";
import type { GuideWording } from "./guides/wording";
import { zh } from "./guides/zh";

const WORDING: Readonly<Record<ContentLanguage, GuideWording>> = { en, de, fr, it, es, nl, ja, zh, ru };

/** One field in every language: `{ en: …, de: … }`. */
function gather<T>(pick: (wording: GuideWording) => T): { en: T } & Partial<Record<ContentLanguage, T>> {
  return Object.fromEntries(CONTENT_LANGUAGES.map((language) => [language, pick(WORDING[language])])) as { en: T } & Partial<Record<ContentLanguage, T>>;
}

function build(): unknown {
  return {
    materials: Object.fromEntries(
      MATERIAL_CLASSES.map((kind) => [
        kind,
        {
          applications: gather((w) => w.materials[kind].applications),
          installation: { before: gather((w) => w.materials[kind].installation.before), steps: gather((w) => w.materials[kind].installation.steps) },
          care: {
            daily: gather((w) => w.materials[kind].care.daily),
            stains: gather((w) => w.materials[kind].care.stains),
            avoid: gather((w) => w.materials[kind].care.avoid),
          },
          fabrication: { storage: gather((w) => w.materials[kind].fabrication.storage), guidelines: gather((w) => w.materials[kind].fabrication.guidelines) },
        },
      ]),
    ),
    finishCare: Object.fromEntries(FINISHES.map((finish) => [finish, gather((w) => w.finishCare[finish])])),
    thermoforming: gather((w) => w.thermoforming),
    warrantyTerms: gather((w) => w.warrantyTerms),
  };
}

let seeded: Guides | undefined;

export function seedGuides(): Guides {
  return (seeded ??= GuidesSchema.parse(build()));
}
