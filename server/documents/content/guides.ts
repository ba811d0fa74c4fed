/**
 * The guides a document quotes (care, installation, fabrication, warranty terms), in its language.
 * They are catalogue content (core/catalogue/guides.ts): stored and imported with the catalogue,
 * handed to the renderer from the catalogue store; their hash is part of every document's version.
 */
import { localiseList, type Guides, type MaterialClass } from "../../../core/catalogue/guides";
import { localise } from "../../../core/catalogue/model";

/** A material's guide with every text and list in one language (English where it is not written). */
export function guideIn(guides: Guides, kind: MaterialClass, language: string) {
  const g = guides.materials[kind];
  const list = (l: Parameters<typeof localiseList>[0]) => localiseList(l, language);
  return {
    applications: localise(g.applications, language),
    installation: { before: localise(g.installation.before, language), steps: list(g.installation.steps) },
    care: { daily: list(g.care.daily), stains: list(g.care.stains), avoid: list(g.care.avoid) },
    fabrication: { storage: localise(g.fabrication.storage, language), guidelines: list(g.fabrication.guidelines) },
    finishCare: (finish: keyof Guides["finishCare"]) => list(guides.finishCare[finish]),
    thermoforming: list(guides.thermoforming),
    warrantyTerms: list(guides.warrantyTerms),
  };
}
