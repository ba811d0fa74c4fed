/**
 * Marketing copy of the root collections of every family, keyed by family and collection code
 * (the HIMACS colour collections are in ../himacs-collections.ts, which himacs.ts passes itself).
 * makeCollection takes a collection's description from here first; a family's own English line is
 * the fallback for a collection this table does not know.
 */
import type { ProductFamily } from "../../../../core/catalogue/families";
import type { Template } from "../fill";
import { APPLIANCE_COLLECTIONS } from "./appliance";
import { AUTOMOTIVE_COLLECTIONS } from "./automotive";
import { BENIF_COLLECTIONS } from "./benif";
import { BORTE_COLLECTIONS } from "./borte";
import { DECO_COLLECTIONS } from "./deco";
import { EXTERIOR_COLLECTIONS } from "./exterior";
import { HFLOR_COLLECTIONS } from "./hflor";
import { HIMACS_SINK_COLLECTION, VIATERA_SINK_COLLECTION } from "./sinks";
import { TERACANTO_COLLECTIONS } from "./teracanto";
import { VIATERA_COLLECTIONS } from "./viatera";
import { VIZUON_COLLECTIONS } from "./vizuon";

export const COLLECTION_COPY: Partial<Record<ProductFamily, Readonly<Record<string, Template>>>> = {
  HIMACS_COLOR: { sinks: HIMACS_SINK_COLLECTION },
  VIATERA_COLOR: { ...VIATERA_COLLECTIONS, "quartz-sinks": VIATERA_SINK_COLLECTION },
  TERACANTO_COLOR: TERACANTO_COLLECTIONS,
  BORTE_COLOR: BORTE_COLLECTIONS,
  BENIF_COLOR: BENIF_COLLECTIONS,
  DECO_COLOR: DECO_COLLECTIONS,
  EXTERIOR_COLOR: EXTERIOR_COLLECTIONS,
  PCD_VIZUON: VIZUON_COLLECTIONS,
  PRD_FLOORING: HFLOR_COLLECTIONS,
  HOME_APPLIANCE_FILM: APPLIANCE_COLLECTIONS,
  AUTOMOTIVE: AUTOMOTIVE_COLLECTIONS,
};
