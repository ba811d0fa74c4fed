/** Product names made from the vocabulary, unique within a family, and the slugs made from them. */
import type { ColourFamily, Texture } from "../../core/catalogue/enums";
import type { Rng } from "./prng";
import { COLOUR_NOUNS, COLOUR_WORDS, MARBLE_STEMS, MARBLE_SUFFIXES, METAL_FINISHES, METALS, STONE_TYPES, TEXTILES, WOOD_SPECIES, WOOD_TONES } from "./vocabulary";

const SERIES = ["II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"];
/** Tone words that tell apart two colours the vocabulary would otherwise name alike. */
const TONES = ["Warm", "Cool", "Soft", "Pale", "Deep", "Light", "Classic", "Modern", "Velvet", "Natural"];

/** Hands out names no other product of the family has taken yet. */
export class Namer {
  private readonly used = new Set<string>();

  unique(make: () => string): string {
    for (let attempt = 0; attempt < 40; attempt++) {
      const name = make();
      if (!this.used.has(name)) return this.take(name);
    }
    const base = make();
    for (const tone of TONES) {
      const name = `${tone} ${base}`;
      if (!base.startsWith(tone) && !this.used.has(name)) return this.take(name);
    }
    for (let i = 0; ; i++) {
      const name = `${base} ${SERIES[i] ?? i + 2}`;
      if (!this.used.has(name)) return this.take(name);
    }
  }

  private take(name: string): string {
    this.used.add(name);
    return name;
  }
}

/** Lower-case kebab for slugs: accents dropped, apostrophes removed, everything else a hyphen. */
export function kebab(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/'/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function colourWord(rng: Rng, family: ColourFamily): string {
  return rng.pick(COLOUR_WORDS[family]);
}

/** "Alpine White", "Cocoa Brown". */
export function solidName(rng: Rng, family: ColourFamily): string {
  return `${colourWord(rng, family)} ${COLOUR_NOUNS[family]}`;
}

/** "Midnight Galaxy", "Grey Granite": a colour word and one of the collection's nouns. */
export function nounName(rng: Rng, family: ColourFamily, nouns: readonly string[]): string {
  return `${colourWord(rng, family)} ${rng.pick(nouns)}`;
}

/** "Calacatta Oro", "Marquina Nero". */
export function marbleName(rng: Rng, family: ColourFamily): string {
  return `${rng.pick(MARBLE_STEMS)} ${rng.pick(MARBLE_SUFFIXES[family])}`;
}

function woodTone(rng: Rng, family: ColourFamily): readonly string[] {
  switch (family) {
    case "white":
    case "cream":
    case "ivory":
    case "beige":
      return WOOD_TONES.light;
    case "brown":
      return rng.chance(0.7) ? WOOD_TONES.medium : WOOD_TONES.dark;
    case "orange":
    case "red":
      return WOOD_TONES.medium;
    case "black":
      return WOOD_TONES.dark;
    case "gray":
      return WOOD_TONES.grey;
    default:
      return COLOUR_WORDS[family];
  }
}

/** "Smoked Oak", "Nordic Ash". */
export function woodName(rng: Rng, family: ColourFamily, species: string = rng.pick(WOOD_SPECIES)): string {
  return `${rng.pick(woodTone(rng, family))} ${species}`;
}

/** "Brushed Titanium", "Mirror Copper". */
export function metalName(rng: Rng, family: ColourFamily): string {
  const metals = METALS[family];
  return metals ? `${rng.pick(METAL_FINISHES)} ${rng.pick(metals)}` : `${colourWord(rng, family)} Metallic`;
}

export function stoneName(rng: Rng, family: ColourFamily, stone: string = rng.pick(STONE_TYPES)): string {
  return `${colourWord(rng, family)} ${stone}`;
}

export function textileName(rng: Rng, family: ColourFamily, textile: string = rng.pick(TEXTILES)): string {
  return `${colourWord(rng, family)} ${textile}`;
}

/** A name that fits a look; `detail` is the species, stone or textile when the caller chose one. */
export function lookName(rng: Rng, family: ColourFamily, texture: Texture, detail?: string): string {
  switch (texture) {
    case "wood":
      return woodName(rng, family, detail);
    case "marble":
      return marbleName(rng, family);
    case "stone":
    case "granite":
    case "terrazzo":
      return stoneName(rng, family, detail);
    case "concrete":
      return nounName(rng, family, ["Concrete", "Cement", "Beton", "Screed"]);
    case "metal":
      return metalName(rng, family);
    case "textile":
      return textileName(rng, family, detail);
    case "sparkle":
      return nounName(rng, family, ["Sparkle", "Crystal", "Glitter", "Stardust"]);
    case "solid":
      return solidName(rng, family);
  }
}
