/** HIMACS solid surface copy, with the figures of spec §9 (warranty, fire class, emissions). */
import type { Template } from "./fill";

export const HIMACS_DESCRIPTIONS: readonly Template[] = [
  {
    en: "{name} is a colour from the HIMACS {collection} collection of solid surface, supplied as {thickness} sheets. Joints are virtually invisible, and the non-porous material can be thermoformed into seamless shapes for kitchens, bathrooms and public spaces.",
    de: "{name} ist ein Farbton der HIMACS-Kollektion {collection} aus Mineralwerkstoff, erhältlich als Platten in {thickness}. Fugen sind nahezu unsichtbar, und das porenfreie Material lässt sich thermisch zu fugenlosen Formen für Küchen, Bäder und öffentliche Räume verformen.",
    fr: "{name} est une teinte de la collection {collection} de la surface solide HIMACS, livrée en plaques de {thickness}. Les joints sont pratiquement invisibles et ce matériau non poreux se thermoforme en formes continues pour cuisines, salles de bains et espaces publics.",
    it: "{name} è una tinta della collezione {collection} di HIMACS solid surface, fornita in lastre da {thickness}. Le giunture sono praticamente invisibili e il materiale non poroso si può termoformare in forme continue per cucine, bagni e spazi pubblici.",
    es: "{name} es un color de la colección {collection} de la superficie sólida HIMACS, suministrado en planchas de {thickness}. Las juntas son prácticamente invisibles y el material no poroso puede termoformarse en formas continuas para cocinas, baños y espacios públicos.",
    nl: "{name} is een kleur uit de HIMACS-collectie {collection} van solid surface, geleverd als platen van {thickness}. Naden zijn vrijwel onzichtbaar en het niet-poreuze materiaal laat zich thermisch vervormen tot naadloze vormen voor keukens, badkamers en openbare ruimtes.",
    ja: "{name}は、HIMACSソリッドサーフェス「{collection}」コレクションのカラーで、厚さ{thickness}のシートで供給されます。継ぎ目はほとんど目立たず、非多孔質の素材は熱成形によりキッチン、バスルーム、公共空間のシームレスな造形に対応します。",
    zh: "{name}是HIMACS实体面材{collection}系列的一款颜色，以{thickness}厚板材供货。接缝几乎不可见，无孔材料可热弯成型，打造厨房、浴室和公共空间的无缝造型。",
    ru: "{name} — цвет коллекции {collection} из искусственного камня HIMACS, поставляется листами толщиной {thickness}. Швы практически незаметны, а непористый материал поддаётся термоформовке в бесшовные формы для кухонь, ванных комнат и общественных пространств.",
  },
  {
    en: "{name} from the HIMACS {collection} collection brings the durability of acrylic solid surface to worktops, furniture and wall cladding. At {thickness} it is easy to fabricate and repair, and it is backed by a 15-year transferable warranty.",
    de: "{name} aus der HIMACS-Kollektion {collection} bringt die Langlebigkeit von acrylgebundenem Mineralwerkstoff auf Arbeitsplatten, Möbel und Wandverkleidungen. In {thickness} lässt sich das Material leicht verarbeiten und reparieren; es ist durch eine übertragbare 15-Jahres-Garantie abgesichert.",
    fr: "{name}, de la collection HIMACS {collection}, apporte la durabilité de la surface solide acrylique aux plans de travail, au mobilier et aux revêtements muraux. En {thickness}, le matériau se façonne et se répare facilement, et il bénéficie d'une garantie transférable de 15 ans.",
    it: "{name}, della collezione HIMACS {collection}, porta la durata del solid surface acrilico su piani di lavoro, arredi e rivestimenti murali. Nello spessore di {thickness} si lavora e si ripara con facilità ed è coperto da una garanzia trasferibile di 15 anni.",
    es: "{name}, de la colección HIMACS {collection}, aporta la durabilidad de la superficie sólida acrílica a encimeras, mobiliario y revestimientos de pared. Con {thickness} de espesor es fácil de transformar y reparar, y cuenta con una garantía transferible de 15 años.",
    nl: "{name} uit de HIMACS-collectie {collection} brengt de duurzaamheid van acryl solid surface naar werkbladen, meubels en wandbekleding. In {thickness} is het eenvoudig te bewerken en te herstellen, met een overdraagbare garantie van 15 jaar.",
    ja: "HIMACS「{collection}」コレクションの{name}は、アクリル系ソリッドサーフェスの耐久性をカウンタートップ、家具、壁面仕上げにもたらします。厚さ{thickness}で加工や補修が容易で、譲渡可能な15年保証が付いています。",
    zh: "来自HIMACS {collection}系列的{name}，将亚克力实体面材的耐用性带到台面、家具和墙面装饰中。{thickness}厚度易于加工和修复，并享有可转让的15年质保。",
    ru: "{name} из коллекции HIMACS {collection} переносит долговечность акрилового искусственного камня на столешницы, мебель и облицовку стен. При толщине {thickness} материал легко обрабатывать и ремонтировать, на него действует передаваемая гарантия 15 лет.",
  },
];

export const HIMACS_SHEET: Template = {
  en: "Available in {thickness} sheets of {size}",
  de: "Erhältlich als Platten in {thickness}, Format {size}",
  fr: "Disponible en plaques de {thickness}, format {size}",
  it: "Disponibile in lastre da {thickness}, formato {size}",
  es: "Disponible en planchas de {thickness}, formato {size}",
  nl: "Leverbaar als platen van {thickness}, formaat {size}",
  ja: "厚さ{thickness}、サイズ{size}のシートで供給",
  zh: "提供{thickness}厚、{size}规格板材",
  ru: "Листы толщиной {thickness}, формат {size}",
};

export const NON_POROUS: Template = {
  en: "Non-porous and hygienic: liquids and bacteria cannot penetrate",
  de: "Porenfrei und hygienisch: Flüssigkeiten und Bakterien dringen nicht ein",
  fr: "Non poreux et hygiénique : les liquides et les bactéries ne pénètrent pas",
  it: "Non poroso e igienico: liquidi e batteri non penetrano",
  es: "No poroso e higiénico: los líquidos y las bacterias no penetran",
  nl: "Niet-poreus en hygiënisch: vloeistoffen en bacteriën dringen niet binnen",
  ja: "非多孔質で衛生的：液体や細菌が浸透しません",
  zh: "无孔且卫生：液体和细菌无法渗入",
  ru: "Непористый и гигиеничный: жидкости и бактерии не проникают внутрь",
};

export const FIFTEEN_YEAR_WARRANTY: Template = {
  en: "15-year transferable limited warranty",
  de: "Übertragbare beschränkte Garantie von 15 Jahren",
  fr: "Garantie limitée transférable de 15 ans",
  it: "Garanzia limitata trasferibile di 15 anni",
  es: "Garantía limitada transferible de 15 años",
  nl: "Overdraagbare beperkte garantie van 15 jaar",
  ja: "譲渡可能な15年間の限定保証",
  zh: "可转让的15年有限质保",
  ru: "Передаваемая ограниченная гарантия 15 лет",
};

export const RENEWABLE: Template = {
  en: "Renewable surface: scratches can be sanded out on site",
  de: "Erneuerbare Oberfläche: Kratzer lassen sich vor Ort ausschleifen",
  fr: "Surface rénovable : les rayures se poncent sur place",
  it: "Superficie rinnovabile: i graffi si eliminano con la levigatura in loco",
  es: "Superficie renovable: los arañazos se eliminan lijando in situ",
  nl: "Herstelbaar oppervlak: krassen worden ter plaatse weggeschuurd",
  ja: "表面は再生可能：傷は現場で研磨して除去できます",
  zh: "表面可翻新：划痕可现场打磨去除",
  ru: "Обновляемая поверхность: царапины удаляются шлифовкой на месте",
};

export const HIMACS_FEATURES: readonly Template[] = [
  NON_POROUS,
  FIFTEEN_YEAR_WARRANTY,
  RENEWABLE,
  {
    en: "Inconspicuous joints for seamless designs",
    de: "Nahezu unsichtbare Fugen für fugenlose Gestaltung",
    fr: "Joints quasi invisibles pour des réalisations sans couture",
    it: "Giunture invisibili per progetti senza soluzione di continuità",
    es: "Juntas imperceptibles para diseños sin costuras",
    nl: "Vrijwel onzichtbare naden voor naadloze ontwerpen",
    ja: "目立たない継ぎ目でシームレスなデザインを実現",
    zh: "接缝隐形，实现无缝设计",
    ru: "Незаметные швы для бесшовных решений",
  },
  {
    en: "DIN class B1 fire rating, tested for all colours at {b1Thickness}",
    de: "Brandschutzklasse B1 nach DIN, geprüft für alle Farben in {b1Thickness}",
    fr: "Classement au feu DIN B1, testé pour tous les coloris en {b1Thickness}",
    it: "Classe di reazione al fuoco DIN B1, testata per tutti i colori a {b1Thickness}",
    es: "Clasificación al fuego DIN B1, ensayada para todos los colores en {b1Thickness}",
    nl: "Brandklasse B1 volgens DIN, getest voor alle kleuren in {b1Thickness}",
    ja: "DIN B1防火等級、全色{b1Thickness}で試験済み",
    zh: "通过DIN B1级防火测试，适用于所有{b1Thickness}颜色",
    ru: "Класс пожарной безопасности DIN B1, испытано для всех цветов толщиной {b1Thickness}",
  },
  {
    en: "Thermoformable into three-dimensional shapes",
    de: "Thermisch verformbar zu dreidimensionalen Formen",
    fr: "Thermoformable en formes tridimensionnelles",
    it: "Termoformabile in forme tridimensionali",
    es: "Termoformable en formas tridimensionales",
    nl: "Thermisch vervormbaar tot driedimensionale vormen",
    ja: "熱成形で立体的な形状に加工可能",
    zh: "可热弯成型为三维造型",
    ru: "Термоформуется в объёмные формы",
  },
  {
    en: "Made in plants that have cut greenhouse gas emissions by 15,000 tons per year since 2008",
    de: "Hergestellt in Werken, die ihre Treibhausgasemissionen seit 2008 um 15.000 Tonnen pro Jahr gesenkt haben",
    fr: "Fabriqué dans des usines qui ont réduit leurs émissions de gaz à effet de serre de 15 000 tonnes par an depuis 2008",
    it: "Prodotto in stabilimenti che dal 2008 hanno ridotto le emissioni di gas serra di 15.000 tonnellate all'anno",
    es: "Fabricado en plantas que desde 2008 han reducido sus emisiones de gases de efecto invernadero en 15.000 toneladas al año",
    nl: "Geproduceerd in fabrieken die de uitstoot van broeikasgassen sinds 2008 met 15.000 ton per jaar hebben verminderd",
    ja: "2008年以来、温室効果ガス排出量を年間15,000トン削減した工場で生産",
    zh: "生产工厂自2008年以来每年减少温室气体排放15,000吨",
    ru: "Производится на заводах, которые с 2008 года сократили выбросы парниковых газов на 15 000 тонн в год",
  },
];

export const LUCENT: Template = {
  en: "Semi-translucent: light passes through at {thickness}, ideal for backlit designs",
  de: "Halbtransluzent: Bei {thickness} scheint Licht hindurch, ideal für hinterleuchtete Gestaltungen",
  fr: "Semi-translucide : la lumière traverse l'épaisseur de {thickness}, idéal pour les réalisations rétroéclairées",
  it: "Semitraslucido: la luce attraversa lo spessore di {thickness}, ideale per progetti retroilluminati",
  es: "Semitranslúcido: la luz atraviesa el espesor de {thickness}, ideal para diseños retroiluminados",
  nl: "Semi-transparant: licht schijnt door {thickness} heen, ideaal voor ontwerpen met achtergrondverlichting",
  ja: "半透明：厚さ{thickness}でも光を透過し、バックライトを用いたデザインに最適",
  zh: "半透光：{thickness}厚度下可透光，适合背光设计",
  ru: "Полупрозрачный: при толщине {thickness} пропускает свет, идеален для решений с подсветкой",
};

export const EXTERIA: Template = {
  en: "Formulated for façades and outdoor furniture, with high UV and weather resistance",
  de: "Für Fassaden und Außenmöbel entwickelt, mit hoher UV- und Witterungsbeständigkeit",
  fr: "Formulé pour les façades et le mobilier extérieur, avec une haute résistance aux UV et aux intempéries",
  it: "Formulato per facciate e arredi esterni, con elevata resistenza ai raggi UV e agli agenti atmosferici",
  es: "Formulado para fachadas y mobiliario exterior, con alta resistencia a los rayos UV y a la intemperie",
  nl: "Ontwikkeld voor gevels en buitenmeubilair, met hoge UV- en weerbestendigheid",
  ja: "ファサードや屋外家具向けに開発された、高い耐候性・耐紫外線性",
  zh: "专为建筑立面和户外家具设计，具有优异的抗紫外线和耐候性能",
  ru: "Разработан для фасадов и уличной мебели, высокая стойкость к УФ-излучению и атмосферным воздействиям",
};
