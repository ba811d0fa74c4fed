/**
 * Where-to-buy partners on both engines: the seed loads on an empty table (and only then), an
 * import replaces the partners of the regions it names in one transaction, and one that fails
 * half-way (an id another region already uses) leaves everything as it was.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DealerService, GAZETTEER_FILE } from "../../server/dealers/dealer-service";
import { importDealers } from "../../server/dealers/import-dealers";
import { seedDealersIfEmpty } from "../../server/dealers/seed-dealers";
import { ENGINES } from "../support/databases";

const gazetteer = path.resolve(import.meta.dirname, "../..", GAZETTEER_FILE);
const row = (id: string, region: string, extra: Record<string, unknown> = {}) => ({ id, region, name: `Partner ${id}`, partnerType: "dealer", brands: ["HIMACS_COLOR"], country: "US", city: "Boston", address: "1 Example St", latitude: 42.36, longitude: -71.06, ...extra });

describe.each(ENGINES)("dealers on $name", (engine) => {
  // Opens and migrates a fresh database, loads the seed partners and runs two gazetteer searches: up to 5 s on a loaded machine.
  it("seeds an empty table once, then ranks a city search by distance", { timeout: 30_000 }, async () => {
    const { handle, dispose } = await engine.open();
    try {
      expect(await seedDealersIfEmpty(handle.db)).toBe(true);
      expect(await seedDealersIfEmpty(handle.db)).toBe(false);
      const service = new DealerService(handle.db, gazetteer);
      const search = await service.search("gl", { place: "Zurich", here: null, brand: null, type: null });
      expect(search.origin?.kind === "place" && search.origin.place.name).toBe("Zürich");
      const km = search.results.map((r) => r.km!);
      expect(km).toEqual([...km].sort((a, b) => a - b));
      expect(search.results[0]!.partner.city).toBe("Zürich");
      const boston = await service.search("us", { place: "Boston", here: null, brand: "PRD_FLOORING", type: null });
      expect(boston.results.every((r) => r.partner.brands.includes("PRD_FLOORING"))).toBe(true);
    } finally {
      await dispose();
    }
  });

  // Opens and migrates a fresh database and runs four partner imports: up to 5 s on a loaded machine.
  it("replaces a region's partners all or nothing", { timeout: 30_000 }, async () => {
    const { handle, dispose } = await engine.open();
    try {
      const service = new DealerService(handle.db, gazetteer);
      await importDealers(handle.db, JSON.stringify({ dealers: [row("us-a", "us"), row("us-b", "us"), row("gl-a", "gl", { country: "DE", city: "Berlin" })] }));
      expect((await service.partners("us")).map((p) => p.id)).toEqual(["us-a", "us-b"]);
      // us-c is new, but gl-a belongs to GL, which this file does not replace: the insert fails, and us keeps its partners.
      await expect(importDealers(handle.db, JSON.stringify({ dealers: [row("us-c", "us"), row("gl-a", "us")] }))).rejects.toThrow();
      expect((await service.partners("us")).map((p) => p.id)).toEqual(["us-a", "us-b"]);
      const bad = await importDealers(handle.db, JSON.stringify({ dealers: [row("us-d", "us", { brands: ["DECO_COLOR"] })] }));
      expect(bad.ok).toBe(false);
      expect((await service.partners("us")).map((p) => p.id)).toEqual(["us-a", "us-b"]);
      await importDealers(handle.db, JSON.stringify({ dealers: [row("us-e", "us", { name: "<b>Bold</b> & Co" })] }));
      expect((await service.partners("us")).map((p) => p.name)).toEqual(["<b>Bold</b> & Co"]);
      expect((await service.partners("gl")).map((p) => p.id)).toEqual(["gl-a"]);
    } finally {
      await dispose();
    }
  });
});
