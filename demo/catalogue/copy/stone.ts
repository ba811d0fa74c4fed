/** VIATERA quartz and TERACANTO porcelain copy. */
import type { Template } from "./fill";

export const VIATERA_DESCRIPTIONS: readonly Template[] = [
  {
    en: "{name} from the VIATERA {collection} collection is an engineered quartz surface of about 93% natural quartz. Supplied in {thickness} slabs of {slab}, it resists stains and scratches on kitchen worktops, islands and vanities.",
    de: "{name} aus der VIATERA-Kollektion {collection} ist eine Quarzwerkstoff-Oberfläche mit rund 93 % natürlichem Quarz. Geliefert als Platten in {thickness} im Format {slab}, widersteht sie Flecken und Kratzern auf Arbeitsplatten, Kochinseln und Waschtischen.",
    fr: "{name}, de la collection VIATERA {collection}, est une surface en quartz reconstitué composée d'environ 93 % de quartz naturel. Livrée en tranches de {thickness} au format {slab}, elle résiste aux taches et aux rayures sur les plans de travail, îlots et plans vasques.",
    it: "{name}, della collezione VIATERA {collection}, è una superficie in quarzo composito con circa il 93% di quarzo naturale. Fornita in lastre da {thickness} nel formato {slab}, resiste a macchie e graffi su piani cucina, isole e top bagno.",
    es: "{name}, de la colección VIATERA {collection}, es una superficie de cuarzo aglomerado con aproximadamente un 93 % de cuarzo natural. Suministrada en tablas de {thickness} con formato {slab}, resiste manchas y arañazos en encimeras, islas y lavabos.",
    nl: "{name} uit de VIATERA-collectie {collection} is een composiet kwartsoppervlak met circa 93% natuurlijk kwarts. Geleverd in platen van {thickness} in het formaat {slab}, bestand tegen vlekken en krassen op werkbladen, kookeilanden en wastafelmeubels.",
    ja: "VIATERA「{collection}」コレクションの{name}は、天然クォーツを約93%含むエンジニアドクォーツです。厚さ{thickness}、サイズ{slab}のスラブで供給され、キッチンカウンター、アイランド、洗面台で汚れや傷に強い性能を発揮します。",
    zh: "VIATERA {collection}系列的{name}是一款含约93%天然石英的人造石英石台面。以{thickness}厚、{slab}规格的大板供货，在厨房台面、中岛和浴室台面上耐污耐刮。",
    ru: "{name} из коллекции VIATERA {collection} — поверхность из кварцевого агломерата, содержащая около 93 % природного кварца. Поставляется слэбами толщиной {thickness} формата {slab} и устойчива к пятнам и царапинам на столешницах, островах и в ванных комнатах.",
  },
  {
    en: "{name} brings the look of natural stone to homes and commercial interiors without the upkeep. The non-porous {thickness} slab of the {collection} collection never needs sealing and is easy to clean with mild soap and water.",
    de: "{name} bringt die Optik von Naturstein in Wohn- und Geschäftsräume – ohne den Pflegeaufwand. Die porenfreie Platte der Kollektion {collection} in {thickness} muss nie versiegelt werden und lässt sich mit milder Seifenlauge reinigen.",
    fr: "{name} apporte l'aspect de la pierre naturelle aux intérieurs résidentiels et commerciaux, sans l'entretien. La tranche non poreuse de {thickness} de la collection {collection} ne nécessite aucun traitement d'imperméabilisation et se nettoie à l'eau savonneuse.",
    it: "{name} porta l'aspetto della pietra naturale negli interni residenziali e commerciali, senza la relativa manutenzione. La lastra non porosa da {thickness} della collezione {collection} non richiede mai trattamenti sigillanti e si pulisce con acqua e sapone neutro.",
    es: "{name} aporta el aspecto de la piedra natural a viviendas e interiores comerciales sin su mantenimiento. La tabla no porosa de {thickness} de la colección {collection} nunca necesita sellado y se limpia con agua y jabón suave.",
    nl: "{name} brengt de uitstraling van natuursteen in woningen en commerciële interieurs, zonder het onderhoud. De niet-poreuze plaat van {thickness} uit de collectie {collection} hoeft nooit geïmpregneerd te worden en is eenvoudig te reinigen met water en milde zeep.",
    ja: "{name}は、天然石の風合いを住宅や商業空間に、手間のかかるメンテナンスなしでもたらします。「{collection}」コレクションの厚さ{thickness}の非多孔質スラブはシーリングが不要で、中性洗剤と水で簡単にお手入れできます。",
    zh: "{name}为住宅和商业空间带来天然石材的质感，却无需繁琐保养。{collection}系列{thickness}厚的无孔大板无需密封处理，用温和的肥皂水即可轻松清洁。",
    ru: "{name} привносит в жилые и коммерческие интерьеры облик натурального камня без хлопот по уходу. Непористый слэб коллекции {collection} толщиной {thickness} не требует пропитки и легко очищается мягким мыльным раствором.",
  },
];

export const VIATERA_FEATURES: readonly Template[] = [
  { en: "Non-porous: no sealing required", de: "Porenfrei: keine Versiegelung erforderlich", fr: "Non poreux : aucun traitement d'imperméabilisation nécessaire", it: "Non poroso: nessuna sigillatura necessaria", es: "No poroso: no requiere sellado", nl: "Niet-poreus: impregneren is niet nodig", ja: "非多孔質：シーリング不要", zh: "无孔结构：无需密封处理", ru: "Непористый: не требует пропитки" },
  { en: "High resistance to scratches, stains and impact", de: "Hohe Beständigkeit gegen Kratzer, Flecken und Stöße", fr: "Grande résistance aux rayures, aux taches et aux chocs", it: "Elevata resistenza a graffi, macchie e urti", es: "Alta resistencia a arañazos, manchas e impactos", nl: "Zeer bestand tegen krassen, vlekken en stoten", ja: "傷、汚れ、衝撃に強い", zh: "高度耐刮、耐污、抗冲击", ru: "Высокая стойкость к царапинам, пятнам и ударам" },
  { en: "NSF certified for food-contact surfaces", de: "NSF-zertifiziert für Oberflächen mit Lebensmittelkontakt", fr: "Certifié NSF pour les surfaces en contact avec les aliments", it: "Certificato NSF per superfici a contatto con alimenti", es: "Certificado NSF para superficies en contacto con alimentos", nl: "NSF-gecertificeerd voor oppervlakken die met voedsel in contact komen", ja: "食品接触面としてNSF認証取得", zh: "获NSF食品接触表面认证", ru: "Сертификат NSF для поверхностей, контактирующих с пищевыми продуктами" },
  { en: "GREENGUARD Gold certified for low emissions", de: "GREENGUARD-Gold-zertifiziert für geringe Emissionen", fr: "Certifié GREENGUARD Gold pour de faibles émissions", it: "Certificato GREENGUARD Gold per basse emissioni", es: "Certificado GREENGUARD Gold por bajas emisiones", nl: "GREENGUARD Gold-gecertificeerd voor lage emissies", ja: "低放散性能でGREENGUARD Gold認証取得", zh: "获GREENGUARD金级低排放认证", ru: "Сертификат GREENGUARD Gold по низкому уровню эмиссии" },
  { en: "Backed by a limited residential warranty", de: "Mit beschränkter Garantie für den Wohnbereich", fr: "Garantie limitée pour les installations résidentielles", it: "Garanzia limitata per installazioni residenziali", es: "Garantía limitada para instalaciones residenciales", nl: "Beperkte garantie voor residentiële toepassingen", ja: "住宅用途向け限定保証付き", zh: "提供住宅应用有限质保", ru: "Ограниченная гарантия для жилых помещений" },
  { en: "Consistent colour from slab to slab", de: "Gleichbleibende Farbe von Platte zu Platte", fr: "Teinte homogène d'une tranche à l'autre", it: "Colore uniforme da lastra a lastra", es: "Color uniforme de una tabla a otra", nl: "Consistente kleur van plaat tot plaat", ja: "スラブ間で色調が均一", zh: "不同大板间颜色一致", ru: "Стабильный цвет от слэба к слэбу" },
];

export const BOOKMATCH: Template = {
  en: "Bookmatched slabs for mirrored vein patterns",
  de: "Bookmatch-Platten für spiegelbildliche Äderung",
  fr: "Tranches en bookmatch pour un veinage en miroir",
  it: "Lastre a macchia aperta per venature speculari",
  es: "Tablas en bookmatch para vetas en espejo",
  nl: "Bookmatched platen voor gespiegelde adering",
  ja: "ブックマッチ仕様で鏡面対称の石目",
  zh: "对纹大板，纹理镜像对称",
  ru: "Слэбы bookmatch с зеркальным рисунком прожилок",
};

export const THRU_VEIN: Template = {
  en: "Thru-vein technology: the pattern runs through the full thickness, so edges match the surface",
  de: "Thru-Vein-Technologie: Die Äderung verläuft durch die gesamte Stärke, Kanten passen zur Oberfläche",
  fr: "Technologie thru-vein : le veinage traverse toute l'épaisseur, les chants s'accordent à la surface",
  it: "Tecnologia thru-vein: la venatura attraversa l'intero spessore, i bordi si accordano con la superficie",
  es: "Tecnología thru-vein: la veta atraviesa todo el espesor y los cantos coinciden con la superficie",
  nl: "Thru-vein-technologie: de adering loopt door de volle dikte, zodat randen aansluiten op het oppervlak",
  ja: "スルーベイン技術：柄が全厚を貫通し、エッジも表面と一体の表情に",
  zh: "通体纹理技术：纹理贯穿整个厚度，边缘与表面一致",
  ru: "Технология thru-vein: рисунок проходит через всю толщину, кромки совпадают с поверхностью",
};

export const TERACANTO_DESCRIPTIONS: readonly Template[] = [
  {
    en: "{name} is a sintered porcelain slab from the TERACANTO {collection} collection. Fired at over 1,200 °C, the {thickness} slab of {slab} resists heat, UV light and frost, indoors and out.",
    de: "{name} ist eine gesinterte Feinsteinzeugplatte aus der TERACANTO-Kollektion {collection}. Bei über 1.200 °C gebrannt, ist die Platte in {thickness} und im Format {slab} hitze-, UV- und frostbeständig – innen wie außen.",
    fr: "{name} est une dalle en céramique frittée de la collection TERACANTO {collection}. Cuite à plus de 1 200 °C, la dalle de {thickness} au format {slab} résiste à la chaleur, aux UV et au gel, en intérieur comme en extérieur.",
    it: "{name} è una lastra in gres porcellanato sinterizzato della collezione TERACANTO {collection}. Cotta a oltre 1.200 °C, la lastra da {thickness} nel formato {slab} resiste a calore, raggi UV e gelo, in interni ed esterni.",
    es: "{name} es una tabla de porcelánico sinterizado de la colección TERACANTO {collection}. Cocida a más de 1.200 °C, la tabla de {thickness} y formato {slab} resiste el calor, los rayos UV y las heladas, en interior y exterior.",
    nl: "{name} is een gesinterde keramische plaat uit de TERACANTO-collectie {collection}. Gebakken op meer dan 1.200 °C is de plaat van {thickness} in het formaat {slab} bestand tegen hitte, UV-licht en vorst, binnen en buiten.",
    ja: "{name}は、TERACANTO「{collection}」コレクションの焼結ポーセリンスラブです。1,200 °C以上で焼成された厚さ{thickness}、サイズ{slab}のスラブは、屋内外で熱、紫外線、凍結に強さを発揮します。",
    zh: "{name}是TERACANTO {collection}系列的烧结岩板。经1,200 °C以上高温烧制，{thickness}厚、{slab}规格的岩板耐高温、抗紫外线、抗冻，适用于室内外。",
    ru: "{name} — спечённая керамогранитная плита из коллекции TERACANTO {collection}. Обожжённая при температуре свыше 1200 °C, плита толщиной {thickness} и форматом {slab} устойчива к нагреву, ультрафиолету и морозу внутри и снаружи помещений.",
  },
  {
    en: "With the depth of natural stone and the precision of porcelain, {name} suits worktops, wall cladding, flooring and façades. The {collection} collection offers large, consistent {thickness} slabs that are easy to clean.",
    de: "Mit der Tiefe von Naturstein und der Präzision von Feinsteinzeug eignet sich {name} für Arbeitsplatten, Wandverkleidungen, Böden und Fassaden. Die Kollektion {collection} bietet große, gleichmäßige Platten in {thickness}, die sich leicht reinigen lassen.",
    fr: "Alliant la profondeur de la pierre naturelle à la précision de la céramique, {name} convient aux plans de travail, aux revêtements muraux, aux sols et aux façades. La collection {collection} propose de grandes dalles homogènes de {thickness}, faciles à nettoyer.",
    it: "Con la profondità della pietra naturale e la precisione del gres porcellanato, {name} è adatta a piani di lavoro, rivestimenti, pavimenti e facciate. La collezione {collection} offre lastre grandi e uniformi da {thickness}, facili da pulire.",
    es: "Con la profundidad de la piedra natural y la precisión del porcelánico, {name} es adecuada para encimeras, revestimientos, suelos y fachadas. La colección {collection} ofrece tablas grandes y uniformes de {thickness}, fáciles de limpiar.",
    nl: "Met de diepte van natuursteen en de precisie van keramiek is {name} geschikt voor werkbladen, wandbekleding, vloeren en gevels. De collectie {collection} biedt grote, gelijkmatige platen van {thickness} die eenvoudig te reinigen zijn.",
    ja: "天然石の奥行きとポーセリンの精度を兼ね備えた{name}は、カウンタートップ、壁面、床、ファサードに適しています。「{collection}」コレクションは、お手入れが簡単な均質で大判の厚さ{thickness}スラブを揃えています。",
    zh: "{name}兼具天然石材的层次感与陶瓷的精准度，适用于台面、墙面、地面和建筑立面。{collection}系列提供尺寸大、品质均一且易于清洁的{thickness}厚岩板。",
    ru: "Сочетая глубину натурального камня и точность керамогранита, {name} подходит для столешниц, облицовки стен, полов и фасадов. Коллекция {collection} предлагает большие однородные плиты толщиной {thickness}, которые легко чистить.",
  },
];

export const TERACANTO_FEATURES: readonly Template[] = [
  { en: "Heat resistant: hot pans can be placed directly on the surface", de: "Hitzebeständig: Heiße Töpfe können direkt abgestellt werden", fr: "Résistant à la chaleur : les casseroles chaudes peuvent être posées directement", it: "Resistente al calore: le pentole calde si possono appoggiare direttamente", es: "Resistente al calor: se pueden apoyar directamente ollas calientes", nl: "Hittebestendig: hete pannen kunnen direct op het oppervlak", ja: "耐熱性：熱い鍋を直接置けます", zh: "耐高温：热锅可直接放置", ru: "Термостойкость: горячую посуду можно ставить прямо на поверхность" },
  { en: "UV-stable and frost-resistant for outdoor kitchens and façades", de: "UV-stabil und frostbeständig für Außenküchen und Fassaden", fr: "Stable aux UV et résistant au gel pour cuisines extérieures et façades", it: "Stabile ai raggi UV e resistente al gelo per cucine esterne e facciate", es: "Estable a los rayos UV y resistente a las heladas para cocinas exteriores y fachadas", nl: "UV-stabiel en vorstbestendig voor buitenkeukens en gevels", ja: "紫外線に安定し凍結にも強く、屋外キッチンやファサードに対応", zh: "抗紫外线、耐冻，适用于户外厨房和建筑立面", ru: "Устойчив к УФ и морозу — для уличных кухонь и фасадов" },
  { en: "Scratch-resistant surface with near-zero water absorption", de: "Kratzfeste Oberfläche mit nahezu keiner Wasseraufnahme", fr: "Surface résistante aux rayures, à absorption d'eau quasi nulle", it: "Superficie antigraffio con assorbimento d'acqua quasi nullo", es: "Superficie resistente a los arañazos con absorción de agua casi nula", nl: "Krasbestendig oppervlak met vrijwel geen wateropname", ja: "傷に強く、吸水率はほぼゼロ", zh: "表面耐刮，吸水率近乎为零", ru: "Стойкая к царапинам поверхность с почти нулевым водопоглощением" },
  { en: "Made from natural minerals without resins", de: "Aus natürlichen Mineralien, ohne Harze", fr: "Composé de minéraux naturels, sans résine", it: "Realizzato con minerali naturali, senza resine", es: "Fabricado con minerales naturales sin resinas", nl: "Gemaakt van natuurlijke mineralen zonder harsen", ja: "樹脂を使わない天然鉱物製", zh: "采用天然矿物制成，不含树脂", ru: "Изготовлен из природных минералов без смол" },
  { en: "Non-combustible: Euroclass A1 fire reaction", de: "Nicht brennbar: Brandverhalten Euroklasse A1", fr: "Incombustible : réaction au feu Euroclasse A1", it: "Incombustibile: reazione al fuoco Euroclasse A1", es: "Incombustible: reacción al fuego Euroclase A1", nl: "Onbrandbaar: brandklasse Euroklasse A1", ja: "不燃材：防火性能ユーロクラスA1", zh: "不燃材料：防火等级欧洲A1级", ru: "Негорючий: класс пожарной безопасности Euroclass A1" },
];
