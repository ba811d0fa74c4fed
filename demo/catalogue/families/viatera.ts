/** VIATERA quartz surface (offered everywhere but jp), with a few quartz sinks. */
import type { FamilyContext, FamilyPart } from "../build";
import { makeCollection } from "../build";
import { VIATERA_DESCRIPTIONS, VIATERA_FEATURES } from "../copy/stone";
import { nounName, solidName } from "../naming";
import type { SlabLine, SlabStyle } from "./slab";
import { slabProducts } from "./slab";
import { quartzSinks } from "./sinks";

const LINES: readonly SlabLine[] = [
  { code: "muse", name: "Muse", count: 50, start: 1001, textures: [["marble", 1]], palette: "stone", bookmatch: 0.25, thruVein: 0.3, designer: 0.05 },
  { code: "fusion", name: "Fusion", count: 45, start: 2001, textures: [["marble", 6], ["stone", 4]], palette: "stone", bookmatch: 0.1, thruVein: 0.2 },
  { code: "natura", name: "Natura", count: 35, start: 3001, textures: [["stone", 6], ["granite", 4]], palette: "stone" },
  { code: "classic", name: "Classic", count: 35, start: 4001, textures: [["sparkle", 1], ["granite", 1]], palette: "neutral", naming: (rng, colour) => nounName(rng, colour, ["Sparkle", "Crystal", "Quartz", "Mist", "Granite"]) },
  { code: "signature", name: "Signature", count: 35, start: 5001, textures: [["marble", 1]], palette: "stone", bookmatch: 0.3, thruVein: 0.4, designer: 0.2 },
  { code: "essentials", name: "Essentials", count: 25, start: 6001, textures: [["solid", 7], ["sparkle", 3]], palette: "neutral", naming: (rng, colour, texture) => (texture === "solid" ? solidName(rng, colour) : nounName(rng, colour, ["Quartz", "Crystal"])) },
  { code: "rugged-concrete", name: "Rugged Concrete", count: 19, start: 7001, textures: [["concrete", 1]], palette: "concrete" },
];

const STYLE: SlabStyle = {
  brand: "VIATERA",
  prefix: "VQ",
  classification: "Engineered quartz",
  descriptions: VIATERA_DESCRIPTIONS,
  features: VIATERA_FEATURES,
  thicknesses: [[20, 50], [30, 30], [12, 20]],
  slabs: [[[1440, 3040, "3040 x 1440 mm"], 60], [[1650, 3250, "3250 x 1650 mm (jumbo)"], 40]],
  density: 2.4,
  finishes: [["polished", 65], ["brushed", 10], ["leather", 12], ["velvet-touch", 13]],
  documents: ["catalogue", "certification", "technical-datasheet", "installation-guide", "warranty", "care-and-maintenance", "fabrication-manual"],
  edgeProfiles: true,
  outdoor: 0,
  recycled: 0.08,
};

export function buildViatera(ctx: FamilyContext): FamilyPart {
  const collections = LINES.map((line, i) => makeCollection(ctx.family, line.code, line.name, i));
  const sinks = quartzSinks(ctx, LINES.length);
  return { collections: [...collections, sinks.collection], products: [...slabProducts(ctx, STYLE, LINES), ...sinks.products] };
}
