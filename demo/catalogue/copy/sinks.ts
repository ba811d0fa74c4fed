/** Copy of sinks, washbasins, shower trays and baths (HIMACS and VIATERA). */
import type { SinkColour } from "../../../core/catalogue/enums";
import type { Localised, Template } from "./fill";

/** Sink names translate naturally: a model name and what the piece is. */
export const SINK_NAMES: Readonly<Record<"SINK" | "BOWL" | "SHOWER_TRAY" | "BATH", Template>> = {
  SINK: { en: "{model} Kitchen Sink", de: "{model} Küchenspüle", fr: "Évier {model}", it: "Lavello {model}", es: "Fregadero {model}", nl: "{model} keukenspoelbak", ja: "{model} キッチンシンク", zh: "{model} 厨房水槽", ru: "Кухонная мойка {model}" },
  BOWL: { en: "{model} Washbasin", de: "{model} Waschbecken", fr: "Vasque {model}", it: "Lavabo {model}", es: "Lavabo {model}", nl: "{model} waskom", ja: "{model} 洗面ボウル", zh: "{model} 洗手盆", ru: "Раковина {model}" },
  SHOWER_TRAY: { en: "{model} Shower Tray", de: "{model} Duschwanne", fr: "Receveur de douche {model}", it: "Piatto doccia {model}", es: "Plato de ducha {model}", nl: "{model} douchebak", ja: "{model} シャワートレイ", zh: "{model} 淋浴底盘", ru: "Душевой поддон {model}" },
  BATH: { en: "{model} Bath", de: "{model} Badewanne", fr: "Baignoire {model}", it: "Vasca {model}", es: "Bañera {model}", nl: "{model} bad", ja: "{model} バスタブ", zh: "{model} 浴缸", ru: "Ванна {model}" },
};

export const SINK_COLOUR_NAMES: Readonly<Record<SinkColour, Localised>> = {
  "arctic-white": { en: "Arctic White", de: "Arktisweiß", fr: "blanc arctique", it: "bianco artico", es: "blanco ártico", nl: "arctisch wit", ja: "アークティックホワイト", zh: "极地白", ru: "арктический белый" },
  "ivory-white": { en: "Ivory White", de: "Elfenbeinweiß", fr: "blanc ivoire", it: "bianco avorio", es: "blanco marfil", nl: "ivoorwit", ja: "アイボリーホワイト", zh: "象牙白", ru: "слоновая кость" },
  cream: { en: "Cream", de: "Creme", fr: "crème", it: "crema", es: "crema", nl: "crème", ja: "クリーム", zh: "奶油色", ru: "кремовый" },
  almond: { en: "Almond", de: "Mandel", fr: "amande", it: "mandorla", es: "almendra", nl: "amandel", ja: "アーモンド", zh: "杏仁色", ru: "миндальный" },
};

export const SINK_DESCRIPTIONS: readonly Template[] = [
  {
    en: "{name} in {colour}, cast in {brand}: {overall} overall, with inner dimensions of {inner}. It bonds seamlessly to {brand} worktops and wall panels, leaving no joints where dirt or bacteria can collect.",
    de: "{name} in {colour}, gefertigt aus {brand}: Außenmaße {overall}, Innenmaße {inner}. Nahtlos mit {brand}-Arbeitsplatten und -Wandverkleidungen verbunden, bleiben keine Fugen, in denen sich Schmutz oder Bakterien festsetzen können.",
    fr: "{name} coloris {colour}, en {brand} : dimensions extérieures {overall}, dimensions intérieures {inner}. L'assemblage sans joint aux plans de travail et panneaux muraux {brand} ne laisse aucun interstice où saleté et bactéries pourraient s'accumuler.",
    it: "{name} color {colour}, in {brand}: dimensioni esterne {overall}, dimensioni interne {inner}. L'unione senza giunture con piani e rivestimenti {brand} non lascia fessure in cui possano accumularsi sporco o batteri.",
    es: "{name} en color {colour}, de {brand}: dimensiones exteriores {overall} e interiores {inner}. La unión sin juntas con encimeras y paneles de pared {brand} no deja ranuras donde se acumulen suciedad o bacterias.",
    nl: "{name} in {colour}, van {brand}: buitenmaten {overall}, binnenmaten {inner}. De naadloze verbinding met {brand}-werkbladen en -wandpanelen laat geen voegen achter waarin vuil of bacteriën zich kunnen ophopen.",
    ja: "{colour}の{name}は{brand}製で、外寸{overall}、内寸{inner}です。{brand}のカウンターやウォールパネルと継ぎ目なく一体化し、汚れや細菌がたまる隙間を残しません。",
    zh: "{colour}{name}采用{brand}制成，外部尺寸{overall}，内部尺寸{inner}。可与{brand}台面和墙板无缝拼接，不留藏污纳垢的缝隙。",
    ru: "{name}, цвет «{colour}», из {brand}: внешние размеры {overall}, внутренние {inner}. Бесшовное соединение со столешницами и стеновыми панелями {brand} не оставляет щелей, где могут скапливаться грязь и бактерии.",
  },
  {
    en: "{name}: cast in one piece from non-porous {brand}, it resists stains and everyday wear, and its smooth {colour} surface is simple to keep hygienic. Overall dimensions: {overall}.",
    de: "{name}: in einem Stück aus porenfreiem {brand} gegossen, fleckenbeständig und strapazierfähig; die glatte Oberfläche in {colour} lässt sich mühelos hygienisch sauber halten. Außenmaße: {overall}.",
    fr: "{name} : une seule pièce moulée en {brand} non poreux, résistante aux taches et à l'usure quotidienne, dont la surface lisse {colour} reste facile à garder hygiénique. Dimensions extérieures : {overall}.",
    it: "{name}: un unico pezzo in {brand} non poroso, resistente alle macchie e all'usura quotidiana, con una superficie liscia color {colour} facile da mantenere igienica. Dimensioni esterne: {overall}.",
    es: "{name}: una sola pieza de {brand} no poroso, resistente a las manchas y al desgaste diario, con una superficie lisa en {colour} fácil de mantener higiénica. Dimensiones exteriores: {overall}.",
    nl: "{name}: in één stuk gegoten uit niet-poreus {brand}, bestand tegen vlekken en dagelijkse slijtage, met een glad oppervlak in {colour} dat eenvoudig hygiënisch te houden is. Buitenmaten: {overall}.",
    ja: "{name}は非多孔質の{brand}で一体成形され、汚れや日常の摩耗に強く、なめらかな{colour}の表面を簡単に衛生的に保てます。外寸：{overall}。",
    zh: "{name}采用无孔{brand}一体浇铸成型，耐污耐磨，{colour}表面光滑，易于保持卫生。外部尺寸：{overall}。",
    ru: "{name}: цельное изделие из непористого {brand}, устойчивое к пятнам и повседневному износу; гладкую поверхность цвета «{colour}» легко содержать в чистоте. Внешние размеры: {overall}.",
  },
];

export const SINK_DIMENSIONS: Template = {
  en: "Overall {overall}; inner {inner}",
  de: "Außenmaße {overall}; Innenmaße {inner}",
  fr: "Dimensions extérieures {overall} ; intérieures {inner}",
  it: "Dimensioni esterne {overall}; interne {inner}",
  es: "Dimensiones exteriores {overall}; interiores {inner}",
  nl: "Buitenmaten {overall}; binnenmaten {inner}",
  ja: "外寸{overall}、内寸{inner}",
  zh: "外部尺寸{overall}；内部尺寸{inner}",
  ru: "Внешние размеры {overall}; внутренние {inner}",
};

export const ADA: Template = {
  en: "ADA compliant",
  de: "ADA-konform (barrierefrei nach US-Norm)",
  fr: "Conforme à l'ADA (accessibilité)",
  it: "Conforme ADA (accessibilità)",
  es: "Conforme a la ADA (accesibilidad)",
  nl: "ADA-conform (toegankelijkheid)",
  ja: "ADA（米国障害者法）準拠",
  zh: "符合ADA无障碍标准",
  ru: "Соответствует требованиям ADA (доступность)",
};

export const SEAMLESS_INTEGRATION: Template = {
  en: "Seamless integration with worktops",
  de: "Fugenlose Integration in Arbeitsplatten",
  fr: "Intégration sans joint dans les plans de travail",
  it: "Integrazione senza giunture nei piani di lavoro",
  es: "Integración sin juntas en encimeras",
  nl: "Naadloze integratie in werkbladen",
  ja: "カウンターと継ぎ目なく一体化",
  zh: "与台面无缝集成",
  ru: "Бесшовная интеграция в столешницы",
};
