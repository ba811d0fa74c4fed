/**
 * Which sample each product family can be sent as: stone-like surfaces as chips in two sizes,
 * films as printed sheets, flooring as a cut of one tile. Sizes are stored in millimetres and shown
 * through the units module (inches in the US). Which kind a family sends is in the family table
 * (core/catalogue/families.ts); a family with no options sends its one standard sample (option "").
 */
import { familyFacts, type ProductFamily, type SampleKind } from "../catalogue/families";

export const SAMPLE_OPTION_CODES = ["chip-s", "chip-l", "a5", "a4", "tile-cut"] as const;
export type SampleOptionCode = (typeof SAMPLE_OPTION_CODES)[number];

export interface SampleOption {
  code: SampleOptionCode;
  /** What it is (its message key is `samples.option.<kind>`); the size is a parameter. */
  kind: "chip" | "sheet" | "tile";
  /** Width × height in millimetres. */
  mm: readonly [number, number];
}

const CHIPS: readonly SampleOption[] = [
  { code: "chip-s", kind: "chip", mm: [50, 50] },
  { code: "chip-l", kind: "chip", mm: [100, 100] },
];
const SHEETS: readonly SampleOption[] = [
  { code: "a5", kind: "sheet", mm: [148, 210] },
  { code: "a4", kind: "sheet", mm: [210, 297] },
];
const TILE: readonly SampleOption[] = [{ code: "tile-cut", kind: "tile", mm: [150, 230] }];

const BY_KIND: Readonly<Record<SampleKind, readonly SampleOption[]>> = { chips: CHIPS, sheets: SHEETS, tile: TILE };


/** The options a product of this family offers; empty when it has one standard sample. */
export function sampleOptionsOf(family: ProductFamily): readonly SampleOption[] {
  const kind = familyFacts(family).sample;
  return kind ? BY_KIND[kind] : [];
}

/**
 * The option to store for a posted choice: the code when the family offers it, "" for a family
 * without options, null when a choice is needed and missing or not one of the family's.
 */
export function resolveSampleOption(family: ProductFamily, posted: string | undefined): SampleOptionCode | "" | null {
  const options = sampleOptionsOf(family);
  if (options.length === 0) return "";
  return options.find((option) => option.code === posted)?.code ?? null;
}

const ALL_OPTIONS = [...CHIPS, ...SHEETS, ...TILE];

/** An option by its code alone (cart lines and order lines store the code). */
export function optionByCode(code: string): SampleOption | undefined {
  return ALL_OPTIONS.find((option) => option.code === code);
}
