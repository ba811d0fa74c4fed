/**
 * Turns a family's product draft into a catalogue product: identifiers, lifecycle flags and
 * launch date, popularity, regions and countries, document languages and the swatch. Families
 * decide what a product is; this module decides how every product is filed.
 */
import type { Region } from "../../core/regions/regions";
import type { ProductFamily } from "../../core/catalogue/families";
import type { ColourFamily, DocumentType, Finish, ProductFlag, ProductType, Texture } from "../../core/catalogue/enums";
import { PRODUCT_FLAGS } from "../../core/catalogue/enums";
import type { Attributes, Collection, Dimensions, LocalisedText, Product, Sink, SwatchShape } from "../../core/catalogue/model";
import { technicalDataFor } from "./technical-data";
import { countriesFor, documentsFor, pickRegions } from "./availability";
import { swatchColours } from "./colours";
import { COLLECTION_COPY } from "./copy/collections";
import type { Localised } from "./copy/fill";
import type { Namer } from "./naming";
import { kebab } from "./naming";
import { launchDate, lifecycle, popularity } from "./lifecycle";
import type { Rng } from "./prng";

export interface ProductDraft {
  type?: ProductType;
  collection: string;
  /** A colour name (the same in every language) or a name that translates (sinks). */
  name: string | LocalisedText;
  itemNumber: string;
  colourFamily: ColourFamily;
  texture: Texture;
  finish?: Finish;
  /** Flags that follow from what the product is (outdoor, veined, lucent…); lifecycle flags are added here. */
  flags: readonly ProductFlag[];
  dimensions: Dimensions;
  attributes: Attributes;
  sink?: Sink;
  /** Regions the product may be offered in when narrower than its category's (the sink pages). */
  offeredIn?: readonly Region[];
  documents: readonly DocumentType[];
  description: LocalisedText;
  features: LocalisedText[];
  /** Fixed swatch colours, for products sold in named colours (sinks). */
  colours?: { base: string; accent: string };
  /** Drawn as this piece rather than as its texture (sinks, basins, trays, baths). */
  shape?: SwatchShape;
}

export interface FamilyContext {
  family: ProductFamily;
  rng: Rng;
  /** The regions the family's category is offered in. */
  regions: readonly Region[];
  names: Namer;
  ids: IdRegistry;
}

export interface FamilyPart {
  collections: Collection[];
  products: Product[];
}

const CONTENT_PREFIX: Readonly<Record<ProductFamily, number>> = {
  HIMACS_COLOR: 101,
  VIATERA_COLOR: 102,
  TERACANTO_COLOR: 103,
  BORTE_COLOR: 104,
  BENIF_COLOR: 105,
  DECO_COLOR: 106,
  EXTERIOR_COLOR: 107,
  PCD_VIZUON: 108,
  PRD_FLOORING: 109,
  AUTOMOTIVE: 110,
  HOME_APPLIANCE_FILM: 111,
};

/** Content ids (family prefix and counter) and the catalogue-wide uniqueness of numbers and slugs. */
export class IdRegistry {
  private readonly counters = new Map<ProductFamily, number>();
  private readonly itemNumbers = new Set<string>();
  private readonly slugs = new Set<string>();

  contentId(family: ProductFamily): string {
    const next = (this.counters.get(family) ?? 0) + 1;
    this.counters.set(family, next);
    return `${CONTENT_PREFIX[family]}${String(next).padStart(5, "0")}`;
  }

  claim(itemNumber: string, slug: string): void {
    if (this.itemNumbers.has(itemNumber)) throw new Error(`seed: item number ${itemNumber} used twice`);
    if (this.slugs.has(slug)) throw new Error(`seed: slug ${slug} used twice`);
    this.itemNumbers.add(itemNumber);
    this.slugs.add(slug);
  }
}

const FLAG_ORDER = new Map(PRODUCT_FLAGS.map((flag, i) => [flag, i]));

export function orderedFlags(flags: Iterable<ProductFlag>): ProductFlag[] {
  return [...new Set(flags)].sort((a, b) => (FLAG_ORDER.get(a) ?? 0) - (FLAG_ORDER.get(b) ?? 0));
}

export function finishProduct(ctx: FamilyContext, draft: ProductDraft): Product {
  const { rng } = ctx;
  const name = typeof draft.name === "string" ? { en: draft.name } : draft.name;
  const slug = kebab(`${name.en} ${draft.itemNumber}`);
  ctx.ids.claim(draft.itemNumber, slug);
  const stage = lifecycle(rng);
  const regions = pickRegions(rng, draft.offeredIn ?? ctx.regions);
  const colours = draft.colours ?? swatchColours(rng, draft.colourFamily, draft.texture);
  const flags = orderedFlags(stage === "current" ? draft.flags : [...draft.flags, stage]);
  return {
    contentId: ctx.ids.contentId(ctx.family),
    itemNumber: draft.itemNumber,
    slug,
    family: ctx.family,
    ...(draft.type ? { type: draft.type } : {}),
    collection: draft.collection,
    name,
    description: draft.description,
    features: draft.features,
    colourFamily: draft.colourFamily,
    ...(draft.finish ? { finish: draft.finish } : {}),
    swatch: { texture: draft.texture, base: colours.base, accent: colours.accent, seed: rng.int(0, 2 ** 31 - 1), ...(draft.shape ? { shape: draft.shape } : {}) },
    flags,
    dimensions: draft.dimensions,
    attributes: draft.attributes,
    ...(draft.sink ? { sink: draft.sink } : {}),
    regions,
    availableCountries: countriesFor(rng, regions),
    related: [],
    documents: documentsFor(draft.documents, regions),
    technicalData: technicalDataFor({ family: ctx.family, flags, attributes: draft.attributes }),
    launchedAt: launchDate(rng, stage),
    popularity: popularity(rng, stage),
  };
}

export function makeCollection(
  family: ProductFamily,
  code: string,
  name: string | Localised,
  sortOrder: number,
  extra: { parent?: string; description?: string | Localised } = {},
): Collection {
  const description = COLLECTION_COPY[family]?.[code] ?? extra.description;
  return {
    code,
    family,
    ...(extra.parent ? { parent: extra.parent } : {}),
    name: typeof name === "string" ? { en: name } : { ...name },
    ...(description ? { description: typeof description === "string" ? { en: description } : { ...description } } : {}),
    sortOrder,
  };
}

/** Item numbers of a series: a prefix and a zero-padded number that climbs with small gaps. */
export class ItemSeries {
  private current: number;

  constructor(
    private readonly rng: Rng,
    private readonly prefix: string,
    private readonly digits: number,
    start = 1,
  ) {
    this.current = start - 1;
  }

  next(): string {
    this.current += this.rng.chance(0.7) ? 1 : this.rng.int(2, 4);
    return `${this.prefix}${String(this.current).padStart(this.digits, "0")}`;
  }
}

/** Weight in kg of a sheet of mm dimensions at a density in g/cm³. */
export function sheetWeight(widthMm: number, lengthMm: number, thicknessMm: number, density: number): number {
  return Math.round(widthMm * lengthMm * thicknessMm * density * 1e-5) / 10;
}
