/**
 * The detail page of a product: `{category prefix}/detail/{slug}` (spec §2), with the VIZUON
 * application or HFLOR segment where those categories need one. Automotive and appliance films
 * have no detail pages; they link to their category page.
 */
import type { ProductFamily } from "../routing/manifest-types";
import type { Product } from "./model";

const PREFIX: Partial<Record<ProductFamily, string>> = {
  HIMACS_COLOR: "himacs-solid-surface",
  VIATERA_COLOR: "viatera-quartz-surface",
  TERACANTO_COLOR: "teracanto-porcelain-surface",
  BORTE_COLOR: "borte-panel",
  BENIF_COLOR: "benif-architectural-film",
  DECO_COLOR: "deco-film",
  EXTERIOR_COLOR: "exterior-film",
};

const HFLOR_SEGMENT: Record<string, string> = {
  LVT: "lvt-flooring",
  LOS: "looselay",
  SPC: "spc-click",
  HOMO: "homogeneous-sheet",
  HET: "heterogeneous-sheet",
  SPT: "specialty",
  SPORTS: "sports-flooring",
};

const VIZUON_SEGMENT: Record<string, string> = {
  VEH: "vehicles-and-transportation",
  SD: "signs-and-displays",
  ILLUM: "illuminated-sign",
  ARCH: "architecture",
  ECO: "eco-solutions",
  CORP: "corporate-branding",
};

const CATEGORY_PAGE: Partial<Record<ProductFamily, string>> = {
  AUTOMOTIVE: "automotive/automotive-skin",
  HOME_APPLIANCE_FILM: "industrial-film/home-appliance-surface-film",
};

/** Page path after `/{region}/products/`. */
export function productPagePath(product: Pick<Product, "family" | "type" | "slug">): string {
  const slug = encodeURIComponent(product.slug).replace(/%27/g, "'");
  const prefix = PREFIX[product.family];
  if (prefix) return `${prefix}/detail/${slug}`;
  if (product.family === "PRD_FLOORING") return `hflor/${HFLOR_SEGMENT[product.type ?? "LVT"] ?? "lvt-flooring"}/detail/${slug}`;
  if (product.family === "PCD_VIZUON") return `vizuon-sign-graphic/${VIZUON_SEGMENT[product.type ?? "VEH"] ?? "vehicles-and-transportation"}/detail/${slug}`;
  return CATEGORY_PAGE[product.family] ?? "";
}
