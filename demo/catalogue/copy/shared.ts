/** Copy used by several families: sustainability, finishes, formats, fire ratings. */
import type { Finish } from "../../../core/catalogue/enums";
import type { Localised, Template } from "./fill";

export const RECYCLED: Template = {
  en: "Contains {pct} recycled content",
  de: "Enthält {pct} recyceltes Material",
  fr: "Contient {pct} de matière recyclée",
  it: "Contiene il {pct} di materiale riciclato",
  es: "Contiene un {pct} de material reciclado",
  nl: "Bevat {pct} gerecycled materiaal",
  ja: "リサイクル材を{pct}含有",
  zh: "含{pct}再生材料",
  ru: "Содержит {pct} вторичного сырья",
};

export const NEOQ: Template = {
  en: "NeoQ recycled: made with post-consumer recycled material",
  de: "NeoQ recycled: hergestellt mit Post-Consumer-Rezyklat",
  fr: "NeoQ recycled : fabriqué avec des matières recyclées post-consommation",
  it: "NeoQ recycled: realizzato con materiale riciclato post-consumo",
  es: "NeoQ recycled: fabricado con material reciclado posconsumo",
  nl: "NeoQ recycled: gemaakt met post-consumer gerecycled materiaal",
  ja: "NeoQリサイクル：使用済み製品由来の再生材を使用",
  zh: "NeoQ再生：采用消费后再生材料制造",
  ru: "NeoQ recycled: изготовлено с использованием вторичного сырья",
};

export const VEINED: Template = {
  en: "Natural-looking veins that continue across joints",
  de: "Natürlich wirkende Äderung, die über Fugen hinweg verläuft",
  fr: "Veinage d'aspect naturel qui se prolonge au-delà des joints",
  it: "Venature dall'aspetto naturale che proseguono oltre le giunture",
  es: "Vetas de aspecto natural que continúan a través de las juntas",
  nl: "Natuurlijk ogende aders die over de naden doorlopen",
  ja: "継ぎ目を越えて連続する自然な石目",
  zh: "纹理自然，可跨越接缝连续延伸",
  ru: "Естественные прожилки, продолжающиеся через швы",
};

export const FINISH: Template = {
  en: "Finish: {finish}",
  de: "Oberfläche: {finish}",
  fr: "Finition : {finish}",
  it: "Finitura: {finish}",
  es: "Acabado: {finish}",
  nl: "Afwerking: {finish}",
  ja: "仕上げ：{finish}",
  zh: "表面处理：{finish}",
  ru: "Отделка: {finish}",
};

export const FINISH_LABELS: Readonly<Record<Finish, Localised>> = {
  polished: { en: "polished", de: "poliert", fr: "polie", it: "lucidata", es: "pulido", nl: "gepolijst", ja: "ポリッシュ", zh: "抛光", ru: "полированная" },
  brushed: { en: "brushed", de: "gebürstet", fr: "brossée", it: "spazzolata", es: "cepillado", nl: "geborsteld", ja: "ブラッシュ", zh: "拉丝", ru: "брашированная" },
  leather: { en: "leather", de: "Lederstruktur", fr: "cuir", it: "effetto pelle", es: "efecto cuero", nl: "lederlook", ja: "レザー", zh: "皮革面", ru: "под кожу" },
  "velvet-touch": { en: "velvet touch", de: "samtmatt", fr: "toucher velours", it: "effetto velluto", es: "tacto terciopelo", nl: "fluweelzacht", ja: "ベルベットタッチ", zh: "丝绒触感", ru: "бархатистая" },
  matte: { en: "matte", de: "matt", fr: "mate", it: "opaca", es: "mate", nl: "mat", ja: "マット", zh: "哑光", ru: "матовая" },
  gloss: { en: "gloss", de: "Hochglanz", fr: "brillante", it: "brillante", es: "brillante", nl: "hoogglans", ja: "光沢", zh: "亮光", ru: "глянцевая" },
};

export const SLAB_SIZE: Template = {
  en: "Slab size {slab}, thickness {thickness}",
  de: "Plattenformat {slab}, Stärke {thickness}",
  fr: "Format de tranche {slab}, épaisseur {thickness}",
  it: "Formato lastra {slab}, spessore {thickness}",
  es: "Formato de tabla {slab}, espesor {thickness}",
  nl: "Plaatformaat {slab}, dikte {thickness}",
  ja: "スラブサイズ{slab}、厚さ{thickness}",
  zh: "大板规格{slab}，厚度{thickness}",
  ru: "Формат слэба {slab}, толщина {thickness}",
};

export const ROLL_SIZE: Template = {
  en: "Roll size {width} × {length}, thickness {thickness}",
  de: "Rollenformat {width} × {length}, Stärke {thickness}",
  fr: "Rouleau de {width} × {length}, épaisseur {thickness}",
  it: "Rotolo da {width} × {length}, spessore {thickness}",
  es: "Rollo de {width} × {length}, espesor {thickness}",
  nl: "Rol van {width} × {length}, dikte {thickness}",
  ja: "ロールサイズ{width}×{length}、厚さ{thickness}",
  zh: "卷材规格{width}×{length}，厚度{thickness}",
  ru: "Рулон {width} × {length}, толщина {thickness}",
};

export const AIR_FREE: Template = {
  en: "Air-free adhesive channels for bubble-free application",
  de: "Air-Free-Klebstoffkanäle für eine blasenfreie Verklebung",
  fr: "Adhésif à canaux d'évacuation d'air pour une pose sans bulles",
  it: "Adesivo con canali air-free per un'applicazione senza bolle",
  es: "Adhesivo con canales air-free para una aplicación sin burbujas",
  nl: "Air-free lijmkanalen voor bellenvrije verwerking",
  ja: "エアフリー粘着剤で気泡のない施工",
  zh: "导气槽背胶，施工无气泡",
  ru: "Клеевой слой с воздушными каналами для нанесения без пузырей",
};

export const FIRE_RATING: Template = {
  en: "Fire rating {fire}",
  de: "Brandklasse {fire}",
  fr: "Classement au feu {fire}",
  it: "Classe di reazione al fuoco {fire}",
  es: "Clasificación al fuego {fire}",
  nl: "Brandclassificatie {fire}",
  ja: "防火性能 {fire}",
  zh: "防火等级{fire}",
  ru: "Класс пожарной безопасности {fire}",
};

export const CHEMICAL_RESISTANT: Template = {
  en: "Resistant to household chemicals and cleaning agents",
  de: "Beständig gegen Haushaltschemikalien und Reinigungsmittel",
  fr: "Résistant aux produits chimiques ménagers et aux détergents",
  it: "Resistente ai prodotti chimici domestici e ai detergenti",
  es: "Resistente a productos químicos domésticos y de limpieza",
  nl: "Bestand tegen huishoudchemicaliën en reinigingsmiddelen",
  ja: "家庭用化学品や洗剤に強い",
  zh: "耐家用化学品和清洁剂",
  ru: "Устойчив к бытовой химии и чистящим средствам",
};

export const CONSISTENT_COLOUR: Template = {
  en: "Consistent colour and gloss across batches",
  de: "Gleichbleibende Farbe und Glanz über alle Chargen",
  fr: "Teinte et brillance constantes d'un lot à l'autre",
  it: "Colore e brillantezza costanti tra i lotti",
  es: "Color y brillo constantes entre lotes",
  nl: "Constante kleur en glans over alle partijen",
  ja: "ロット間で色と光沢が安定",
  zh: "各批次颜色和光泽一致",
  ru: "Стабильный цвет и блеск от партии к партии",
};

export const EDGE_BANDING: Template = {
  en: "Matching edge banding available",
  de: "Passende Kantenbänder erhältlich",
  fr: "Chants assortis disponibles",
  it: "Bordi coordinati disponibili",
  es: "Cantos a juego disponibles",
  nl: "Bijpassende kantenband leverbaar",
  ja: "同柄のエッジバンドもご用意",
  zh: "提供配套封边条",
  ru: "Доступна кромка в тон",
};

export const THICKNESS: Template = {
  en: "Thickness {thickness}",
  de: "Stärke {thickness}",
  fr: "Épaisseur {thickness}",
  it: "Spessore {thickness}",
  es: "Espesor {thickness}",
  nl: "Dikte {thickness}",
  ja: "厚さ{thickness}",
  zh: "厚度{thickness}",
  ru: "Толщина {thickness}",
};
