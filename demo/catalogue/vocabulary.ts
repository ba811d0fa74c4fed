/**
 * Words that product names are made of. Colour names in this trade are evocative English (or
 * Italian for marble looks) and stay untranslated on every regional site.
 */
import type { ColourFamily } from "../../core/catalogue/enums";

export const COLOUR_WORDS: Readonly<Record<ColourFamily, readonly string[]>> = {
  white: ["Alpine", "Arctic", "Glacier", "Polar", "Cotton", "Snow", "Chalk", "Frost", "Cloud", "Salt", "Lily", "Swan", "Porcelain", "Moon", "Blizzard", "Crystal", "Diamond", "Opal", "Bright", "Pure", "Nordic", "Winter", "Mist", "Feather"],
  cream: ["Vanilla", "Butter", "Custard", "Champagne", "Buttermilk", "Magnolia", "Parchment", "Meringue", "Biscuit", "Chiffon", "Honeydew", "Wheat", "Soft", "Silk", "Sesame", "Corn"],
  ivory: ["Antique", "Bone", "Pearl", "Alabaster", "Linen", "Eggshell", "Ecru", "Old Lace", "Satin", "Seashell", "Candle", "Classic", "Warm", "Natural"],
  beige: ["Sand", "Dune", "Sahara", "Desert", "Latte", "Oat", "Camel", "Travertine", "Mushroom", "Taupe", "Fawn", "Cashmere", "Hazel", "Khaki", "Jute", "Almond", "Sisal", "Clay"],
  brown: ["Cocoa", "Mocha", "Walnut", "Chestnut", "Espresso", "Cinnamon", "Truffle", "Umber", "Sienna", "Hickory", "Mahogany", "Toffee", "Bark", "Cognac", "Tobacco", "Coffee", "Nutmeg", "Acorn"],
  gray: ["Concrete", "Slate", "Ash", "Graphite", "Pewter", "Smoke", "Fog", "Storm", "Nickel", "Steel", "Silver", "Cement", "Pebble", "Flint", "Zinc", "Titanium", "Dove", "Urban", "Shadow", "Platinum", "Cloudy", "Lead", "Harbour", "Mineral"],
  black: ["Midnight", "Onyx", "Jet", "Ebony", "Obsidian", "Raven", "Carbon", "Noir", "Coal", "Ink", "Nero", "Eclipse", "Lava", "Abyss", "Deep", "Cosmic", "Piano", "Velvet"],
  green: ["Sage", "Olive", "Moss", "Jade", "Emerald", "Fern", "Pistachio", "Forest", "Mint", "Celadon", "Eucalyptus", "Lime", "Avocado", "Bamboo", "Malachite", "Juniper"],
  blue: ["Azure", "Cobalt", "Ocean", "Navy", "Denim", "Sky", "Indigo", "Lagoon", "Sapphire", "Marine", "Atlantic", "Baltic", "Royal", "Steel", "Petrol", "Ice", "Cornflower", "Harbour"],
  pink: ["Blush", "Rose", "Coral", "Peony", "Flamingo", "Salmon", "Petal", "Candy", "Powder", "Dusty"],
  purple: ["Lavender", "Violet", "Plum", "Amethyst", "Orchid", "Lilac", "Aubergine", "Heather", "Mauve"],
  orange: ["Tangerine", "Amber", "Apricot", "Saffron", "Mango", "Copper", "Sunset", "Papaya", "Marigold", "Pumpkin", "Signal", "Terracotta"],
  red: ["Ruby", "Crimson", "Cherry", "Scarlet", "Cardinal", "Garnet", "Brick", "Chili", "Burgundy", "Vermilion", "Signal", "Traffic", "Poppy", "Wine"],
};

export const COLOUR_NOUNS: Readonly<Record<ColourFamily, string>> = {
  white: "White",
  cream: "Cream",
  ivory: "Ivory",
  beige: "Beige",
  brown: "Brown",
  gray: "Grey",
  black: "Black",
  green: "Green",
  blue: "Blue",
  pink: "Pink",
  purple: "Purple",
  orange: "Orange",
  red: "Red",
};

export const MARBLE_STEMS = [
  "Calacatta", "Carrara", "Statuario", "Arabescato", "Venato", "Marquina", "Emperador", "Portoro", "Bardiglio", "Breccia",
  "Pietra", "Travertino", "Onice", "Cremo", "Palissandro", "Botticino", "Macchia", "Perlato", "Fior di Bosco", "Verona",
] as const;

export const MARBLE_SUFFIXES: Readonly<Record<ColourFamily, readonly string[]>> = {
  white: ["Bianco", "Oro", "Lumina", "Classico", "Venice", "Luna", "Neve", "Aurora", "Extra", "Gold", "Lavagna", "Nuvo"],
  cream: ["Crema", "Perla", "Miele", "Delicato"],
  ivory: ["Avorio", "Perla", "Latte", "Antico"],
  beige: ["Sabbia", "Dorato", "Miele", "Noce", "Beige", "Royal"],
  brown: ["Bruno", "Noce", "Cacao", "Moka", "Scuro"],
  gray: ["Grigio", "Argento", "Nuvola", "Fumo", "Ombra", "Piombo", "Cenere", "Tempesta"],
  black: ["Nero", "Notte", "Carbone", "Ombra", "Imperiale"],
  green: ["Verde", "Smeraldo", "Salvia"],
  blue: ["Blu", "Azzurro", "Mare"],
  pink: ["Rosa", "Aurora"],
  purple: ["Viola", "Lilla"],
  orange: ["Ambra", "Arancio"],
  red: ["Rosso", "Rubino"],
};

export const WOOD_SPECIES = ["Oak", "Walnut", "Ash", "Maple", "Hickory", "Pine", "Elm", "Cherry", "Teak", "Birch", "Acacia", "Chestnut", "Larch", "Wenge", "Beech", "Cedar"] as const;

export const WOOD_TONES = {
  light: ["Natural", "Limed", "Nordic", "Sandy", "Whitewashed", "Bleached", "Coastal", "Frosted", "Raw", "Scandi", "Pale", "Sunlit"],
  medium: ["Honey", "Classic", "Harvest", "Golden", "Caramel", "Antique", "Rustic", "Warm", "Toasted", "Amber", "Heritage", "Country"],
  dark: ["Smoked", "Charred", "Espresso", "Dark", "Midnight", "Fumed", "Black", "Burnt"],
  grey: ["Weathered", "Driftwood", "Silver", "Storm", "Grey", "Urban", "Ashen", "Misty", "Reclaimed"],
} as const;

export const WOOD_CUTS = ["Straight grain", "Crown cut", "Rift cut", "Knotty", "Reclaimed", "Wire-brushed"] as const;

export const STONE_TYPES = ["Limestone", "Slate", "Travertine", "Sandstone", "Basalt", "Quartzite", "Granite", "Soapstone", "Onyx", "Marble"] as const;

export const METALS: Readonly<Partial<Record<ColourFamily, readonly string[]>>> = {
  gray: ["Aluminium", "Steel", "Titanium", "Zinc", "Chrome", "Nickel", "Silver", "Pewter", "Platinum", "Stainless"],
  black: ["Gunmetal", "Black Chrome", "Graphite", "Black Steel", "Dark Iron"],
  beige: ["Champagne", "Gold", "Brass", "Satin Gold", "Pale Gold"],
  brown: ["Bronze", "Corten", "Antique Brass", "Rust", "Dark Bronze"],
  orange: ["Copper", "Rose Gold", "Burnished Copper"],
  white: ["Pearl Silver", "White Gold", "Moon Silver"],
};

export const METAL_FINISHES = ["Brushed", "Hairline", "Satin", "Polished", "Anodised", "Matte", "Mirror", "Textured", "Sandblasted", "Vintage"] as const;

export const TEXTILES = ["Linen", "Tweed", "Canvas", "Suede", "Felt", "Denim", "Silk", "Hemp", "Jute", "Velvet", "Boucle", "Nappa", "Weave", "Mesh"] as const;

export const ITALIAN_CITIES = [
  "Verona", "Venezia", "Milano", "Torino", "Firenze", "Bologna", "Siena", "Padova", "Genova", "Napoli",
  "Roma", "Lucca", "Parma", "Como", "Trieste", "Modena", "Bergamo", "Vicenza", "Ravenna", "Pisa",
] as const;
