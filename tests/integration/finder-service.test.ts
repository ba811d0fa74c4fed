/**
 * The finder service over a real catalogue store (seeded PGlite, PostgreSQL when configured): when
 * the catalogue changes, visitors keep getting answers from the old index while the new one is
 * built, and once it is built the new products are found.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Product } from "../../core/catalogue/model";
import type { FinderQuery } from "../../core/finder/engine";
import { writeCatalogue } from "../../server/catalogue/catalogue-repository";
import { CatalogueStore } from "../../server/catalogue/catalogue-store";
import { FinderService } from "../../server/finder/finder-service";
import type { DatabaseHandle } from "../../server/db/client";
import { ENGINES } from "../support/databases";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A new HIMACS product, named so that a search finds it and nothing else. */
function newProduct(like: Product, n: number, name: string): Product {
  return { ...like, contentId: String(90_000_000 + n), itemNumber: `ZZ-${n}`, slug: `${like.slug}-new-${n}`, name: { en: name }, related: [] };
}

describe.each(ENGINES)("finder service on $name", (engine) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  let store: CatalogueStore;
  let service: FinderService;
  let template: Product;

  beforeAll(async () => {
    ({ handle, dispose } = await engine.openSeeded());
    store = new CatalogueStore(handle.db);
    await store.refresh();
    // sliceMs 0: one step of build work per turn of the event loop, so a build surely spans many turns.
    service = new FinderService(store, { sliceMs: 0 });
    const seeded = [...store.current.products.values()].find((p) => p.family === "HIMACS_COLOR" && p.regions.includes("gl"));
    if (!seeded) throw new Error("the seed has no HIMACS product in GL");
    template = seeded;
  });
  afterAll(async () => dispose?.());

  const search = (q: string): FinderQuery => ({ scope: { region: ["gl"], family: ["himacs"] }, filters: {}, q, sort: "az", offset: 0, limit: 24 });
  const found = (q: string) => service.index.query(search(q)).docs.map((doc) => service.index.products[doc]!.contentId);

  it("answers from the old index while the new one builds, then finds the new product", async () => {
    const before = service.index;
    const added = newProduct(template, 1, "Quokkastone Glacier");
    await writeCatalogue(handle.db, { collections: [], products: [added] }, "upsert");
    await store.refresh();

    let answeredDuringBuild = 0;
    while (service.index === before) {
      expect(found("quokkastone")).toEqual([]);
      answeredDuringBuild++;
      await nextTurn();
    }
    expect(answeredDuringBuild).toBeGreaterThan(10);
    expect(service.version).toBe(store.current.version);
    expect(found("quokkastone")).toEqual([added.contentId]);
    expect(found("glacier quokka")).toEqual([added.contentId]);
    expect(service.index.size).toBe(before.size + 1);
  });

  it("ends on the newest catalogue when a change arrives during a build", async () => {
    await writeCatalogue(handle.db, { collections: [], products: [newProduct(template, 2, "Wombatite Dusk")] }, "upsert");
    await store.refresh();
    await nextTurn();
    const latest = newProduct(template, 3, "Numbatite Dawn");
    await writeCatalogue(handle.db, { collections: [], products: [latest] }, "upsert");
    await store.refresh();
    await service.settled();
    expect(service.version).toBe(store.current.version);
    expect(found("numbatite")).toEqual([latest.contentId]);
    expect(found("wombatite")).toHaveLength(1);
  });
});
