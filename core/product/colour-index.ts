/**
 * The catalogue's product colours as one table for "similar colours" (core/catalogue/colour), built
 * once per catalogue snapshot from the colours measured when each product was written
 * (server/catalogue/product-colours.ts). A product without a stored colour is left out of the
 * table, and still listed among its collection's products.
 */
import type { ColourTable } from "../catalogue/colour/nearest";
import type { Lab } from "../catalogue/colour/mean-colour";
import type { Product } from "../catalogue/model";

export interface ColourIndex extends ColourTable {
  /** Row of each product in the table, by content id. */
  position: ReadonlyMap<string, number>;
  /** The product of each row. */
  coloured: readonly Product[];
  /** Every product of the catalogue, coloured or not. */
  products: readonly Product[];
}

interface Snapshot {
  readonly products: ReadonlyMap<string, Product>;
  readonly productColours: ReadonlyMap<string, Lab>;
}

const built = new WeakMap<Snapshot, ColourIndex>();

/** The colour index of a catalogue snapshot, made on first ask. */
export function colourIndexFor(snapshot: Snapshot): ColourIndex {
  let index = built.get(snapshot);
  if (!index) {
    const products = [...snapshot.products.values()];
    const coloured = products.filter((p) => snapshot.productColours.has(p.contentId));
    const lab = new Float32Array(coloured.length * 3);
    coloured.forEach((p, i) => lab.set(snapshot.productColours.get(p.contentId)!, 3 * i));
    index = { lab, ids: coloured.map((p) => p.contentId), position: new Map(coloured.map((p, i) => [p.contentId, i])), coloured, products };
    built.set(snapshot, index);
  }
  return index;
}
