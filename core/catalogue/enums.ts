/** The enumerations of spec §3. Codes are the tokens used in URLs, imports and the API. */
export const COLOUR_FAMILIES = ["white", "cream", "beige", "brown", "gray", "black", "green", "blue", "pink", "purple", "ivory", "orange", "red"] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

export const FLOORING_TYPES = ["LVT", "LOS", "SPC", "HOMO", "HET", "SPT"] as const;
export const SPORTS_FLOORING = "SPORTS" as const;
export const VIZUON_TYPES = ["VEH", "SD", "ILLUM", "ARCH", "ECO", "CORP"] as const;
export const SINK_TYPES = ["SINK", "BOWL", "SHOWER_TRAY", "BATH"] as const;
export const PRODUCT_TYPES = [...FLOORING_TYPES, SPORTS_FLOORING, ...VIZUON_TYPES, ...SINK_TYPES] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** What a surface looks like: drives the swatch imagery and the pattern facet. */
export const TEXTURES = ["solid", "sparkle", "granite", "marble", "concrete", "terrazzo", "wood", "metal", "stone", "textile"] as const;
export type Texture = (typeof TEXTURES)[number];

export const FINISHES = ["polished", "brushed", "leather", "velvet-touch", "matte", "gloss"] as const;
export type Finish = (typeof FINISHES)[number];

export const EDGE_PROFILES = ["beveled", "bullnose", "eased", "ellipse", "knife", "reverse-ogee", "roman", "roundover"] as const;
export type EdgeProfile = (typeof EDGE_PROFILES)[number];

export const PRODUCT_FLAGS = [
  "new",
  "coming-soon",
  "discontinued",
  "outdoor",
  "semi-translucent",
  "lucent",
  "recycled",
  "neoq-recycled",
  "designer-series",
  "veined",
  "ada",
] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];
/** Flags shown as badges on cards, in this order of precedence. */
export const BADGE_FLAGS = ["new", "coming-soon", "discontinued"] as const satisfies readonly ProductFlag[];

export const DOCUMENT_TYPES = [
  "catalogue",
  "certification",
  "technical-datasheet",
  "installation-guide",
  "warranty",
  "test-report",
  "care-and-maintenance",
  "fabrication-manual",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const SINK_COLOURS = ["arctic-white", "ivory-white", "cream", "almond"] as const;
export type SinkColour = (typeof SINK_COLOURS)[number];

export const SPACES = ["kitchen", "bathroom"] as const;
export type Space = (typeof SPACES)[number];

/** Languages a document or a piece of copy can be written in (the base languages of the site). */
export const CONTENT_LANGUAGES = ["en", "de", "fr", "it", "es", "nl", "ja", "zh", "ru"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
