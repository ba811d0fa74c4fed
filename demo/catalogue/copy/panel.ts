/** BORTE panel copy. */
import type { Template } from "./fill";

export const BORTE_DESCRIPTIONS: readonly Template[] = [
  {
    en: "{name} is a BORTE decorative panel from the {collection} collection, {thickness} thick and supplied in {size} boards. Its surface brings a refined finish to kitchen fronts, wardrobes and wall panelling.",
    de: "{name} ist eine dekorative BORTE-Platte aus der Kollektion {collection}, {thickness} stark und im Format {size} erhältlich. Ihre Oberfläche verleiht Küchenfronten, Schränken und Wandverkleidungen ein edles Finish.",
    fr: "{name} est un panneau décoratif BORTE de la collection {collection}, d'une épaisseur de {thickness}, livré au format {size}. Sa surface apporte une finition raffinée aux façades de cuisine, dressings et lambris muraux.",
    it: "{name} è un pannello decorativo BORTE della collezione {collection}, spesso {thickness} e fornito nel formato {size}. La sua superficie conferisce una finitura raffinata a frontali cucina, armadi e rivestimenti murali.",
    es: "{name} es un panel decorativo BORTE de la colección {collection}, de {thickness} de espesor y suministrado en formato {size}. Su superficie aporta un acabado refinado a frentes de cocina, armarios y revestimientos de pared.",
    nl: "{name} is een decoratief BORTE-paneel uit de collectie {collection}, {thickness} dik en geleverd in het formaat {size}. Het oppervlak geeft keukenfronten, kasten en wandbekleding een verfijnde afwerking.",
    ja: "{name}は、BORTE「{collection}」コレクションの化粧パネルです。厚さ{thickness}、サイズ{size}のボードで供給され、キッチン扉、収納家具、壁面パネルに上質な仕上がりをもたらします。",
    zh: "{name}是BORTE {collection}系列的装饰板，厚度{thickness}，以{size}规格板材供货，为橱柜门板、衣柜和墙面护墙板带来精致的饰面效果。",
    ru: "{name} — декоративная панель BORTE из коллекции {collection} толщиной {thickness}, поставляется плитами формата {size}. Её поверхность придаёт изысканную отделку кухонным фасадам, шкафам и стеновым панелям.",
  },
  {
    en: "From the {collection} collection, {name} combines a moisture-resistant core with a scratch-resistant decorative surface. The {thickness} panel cuts and edges cleanly with standard woodworking tools.",
    de: "{name} aus der Kollektion {collection} verbindet einen feuchtigkeitsbeständigen Kern mit einer kratzfesten Dekoroberfläche. Die Platte in {thickness} lässt sich mit üblichen Holzbearbeitungswerkzeugen sauber zuschneiden und bekanten.",
    fr: "Issu de la collection {collection}, {name} associe une âme résistante à l'humidité à une surface décorative anti-rayures. Le panneau de {thickness} se découpe et se chante proprement avec l'outillage standard du bois.",
    it: "Dalla collezione {collection}, {name} unisce un'anima resistente all'umidità a una superficie decorativa antigraffio. Il pannello da {thickness} si taglia e si borda con precisione con i normali utensili per legno.",
    es: "De la colección {collection}, {name} combina un núcleo resistente a la humedad con una superficie decorativa resistente a los arañazos. El panel de {thickness} se corta y se cantea limpiamente con herramientas estándar para madera.",
    nl: "{name} uit de collectie {collection} combineert een vochtbestendige kern met een krasvast decoratief oppervlak. Het paneel van {thickness} is met standaard houtbewerkingsgereedschap strak te zagen en af te kanten.",
    ja: "「{collection}」コレクションの{name}は、耐湿性のある芯材と傷に強い化粧面を組み合わせています。厚さ{thickness}のパネルは一般的な木工工具できれいに切断・エッジ処理が可能です。",
    zh: "{collection}系列的{name}结合了防潮基材与耐刮装饰表面。{thickness}厚板材可使用常规木工工具整齐切割和封边。",
    ru: "{name} из коллекции {collection} сочетает влагостойкую основу с декоративной поверхностью, устойчивой к царапинам. Панель толщиной {thickness} чисто режется и кромкуется стандартным деревообрабатывающим инструментом.",
  },
];

export const BORTE_SIZE: Template = {
  en: "Board size {size}, thickness {thickness}",
  de: "Plattenformat {size}, Stärke {thickness}",
  fr: "Format du panneau {size}, épaisseur {thickness}",
  it: "Formato pannello {size}, spessore {thickness}",
  es: "Formato del panel {size}, espesor {thickness}",
  nl: "Paneelformaat {size}, dikte {thickness}",
  ja: "ボードサイズ{size}、厚さ{thickness}",
  zh: "板材规格{size}，厚度{thickness}",
  ru: "Формат панели {size}, толщина {thickness}",
};

export const BORTE_FEATURES: readonly Template[] = [
  { en: "Scratch- and stain-resistant surface", de: "Kratz- und fleckenbeständige Oberfläche", fr: "Surface résistante aux rayures et aux taches", it: "Superficie resistente a graffi e macchie", es: "Superficie resistente a arañazos y manchas", nl: "Kras- en vlekbestendig oppervlak", ja: "傷や汚れに強い表面", zh: "表面耐刮耐污", ru: "Поверхность, устойчивая к царапинам и пятнам" },
  { en: "Moisture-resistant core for kitchens and bathrooms", de: "Feuchtigkeitsbeständiger Kern für Küche und Bad", fr: "Âme résistante à l'humidité pour cuisines et salles de bains", it: "Anima resistente all'umidità per cucine e bagni", es: "Núcleo resistente a la humedad para cocinas y baños", nl: "Vochtbestendige kern voor keukens en badkamers", ja: "キッチンや浴室に適した耐湿芯材", zh: "防潮基材，适用于厨房和浴室", ru: "Влагостойкая основа для кухонь и ванных комнат" },
  { en: "Low formaldehyde emissions (E0 class)", de: "Geringe Formaldehydemissionen (Klasse E0)", fr: "Faibles émissions de formaldéhyde (classe E0)", it: "Basse emissioni di formaldeide (classe E0)", es: "Bajas emisiones de formaldehído (clase E0)", nl: "Lage formaldehyde-emissie (klasse E0)", ja: "ホルムアルデヒド放散量が少ないE0等級", zh: "低甲醛释放（E0级）", ru: "Низкая эмиссия формальдегида (класс E0)" },
  { en: "Easy to clean with a damp cloth", de: "Leicht mit einem feuchten Tuch zu reinigen", fr: "Facile à nettoyer avec un chiffon humide", it: "Facile da pulire con un panno umido", es: "Fácil de limpiar con un paño húmedo", nl: "Eenvoudig te reinigen met een vochtige doek", ja: "湿らせた布で簡単にお手入れ", zh: "用湿布即可轻松清洁", ru: "Легко чистится влажной тканью" },
  { en: "Uniform colour across production batches", de: "Gleichmäßige Farbe über alle Produktionschargen", fr: "Teinte homogène d'un lot de production à l'autre", it: "Colore uniforme tra i lotti di produzione", es: "Color uniforme entre lotes de producción", nl: "Gelijkmatige kleur over productiepartijen heen", ja: "生産ロット間で色調が均一", zh: "不同生产批次颜色一致", ru: "Единый цвет во всех партиях" },
];
