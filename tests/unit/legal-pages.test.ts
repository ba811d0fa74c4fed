/**
 * What the legal pages state, checked against its sources: the data protection law is named in
 * every language of every region, and the page paths are the manifest's.
 */
import { describe, expect, it } from "vitest";
import { DATA_PROTECTION_LAW } from "../../core/legal/data-protection-law";
import { LEGAL_PAGES, legalPagePath } from "../../core/legal/legal-pages";
import { contentLanguageOf, REGION_CONFIG, REGIONS } from "../../core/regions/regions";
import { routeById } from "../../core/routing/manifest";
import { guardRoute } from "../../core/routing/guard";
import * as LOCALE_FILES from "../../core/i18n/locale-files";

describe("legal pages", () => {
  it("name each region's data protection law and authority in every language the region offers", () => {
    for (const region of REGIONS) {
      for (const locale of REGION_CONFIG[region].locales) {
        const law = DATA_PROTECTION_LAW[region][contentLanguageOf(locale)];
        expect(law?.law, `${region} ${locale}`).toBeTruthy();
        expect(law?.authority, `${region} ${locale}`).toBeTruthy();
      }
    }
  });

  it("are one manifest route offered in every region, whose only values are the four pages", () => {
    const entry = routeById("legal")!;
    expect(entry.cache).toBe("public");
    for (const region of REGIONS) {
      expect(entry.availability[region], region).toBe(true);
      for (const page of LEGAL_PAGES) expect(legalPagePath(page)).toBe(entry.path.replace(":legal", page));
      expect(guardRoute(entry, region, { legal: "privacy" }).outcome, region).toBe("page");
      expect(guardRoute(entry, region, { legal: "disclaimer" }).outcome, region).toBe("notFound");
    }
  });

  it("say in every language that the limits record holds the counts of image and PDF renders too", () => {
    // The render budget (server/render/render-budget.ts) counts per client in the same table as the sign-in limits.
    const full = Object.entries(LOCALE_FILES).filter(([, file]) => typeof file === "object" && file !== null && "legal.record.limits" in file);
    expect(full.length).toBe(9);
    for (const [name, file] of full) {
      const text = (file as Record<string, string>)["legal.record.limits"]!;
      expect(text, name).toMatch(/pdf/i);
    }
  });
});
