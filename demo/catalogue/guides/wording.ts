import type { Finish } from "../../../core/catalogue/enums";
import type { MaterialClass } from "../../../core/catalogue/guides";

/** The guides of the seed catalogue in one language; ../guides.ts gathers the languages. */
export interface GuideWording {
  materials: Record<
    MaterialClass,
    {
      applications: string;
      installation: { before: string; steps: string[] };
      care: { daily: string[]; stains: string[]; avoid: string[] };
      fabrication: { storage: string; guidelines: string[] };
    }
  >;
  finishCare: Record<Finish, string[]>;
  thermoforming: string[];
  warrantyTerms: string[];
}
