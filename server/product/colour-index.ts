/**
 * Every product's measured swatch colour (core/catalogue/colour), built once per catalogue version
 * in short slices after the catalogue loads, so requests keep flowing while ~4,000 swatches are
 * measured (about 1.4 ms each: the textures' setup dominates). Product pages wait for it only in the
 * first seconds after a start or an import. Stored photos are measured by their generated recipe.
 */
import { swatchLab } from "../../core/catalogue/colour/mean-colour";
import type { ColourTable } from "../../core/catalogue/colour/nearest";
import type { Product } from "../../core/catalogue/model";
import { runInSlices, type Work } from "../../core/finder/sliced-work";

export interface ColourIndex extends ColourTable {
  position: ReadonlyMap<string, number>;
  products: readonly Product[];
}

const built = new WeakMap<object, Promise<ColourIndex>>();

function* measure(products: readonly Product[]): Work<ColourIndex> {
  const lab = new Float32Array(products.length * 3);
  for (let i = 0; i < products.length; i++) {
    lab.set(swatchLab(products[i]!.swatch), 3 * i);
    if (i % 8 === 7) yield;
  }
  return { lab, ids: products.map((p) => p.contentId), position: new Map(products.map((p, i) => [p.contentId, i])), products };
}

/** The colour index of a catalogue snapshot (any object holding its products), started on first ask. */
export function colourIndexFor(snapshot: { readonly products: ReadonlyMap<string, Product> }): Promise<ColourIndex> {
  let index = built.get(snapshot);
  if (!index) {
    index = runInSlices(measure([...snapshot.products.values()]), { sliceMs: 10 });
    // A failed build is not remembered: the next page asks again.
    index.catch(() => built.delete(snapshot));
    built.set(snapshot, index);
  }
  return index;
}
