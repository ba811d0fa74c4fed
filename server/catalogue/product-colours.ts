/**
 * Each product's colour as a visitor sees it on its card: the mean of its primary image, measured
 * once when the product is written and stored beside it (products.colour_lab), so a start or an
 * import in another process never measures again. A stored photo is measured from its own pixels;
 * an image generated from the swatch recipe, from the generated pixels.
 */
import { isDeepStrictEqual } from "node:util";
import sharp from "sharp";
import { meanLab, type Lab } from "../../core/catalogue/colour/mean-colour";
import { galleryEntries } from "../../core/catalogue/media";
import type { Product } from "../../core/catalogue/model";
import { renderPixels } from "../images/sources/procedural";

/** Reads a stored file's bytes by its hash (a BlobStore's `get`); null when it is not there. */
export type ReadBlob = (hash: string) => Promise<Uint8Array | null>;

/** Enough pixels for a stable mean of every texture and photo; a generated swatch's cost is mostly its setup. */
const MEASURE_SIZE = 16;

/**
 * Colours of generated swatches measured by this process, by recipe: a texture's set-up costs a few
 * milliseconds, so seeding 4,000 products costs 15-20 s of CPU, and a process that writes the same
 * recipes again (tests that seed several databases) measures each once. Bounded: a catalogue's
 * worth of recipes, cleared when full.
 */
const measuredRecipes = new Map<string, Lab>();
const MEASURED_RECIPES_MAX = 20_000;

/** The mean colour of an image generated from a swatch recipe. */
export function generatedSwatchLab(swatch: Product["swatch"]): Lab {
  const key = `${swatch.texture} ${swatch.base} ${swatch.accent} ${swatch.seed}`;
  let lab = measuredRecipes.get(key);
  if (!lab) {
    // A drawn piece (a sink: decision 0062) is measured as its material, not with the backdrop it is drawn on.
    lab = meanLab(renderPixels({ texture: swatch.texture, base: swatch.base, accent: swatch.accent, seed: swatch.seed }, MEASURE_SIZE));
    if (measuredRecipes.size >= MEASURED_RECIPES_MAX) measuredRecipes.clear();
    measuredRecipes.set(key, lab);
  }
  return lab;
}

/** The mean colour of a stored photo (JPEG or PNG bytes), alpha dropped. */
export async function photoLab(bytes: Uint8Array): Promise<Lab> {
  // A box reduction to 16 × 16 keeps every pixel's share of the mean (the reduction averages in
  // gamma space, which moves the mean by well under one ΔE for real photos).
  const { data } = await sharp(bytes).resize(MEASURE_SIZE, MEASURE_SIZE, { fit: "fill" }).removeAlpha().toColourspace("srgb").raw().toBuffer({ resolveWithObject: true });
  return meanLab(data);
}

/** What a product's colour is measured from: its primary photo's blob, else its swatch recipe. */
export interface ColourSource {
  photo: string | null;
  swatch: Product["swatch"];
}

export function colourSource(product: Pick<Product, "images" | "swatch">): ColourSource {
  return { photo: galleryEntries(product)[0]!.file?.blob ?? null, swatch: product.swatch };
}

/** A colour measured earlier, with what it was measured from. */
export interface MeasuredColour extends ColourSource {
  lab: Lab;
}

/**
 * The colour of each product's primary image. A product whose source is unchanged since `earlier`
 * measured it keeps that colour, so an import that rewrites 4,000 products measures only those
 * that changed. A photo that cannot be read (no blob reader given, or a missing or broken file)
 * leaves its product without a colour: it is then left out of "similar colours" rather than
 * placed by a recipe it does not show.
 */
export async function measureProductColours(products: readonly Product[], readBlob: ReadBlob | null, earlier: ReadonlyMap<string, MeasuredColour> = new Map()): Promise<Map<string, Lab | null>> {
  const colours = new Map<string, Lab | null>();
  for (const product of products) {
    const source = colourSource(product);
    const before = earlier.get(product.contentId);
    if (before && before.photo === source.photo && (source.photo !== null || isDeepStrictEqual(before.swatch, source.swatch))) {
      colours.set(product.contentId, before.lab);
    } else if (source.photo === null) {
      colours.set(product.contentId, generatedSwatchLab(product.swatch));
    } else {
      const bytes = readBlob ? await readBlob(source.photo) : null;
      colours.set(product.contentId, bytes ? await photoLab(bytes).catch(() => null) : null);
    }
  }
  return colours;
}
