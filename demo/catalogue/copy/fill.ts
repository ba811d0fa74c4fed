/**
 * Marketing copy from templates written in every content language. A template holds `{key}`
 * placeholders; a value is either the same in every language (a product name) or localised
 * (a percentage with the right spacing, a collection name, a colour). Measurement placeholders
 * (core/catalogue/copy-measures.ts) are kept in the stored copy.
 */
import type { ContentLanguage } from "../../../core/catalogue/enums";
import { CONTENT_LANGUAGES } from "../../../core/catalogue/enums";
import type { LocalisedText } from "../../../core/catalogue/model";
import type { Rng } from "../prng";
import { COPY_MEASURES } from "../../../core/catalogue/copy-measures";

export type Template = Readonly<Record<ContentLanguage, string>>;
export type Localised = Readonly<{ en: string } & Partial<Record<ContentLanguage, string>>>;
export type Vars = Readonly<Record<string, string | Localised>>;

const PLACEHOLDER = /\{(\w+)\}/;

/** A template split once into literal text (even indexes) and placeholder keys (odd indexes). */
type Compiled = Readonly<Record<ContentLanguage, readonly string[]>>;
const compiled = new WeakMap<Template, Compiled>();

function compile(template: Template): Compiled {
  let parts = compiled.get(template);
  if (!parts) {
    const out: Record<string, readonly string[]> = {};
    for (const lang of CONTENT_LANGUAGES) out[lang] = template[lang].split(PLACEHOLDER);
    parts = out as Compiled;
    compiled.set(template, parts);
  }
  return parts;
}

export function fill(template: Template, vars: Vars): LocalisedText {
  const parts = compile(template);
  const out: Record<string, string> = {};
  for (const lang of CONTENT_LANGUAGES) {
    const pieces = parts[lang];
    let text = pieces[0] ?? "";
    for (let i = 1; i < pieces.length; i += 2) {
      const key = pieces[i] as string;
      // Measurements stay placeholders: pages write them from the product's data in the reader's units.
      const value = vars[key] ?? (key in COPY_MEASURES ? `{${key}}` : undefined);
      if (value === undefined) throw new Error(`copy template needs {${key}}`);
      text += (typeof value === "string" ? value : (value[lang] ?? value.en)) + (pieces[i + 1] ?? "");
    }
    out[lang] = text;
  }
  return out as LocalisedText;
}

/** The first `fixed` features, then random ones from `pool`, 3 to 6 in all. */
export function pickFeatures(rng: Rng, vars: Vars, fixed: readonly Template[], pool: readonly Template[]): LocalisedText[] {
  const wanted = Math.max(3, Math.min(6, fixed.length + rng.int(2, 4)));
  const chosen = [...fixed.slice(0, 6), ...rng.sample(pool, wanted - Math.min(fixed.length, 6))];
  return chosen.map((template) => fill(template, vars));
}

const DECIMAL_COMMA: ReadonlySet<ContentLanguage> = new Set(["de", "fr", "it", "es", "nl", "ru"]);
const SPACED_PERCENT: ReadonlySet<ContentLanguage> = new Set(["de", "fr", "es", "ru"]);

export function decimal(value: number, lang: ContentLanguage): string {
  const text = String(Math.round(value * 100) / 100);
  return DECIMAL_COMMA.has(lang) ? text.replace(".", ",") : text;
}

function perLanguage(format: (lang: ContentLanguage) => string): Localised {
  const out: Record<string, string> = {};
  for (const lang of CONTENT_LANGUAGES) out[lang] = format(lang);
  return out as Localised;
}

export const percent = (value: number): Localised => perLanguage((lang) => (SPACED_PERCENT.has(lang) ? `${value} %` : `${value}%`));

/** Share by weight, as automotive specifications state it. */
export const weightPercent = (value: number): Localised => ({
  en: `${value} wt%`,
  de: `${value} Gew.-%`,
  fr: `${value} % en masse`,
  it: `${value}% in peso`,
  es: `${value} % en peso`,
  nl: `${value} gew.%`,
  ja: `${value} wt%`,
  zh: `${value} wt%`,
  ru: `${value} % по массе`,
});
