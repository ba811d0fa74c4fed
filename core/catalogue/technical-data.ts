/**
 * Technical data of a product (issue 9 part 2): test results with their standards, certificates,
 * warranty periods and the fire class. Values are language-neutral: figures are numbers with a
 * unit code (converted for display by core/units, or by the PDF formatter), results are words,
 * classes or ratings looked up in the message catalogues. No measurement is written into text.
 */
import { z } from "zod";

/** What a test measures. Slip, abrasion and heat figures are tests with these properties. */
export const TEST_PROPERTIES = [
  "density",
  "waterAbsorption",
  "flexuralStrength",
  "hardnessBarcol",
  "hardnessMohs",
  "impactResistance",
  "stainResistance",
  "chemicalResistance",
  "heatResistance",
  "thermalShock",
  "thermalExpansion",
  "frostResistance",
  "reactionToFire",
  "fireClassDin",
  "abrasionResistance",
  "abrasionGroup",
  "scratchResistance",
  "lightfastness",
  "weathering",
  "slipResistance",
  "dimensionalStability",
  "residualIndentation",
  "castorChair",
  "vocEmissions",
  "foodContact",
  "peelAdhesion",
  "tensileStrength",
  "elongation",
  "shrinkage",
  "tearStrength",
  "burningRate",
  "fogging",
] as const;
export type TestProperty = (typeof TEST_PROPERTIES)[number];

export const CERTIFICATION_SCOPES = [
  "qualityManagement",
  "environmentalManagement",
  "occupationalHealth",
  "automotiveQuality",
  "lowEmissions",
  "indoorAir",
  "floorScore",
  "foodContact",
  "fireClassification",
  "ceMarking",
  "epd",
  "recycledContent",
  "reach",
] as const;
export type CertificationScope = (typeof CERTIFICATION_SCOPES)[number];

export const RESULT_WORDS = ["pass", "reported", "noVisibleChange", "noDamage", "compliant"] as const;
export type ResultWord = (typeof RESULT_WORDS)[number];

/** Units of test figures. `mm` converts to inches in imperial regions; `deltaE` is a colour difference, `cycles` a count. */
export const TEST_UNITS = ["MPa", "N", "N/25 mm", "J", "mm", "mm³", "mm/min", "g/cm³", "%", "mg", "µm/(m·K)", "cycles", "deltaE"] as const;
export type TestUnit = (typeof TEST_UNITS)[number];

const bound = z.enum(["min", "max"]).optional();
const rating = z.string().trim().min(1).max(40);

/** One value of a test: a figure with its unit, a result word, a class or a rating code (R10, B-s1, d0, 4–5). */
export const TestValueSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("figure"), value: z.number().min(0).max(1_000_000), unit: z.enum(TEST_UNITS).optional(), digits: z.number().int().min(0).max(4).optional(), bound }).strict(),
  z.object({ kind: z.literal("word"), word: z.enum(RESULT_WORDS), bound }).strict(),
  z.object({ kind: z.literal("class"), class: rating, bound }).strict(),
  z.object({ kind: z.literal("rating"), rating, bound }).strict(),
]);
export type TestValue = z.infer<typeof TestValueSchema>;

/** Test conditions that are measurements (180 °C, 3000 h), kept as numbers rather than in the standard's text. */
export const TestConditionsSchema = z
  .object({ temperatureC: z.number().min(-100).max(2000).optional(), hours: z.number().positive().max(100_000).optional() })
  .strict()
  .refine((c) => c.temperatureC !== undefined || c.hours !== undefined, { message: "give temperatureC or hours" });
export type TestConditions = z.infer<typeof TestConditionsSchema>;

export const TestSchema = z
  .object({
    property: z.enum(TEST_PROPERTIES),
    /** The standard (the method) the test follows, e.g. "ISO 10545-3". */
    standard: z.string().trim().min(2).max(60),
    conditions: TestConditionsSchema.optional(),
    requirement: TestValueSchema.optional(),
    result: TestValueSchema,
  })
  .strict()
  .refine((t) => t.result.bound === undefined, { message: "a result has no bound; only a requirement is a minimum or maximum", path: ["result", "bound"] });
export type Test = z.infer<typeof TestSchema>;

export const CertificateSchema = z.object({ name: z.string().trim().min(2).max(80), scope: z.enum(CERTIFICATION_SCOPES) }).strict();
export type Certificate = z.infer<typeof CertificateSchema>;

const years = z.number().int().min(1).max(50);

export const TechnicalDataSchema = z
  .object({
    tests: z.array(TestSchema).min(1).max(40),
    certificates: z.array(CertificateSchema).max(20),
    /** Years of residential and commercial warranty, or null where terms are set by supply agreement. */
    warranty: z.object({ residentialYears: years, commercialYears: years }).strict().nullable(),
    /** Reaction to fire class (EN 13501-1), e.g. "B-s1, d0". */
    fireClass: rating.optional(),
  })
  .strict();
export type TechnicalData = z.infer<typeof TechnicalDataSchema>;

/** The tests of one property (a family may report slip resistance under two standards). */
export function testsOf(data: TechnicalData, property: TestProperty): Test[] {
  return data.tests.filter((test) => test.property === property);
}
