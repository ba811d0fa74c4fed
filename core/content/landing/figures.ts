/**
 * The figures of spec §9 that landing copy quotes. Copy never holds a figure: it holds a
 * `{placeholder}` filled here, so a US visitor reads inches and every locale its own digits.
 */
import type { Locale, Region } from "../../regions/regions";
import { formatLength } from "../../units/format";

export const FIGURES = { warrantyYears: 15, fireTestThicknessMm: 12, greenhouseTonsPerYear: 15000, greenhouseSinceYear: 2008 } as const;

export const PLACEHOLDERS = ["warrantyYears", "fireTestThickness", "greenhouseTons", "greenhouseSince"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

const PLACEHOLDER = /\{(\w+)\}/g;

/** The figures as the visitor's locale and region write them. */
export function figureValues(region: Region, locale: Locale): Readonly<Record<Placeholder, string>> {
  const count = new Intl.NumberFormat(locale);
  return {
    warrantyYears: count.format(FIGURES.warrantyYears),
    fireTestThickness: formatLength(FIGURES.fireTestThicknessMm, region, locale, "thickness"),
    greenhouseTons: count.format(FIGURES.greenhouseTonsPerYear),
    // A year is a name, not a quantity: no grouping ("2008", never "2,008").
    greenhouseSince: new Intl.NumberFormat(locale, { useGrouping: false }).format(FIGURES.greenhouseSinceYear),
  };
}

/** The placeholder names a text uses, in order (for the test that every one is known). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] as string);
}

export function fillFigures(text: string, values: Readonly<Record<Placeholder, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = (values as Readonly<Record<string, string>>)[name];
    if (value === undefined) throw new Error(`landing copy names an unknown figure ${whole}`);
    return value;
  });
}
