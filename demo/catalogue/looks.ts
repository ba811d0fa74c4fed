/**
 * What a decor looks like, for the finder facets of films and panels: wood species, stone type,
 * textile type, and the colour and pattern groups of the solid/stone/wood/metal finders.
 */
import type { ColourFamily, Texture } from "../../core/catalogue/enums";
import type { Rng } from "./prng";
import { STONE_TYPES, TEXTILES, WOOD_CUTS, WOOD_SPECIES } from "./vocabulary";

export interface Look {
  woodSpecies?: string;
  stoneType?: string;
  textileType?: string;
  colourGroup: string;
  patternGroup: string;
  emboss: string;
}

const LIGHT: ReadonlySet<ColourFamily> = new Set(["white", "cream", "ivory", "beige"]);
const WARM: ReadonlySet<ColourFamily> = new Set(["red", "orange", "pink", "brown"]);

function tone(colour: ColourFamily, light: string, grey: string, dark: string, warm: string, other: string): string {
  if (LIGHT.has(colour)) return light;
  if (colour === "gray") return grey;
  if (colour === "black") return dark;
  return WARM.has(colour) ? warm : other;
}

const METAL_GROUPS: Readonly<Partial<Record<ColourFamily, string>>> = { gray: "Silver", white: "Silver", black: "Black metal", beige: "Gold", brown: "Bronze", orange: "Copper" };

export function describeLook(rng: Rng, texture: Texture, colour: ColourFamily): Look {
  switch (texture) {
    case "wood":
      return {
        woodSpecies: rng.pick(WOOD_SPECIES),
        colourGroup: tone(colour, "Light wood", "Grey wood", "Dark wood", "Medium wood", "Coloured wood"),
        patternGroup: rng.pick(WOOD_CUTS),
        emboss: rng.pick(["Wood-grain emboss", "Embossed in register", "Fine pore", "Brushed grain"]),
      };
    case "marble":
    case "stone":
    case "granite":
    case "terrazzo":
    case "concrete": {
      const stone = texture === "marble" ? "Marble" : texture === "concrete" ? "Concrete" : texture === "terrazzo" ? "Terrazzo" : rng.pick(STONE_TYPES);
      return {
        stoneType: stone,
        colourGroup: tone(colour, "Light stone", "Grey stone", "Dark stone", "Warm stone", "Coloured stone"),
        patternGroup: stone,
        emboss: rng.pick(["Stone texture", "Honed", "Smooth", "Sand blast"]),
      };
    }
    case "metal":
      return {
        colourGroup: METAL_GROUPS[colour] ?? "Coloured metal",
        patternGroup: rng.pick(["Brushed", "Hairline", "Mirror", "Satin", "Anodised"]),
        emboss: rng.pick(["Hairline", "Smooth", "Fine brushed"]),
      };
    case "textile":
      return {
        textileType: rng.pick(TEXTILES),
        colourGroup: tone(colour, "Light", "Grey", "Dark", "Warm", "Cool"),
        patternGroup: rng.pick(["Linen", "Leather", "Fabric", "Suede"]),
        emboss: rng.pick(["Fabric emboss", "Leather grain", "Weave texture"]),
      };
    case "solid":
    case "sparkle":
      return {
        colourGroup: tone(colour, "White and neutral", "Grey", "Black", "Warm colours", "Cool colours"),
        patternGroup: texture === "sparkle" ? "Metallic flake" : rng.pick(["Plain", "Plain", "Pearl", "Textured"]),
        emboss: rng.pick(["Smooth", "Fine sand", "Orange peel"]),
      };
  }
}
