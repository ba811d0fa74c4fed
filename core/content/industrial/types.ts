/**
 * Marketing copy of the automotive and appliance pages: intro paragraphs and applications, per
 * content language (`content/<language>/industrial.json`). Figures never appear in the text: `{name}` placeholders are filled from the
 * catalogue's numbers (see ./figures.ts), formatted for the visitor's locale.
 */
import type { IndustrialPageId } from "../../routing/industrial-pages";

export { INDUSTRIAL_PAGES, type IndustrialPageId } from "../../routing/industrial-pages";

export interface IndustrialCopy {
  intro: readonly string[];
  applications: ReadonlyArray<{ name: string; text: string }>;
}

export type IndustrialCopySet = Readonly<Record<IndustrialPageId, IndustrialCopy>>;
