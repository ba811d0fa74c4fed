/** The wording of product documents in each content language. */
import type { ContentLanguage } from "../../../core/catalogue/enums";
import { de } from "./de";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { it } from "./it";
import { ja } from "./ja";
import { nl } from "./nl";
import { ru } from "./ru";
import type { Labels } from "./types";
import { zh } from "./zh";

const LABELS: Record<ContentLanguage, Labels> = { en, de, fr, it, es, nl, ja, zh, ru };

export function labelsFor(language: ContentLanguage): Labels {
  return LABELS[language];
}

export type { Labels };
