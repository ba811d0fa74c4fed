/**
 * Typical technical data per material suite, seeded onto every product: test results with their
 * standards, certificates, warranty periods and the fire class (issue 9 part 2). Values are
 * language-neutral (numbers with unit codes, result words, class codes).
 */
import type { ProductFamily } from "../../core/catalogue/families";
import type { Product } from "../../core/catalogue/model";
import type { Certificate, TechnicalData, Test, TestUnit, TestValue } from "../../core/catalogue/technical-data";

/** The technical suite of each family: families of one material share their tests. */
type Suite = "solidSurface" | "quartz" | "porcelain" | "panel" | "interiorFilm" | "exteriorFilm" | "graphicFilm" | "automotive" | "appliance" | "flooring";

const SUITES: Record<ProductFamily, Suite> = {
  HIMACS_COLOR: "solidSurface",
  VIATERA_COLOR: "quartz",
  TERACANTO_COLOR: "porcelain",
  BORTE_COLOR: "panel",
  BENIF_COLOR: "interiorFilm",
  DECO_COLOR: "interiorFilm",
  EXTERIOR_COLOR: "exteriorFilm",
  PRD_FLOORING: "flooring",
  PCD_VIZUON: "graphicFilm",
  AUTOMOTIVE: "automotive",
  HOME_APPLIANCE_FILM: "appliance",
};

const n = (value: number, unit?: TestUnit, digits?: number): TestValue => ({ kind: "figure", value, ...(unit ? { unit } : {}), ...(digits !== undefined ? { digits } : {}) });
const min = (value: number, unit?: TestUnit, digits?: number): TestValue => ({ ...(n(value, unit, digits) as TestValue & { kind: "figure" }), bound: "min" });
const max = (value: number, unit?: TestUnit, digits?: number): TestValue => ({ ...(n(value, unit, digits) as TestValue & { kind: "figure" }), bound: "max" });
const word = (w: "pass" | "reported" | "noVisibleChange" | "noDamage" | "compliant"): TestValue => ({ kind: "word", word: w });
const rating = (r: string): TestValue => ({ kind: "rating", rating: r });
const cls = (c: string, bound?: "min" | "max"): TestValue => ({ kind: "class", class: c, ...(bound ? { bound } : {}) });

const FILM_BASE: Test[] = [
  { property: "tensileStrength", standard: "ISO 527-3", requirement: min(20, "MPa"), result: n(28, "MPa") },
  { property: "elongation", standard: "ISO 527-3", requirement: min(100, "%"), result: n(180, "%") },
  { property: "peelAdhesion", standard: "FINAT FTM 1", requirement: min(10, "N/25 mm"), result: n(14, "N/25 mm") },
  { property: "shrinkage", standard: "FINAT FTM 14", requirement: max(0.5, "mm"), result: n(0.2, "mm", 1) },
];

const TESTS: Record<Suite, Test[]> = {
  solidSurface: [
    { property: "density", standard: "ISO 1183-1", result: n(1.72, "g/cm³", 2) },
    { property: "flexuralStrength", standard: "ISO 178", requirement: min(40, "MPa"), result: n(72, "MPa") },
    { property: "waterAbsorption", standard: "ISO 62", requirement: max(0.5, "%", 1), result: n(0.03, "%", 2) },
    { property: "hardnessBarcol", standard: "ASTM D2583", requirement: min(55), result: n(62) },
    { property: "impactResistance", standard: "ISO 19712-2", requirement: word("noDamage"), result: word("noDamage") },
    { property: "stainResistance", standard: "ISO 19712-2", requirement: word("noVisibleChange"), result: word("noVisibleChange") },
    { property: "heatResistance", standard: "EN 438-2", conditions: { temperatureC: 180 }, requirement: word("noVisibleChange"), result: word("noVisibleChange") },
    { property: "reactionToFire", standard: "EN 13501-1", result: rating("B-s1, d0") },
    { property: "fireClassDin", standard: "DIN 4102-1", result: rating("B1") },
    { property: "foodContact", standard: "NSF/ANSI 51", requirement: word("compliant"), result: word("compliant") },
  ],
  quartz: [
    { property: "density", standard: "EN 14617-1", result: n(2.38, "g/cm³", 2) },
    { property: "waterAbsorption", standard: "EN 14617-1", requirement: max(0.2, "%", 1), result: n(0.02, "%", 2) },
    { property: "flexuralStrength", standard: "EN 14617-2", requirement: min(35, "MPa"), result: n(52, "MPa") },
    { property: "abrasionResistance", standard: "EN 14617-4", requirement: max(33, "mm"), result: n(28, "mm") },
    { property: "hardnessMohs", standard: "EN 15771", result: n(7) },
    { property: "impactResistance", standard: "EN 14617-9", requirement: min(2.5, "J", 1), result: n(4.2, "J", 1) },
    { property: "thermalShock", standard: "EN 14617-6", requirement: word("noDamage"), result: word("noDamage") },
    { property: "chemicalResistance", standard: "EN 14617-10", result: cls("C4") },
    { property: "reactionToFire", standard: "EN 13501-1", result: rating("B-s1, d0") },
    { property: "foodContact", standard: "NSF/ANSI 51", requirement: word("compliant"), result: word("compliant") },
  ],
  porcelain: [
    { property: "waterAbsorption", standard: "ISO 10545-3", requirement: max(0.5, "%", 1), result: n(0.08, "%", 2) },
    { property: "flexuralStrength", standard: "ISO 10545-4", requirement: min(35, "MPa"), result: n(50, "MPa") },
    { property: "abrasionResistance", standard: "ISO 10545-6", requirement: max(175, "mm³"), result: n(130, "mm³") },
    { property: "thermalExpansion", standard: "ISO 10545-8", result: n(6.5, "µm/(m·K)", 1) },
    { property: "thermalShock", standard: "ISO 10545-9", requirement: word("noDamage"), result: word("noDamage") },
    { property: "frostResistance", standard: "ISO 10545-12", requirement: word("noDamage"), result: word("noDamage") },
    { property: "chemicalResistance", standard: "ISO 10545-13", result: cls("A") },
    { property: "stainResistance", standard: "ISO 10545-14", requirement: cls("3", "min"), result: cls("5") },
    { property: "slipResistance", standard: "DIN 51130", result: rating("R9") },
    { property: "reactionToFire", standard: "EN 13501-1", result: rating("A1 / A1fl") },
  ],
  panel: [
    { property: "density", standard: "EN 323", result: n(1.35, "g/cm³", 2) },
    { property: "impactResistance", standard: "EN 438-2:21", requirement: min(20, "N"), result: n(25, "N") },
    { property: "scratchResistance", standard: "EN 438-2:25", requirement: cls("3", "min"), result: cls("4") },
    { property: "stainResistance", standard: "EN 438-2:26", requirement: cls("4", "min"), result: cls("5") },
    { property: "lightfastness", standard: "EN 438-2:27", requirement: min(4), result: rating("4–5") },
    { property: "heatResistance", standard: "EN 438-2:16", requirement: word("noVisibleChange"), result: word("noVisibleChange") },
    { property: "dimensionalStability", standard: "EN 438-2:17", requirement: max(0.3, "%", 2), result: n(0.15, "%", 2) },
    { property: "reactionToFire", standard: "EN 13501-1", result: rating("B-s2, d0") },
    { property: "fireClassDin", standard: "DIN 4102-1", result: rating("B1") },
    { property: "vocEmissions", standard: "EN 16516", requirement: word("compliant"), result: word("compliant") },
  ],
  interiorFilm: [
    ...FILM_BASE,
    { property: "lightfastness", standard: "ISO 4892-2", requirement: max(3, "deltaE", 1), result: n(1.2, "deltaE", 1) },
    { property: "stainResistance", standard: "EN 438-2:26", requirement: cls("4", "min"), result: cls("5") },
    { property: "reactionToFire", standard: "EN 13501-1", result: rating("B-s1, d0") },
    { property: "fireClassDin", standard: "DIN 4102-1", result: rating("B1") },
    { property: "vocEmissions", standard: "ISO 16000", requirement: word("compliant"), result: word("compliant") },
  ],
  exteriorFilm: [
    ...FILM_BASE,
    { property: "weathering", standard: "ISO 4892-2", conditions: { hours: 3000 }, requirement: max(3, "deltaE", 1), result: n(1.6, "deltaE", 1) },
    { property: "reactionToFire", standard: "EN 13501-1", result: rating("B-s1, d0") },
    { property: "fireClassDin", standard: "DIN 4102-1", result: rating("B1") },
  ],
  graphicFilm: [
    ...FILM_BASE,
    { property: "weathering", standard: "ISO 4892-2", conditions: { hours: 2000 }, requirement: max(3, "deltaE", 1), result: n(1.9, "deltaE", 1) },
    { property: "reactionToFire", standard: "EN 13501-1", result: rating("B-s1, d0") },
    { property: "fireClassDin", standard: "DIN 4102-1", result: rating("B1") },
  ],
  automotive: [
    { property: "abrasionResistance", standard: "ISO 12947-2", requirement: min(50000, "cycles"), result: n(80000, "cycles") },
    { property: "tearStrength", standard: "ISO 3377-1", requirement: min(30, "N"), result: n(45, "N") },
    { property: "tensileStrength", standard: "ISO 1421", requirement: min(200, "N"), result: n(310, "N") },
    { property: "lightfastness", standard: "ISO 105-B06", requirement: min(4), result: rating("4–5") },
    { property: "burningRate", standard: "ISO 3795 / FMVSS 302", requirement: max(100, "mm/min"), result: n(35, "mm/min") },
    { property: "fogging", standard: "DIN 75201-B", requirement: max(2, "mg", 1), result: n(0.8, "mg", 1) },
    { property: "vocEmissions", standard: "VDA 278", requirement: word("compliant"), result: word("compliant") },
  ],
  appliance: [
    ...FILM_BASE,
    { property: "scratchResistance", standard: "ISO 1518-1", requirement: min(5, "N"), result: n(8, "N") },
    { property: "chemicalResistance", standard: "ISO 2812-1", requirement: word("noVisibleChange"), result: word("noVisibleChange") },
    { property: "heatResistance", standard: "ISO 3248", conditions: { temperatureC: 80 }, requirement: word("noVisibleChange"), result: word("noVisibleChange") },
  ],
  flooring: [
    { property: "reactionToFire", standard: "EN 13501-1", result: rating("Bfl-s1") },
    { property: "slipResistance", standard: "EN 13893", result: rating("DS") },
    { property: "slipResistance", standard: "DIN 51130", result: rating("R10") },
    { property: "residualIndentation", standard: "ISO 24343-1", requirement: max(0.1, "mm", 2), result: n(0.03, "mm", 2) },
    { property: "dimensionalStability", standard: "ISO 23999", requirement: max(0.25, "%", 2), result: n(0.05, "%", 2) },
    { property: "castorChair", standard: "ISO 4918", requirement: word("noDamage"), result: word("noDamage") },
    { property: "abrasionGroup", standard: "EN 660-2", result: rating("T") },
    { property: "lightfastness", standard: "ISO 105-B02", requirement: min(6), result: n(7) },
    { property: "chemicalResistance", standard: "ISO 26987", requirement: word("pass"), result: word("pass") },
    { property: "vocEmissions", standard: "EN 16516", requirement: word("compliant"), result: word("compliant") },
  ],
};

const QUALITY: Certificate[] = [
  { name: "ISO 9001:2015", scope: "qualityManagement" },
  { name: "ISO 14001:2015", scope: "environmentalManagement" },
];

const CERTIFICATES: Record<Suite, Certificate[]> = {
  solidSurface: [
    ...QUALITY,
    { name: "ISO 45001:2018", scope: "occupationalHealth" },
    { name: "NSF/ANSI 51", scope: "foodContact" },
    { name: "GREENGUARD Gold (UL 2818)", scope: "lowEmissions" },
    { name: "EN 13501-1: B-s1, d0", scope: "fireClassification" },
    { name: "EPD (ISO 14025, EN 15804)", scope: "epd" },
  ],
  quartz: [
    ...QUALITY,
    { name: "NSF/ANSI 51", scope: "foodContact" },
    { name: "GREENGUARD Gold (UL 2818)", scope: "lowEmissions" },
    { name: "CE (EN 15285)", scope: "ceMarking" },
    { name: "EPD (ISO 14025, EN 15804)", scope: "epd" },
  ],
  porcelain: [...QUALITY, { name: "CE (EN 14411)", scope: "ceMarking" }, { name: "EN 13501-1: A1", scope: "fireClassification" }, { name: "EPD (ISO 14025, EN 15804)", scope: "epd" }],
  panel: [
    ...QUALITY,
    { name: "CE (EN 438-7)", scope: "ceMarking" },
    { name: "EN 13501-1: B-s2, d0", scope: "fireClassification" },
    { name: "Émissions dans l’air intérieur A+", scope: "indoorAir" },
    { name: "EPD (ISO 14025, EN 15804)", scope: "epd" },
  ],
  interiorFilm: [
    ...QUALITY,
    { name: "GREENGUARD Gold (UL 2818)", scope: "lowEmissions" },
    { name: "Émissions dans l’air intérieur A+", scope: "indoorAir" },
    { name: "EN 13501-1: B-s1, d0", scope: "fireClassification" },
    { name: "REACH (EC 1907/2006)", scope: "reach" },
  ],
  exteriorFilm: [...QUALITY, { name: "EN 13501-1: B-s1, d0", scope: "fireClassification" }, { name: "REACH (EC 1907/2006)", scope: "reach" }],
  graphicFilm: [...QUALITY, { name: "EN 13501-1: B-s1, d0", scope: "fireClassification" }, { name: "REACH (EC 1907/2006)", scope: "reach" }],
  automotive: [{ name: "IATF 16949:2016", scope: "automotiveQuality" }, ...QUALITY, { name: "VDA 278", scope: "lowEmissions" }, { name: "REACH (EC 1907/2006)", scope: "reach" }],
  appliance: [...QUALITY, { name: "REACH (EC 1907/2006)", scope: "reach" }],
  flooring: [
    ...QUALITY,
    { name: "FloorScore", scope: "floorScore" },
    { name: "CE (EN 14041)", scope: "ceMarking" },
    { name: "EN 13501-1: Bfl-s1", scope: "fireClassification" },
    { name: "Émissions dans l’air intérieur A+", scope: "indoorAir" },
    { name: "EPD (ISO 14025, EN 15804)", scope: "epd" },
  ],
};

const RECYCLED_CERTIFICATE: Certificate = { name: "SCS Recycled Content", scope: "recycledContent" };

/** Years of residential and commercial warranty, or null where terms are set by supply agreement. */
const WARRANTY: Record<Suite, TechnicalData["warranty"]> = {
  solidSurface: { residentialYears: 15, commercialYears: 10 },
  quartz: { residentialYears: 15, commercialYears: 10 },
  porcelain: { residentialYears: 25, commercialYears: 10 },
  panel: { residentialYears: 10, commercialYears: 5 },
  interiorFilm: { residentialYears: 5, commercialYears: 3 },
  exteriorFilm: { residentialYears: 7, commercialYears: 5 },
  graphicFilm: { residentialYears: 5, commercialYears: 3 },
  automotive: null,
  appliance: null,
  flooring: { residentialYears: 15, commercialYears: 10 },
};

/** The technical data of a seeded product: its family's suite, plus the recycled-content certificate where it has recycled content. */
export function technicalDataFor(product: Pick<Product, "family" | "flags" | "attributes">): TechnicalData {
  const suite = SUITES[product.family];
  const tests = TESTS[suite];
  const recycled = product.flags.includes("recycled") || product.flags.includes("neoq-recycled") || (product.attributes.recycledContentPct ?? 0) > 0;
  const fire = tests.find((test) => test.property === "reactionToFire")?.result;
  return {
    tests: tests.map((test) => structuredClone(test)),
    certificates: [...CERTIFICATES[suite], ...(recycled ? [RECYCLED_CERTIFICATE] : [])].map((c) => ({ ...c })),
    warranty: WARRANTY[suite] ? { ...WARRANTY[suite] } : null,
    ...(fire?.kind === "rating" ? { fireClass: fire.rating } : {}),
  };
}
