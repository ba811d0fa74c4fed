/** Exterior film and home appliance surface film copy (one landing route serves both). */
import type { Template } from "./fill";

export const EXTERIOR_DESCRIPTIONS: readonly Template[] = [
  {
    en: "{name} is a weather-resistant exterior film from the {collection} collection for PVC window profiles, doors and façade elements. The {thickness} film keeps its colour and surface for years of outdoor exposure.",
    de: "{name} ist eine witterungsbeständige Außenfolie aus der Kollektion {collection} für PVC-Fensterprofile, Türen und Fassadenelemente. Die Folie in {thickness} bewahrt Farbe und Oberfläche über viele Jahre im Außeneinsatz.",
    fr: "{name} est un film extérieur résistant aux intempéries de la collection {collection}, destiné aux profilés de fenêtres en PVC, aux portes et aux éléments de façade. Le film de {thickness} conserve sa couleur et sa surface pendant des années d'exposition extérieure.",
    it: "{name} è una pellicola per esterni resistente agli agenti atmosferici della collezione {collection}, per profili di finestre in PVC, porte ed elementi di facciata. La pellicola da {thickness} mantiene colore e superficie per anni di esposizione all'aperto.",
    es: "{name} es un film exterior resistente a la intemperie de la colección {collection} para perfiles de ventanas de PVC, puertas y elementos de fachada. El film de {thickness} conserva su color y su superficie durante años de exposición exterior.",
    nl: "{name} is een weerbestendige buitenfolie uit de collectie {collection} voor kunststof kozijnprofielen, deuren en gevelelementen. De folie van {thickness} behoudt jarenlang kleur en oppervlak bij blootstelling buiten.",
    ja: "{name}は、PVC窓枠、ドア、ファサード部材向けの「{collection}」コレクションの耐候性外装フィルムです。厚さ{thickness}のフィルムは、長年の屋外使用でも色と表面を保ちます。",
    zh: "{name}是{collection}系列的耐候外装膜，适用于PVC窗型材、门和建筑立面构件。{thickness}厚膜材在长期户外暴露下仍能保持色泽和表面质感。",
    ru: "{name} — атмосферостойкая плёнка для наружного применения из коллекции {collection} для ПВХ-оконных профилей, дверей и фасадных элементов. Плёнка толщиной {thickness} сохраняет цвет и поверхность в течение многих лет эксплуатации на улице.",
  },
  {
    en: "An acrylic top layer protects {name} against UV light, rain and temperature swings. Rolls of {width} × {length} laminate efficiently on standard profile-wrapping lines.",
    de: "Eine Acryl-Deckschicht schützt {name} vor UV-Licht, Regen und Temperaturschwankungen. Rollen von {width} × {length} lassen sich effizient auf üblichen Profilummantelungsanlagen verarbeiten.",
    fr: "Une couche supérieure acrylique protège {name} des UV, de la pluie et des variations de température. Les rouleaux de {width} × {length} se contrecollent efficacement sur les lignes d'enrobage de profilés standard.",
    it: "Uno strato superiore acrilico protegge {name} da raggi UV, pioggia e sbalzi di temperatura. I rotoli da {width} × {length} si laminano in modo efficiente sulle comuni linee di rivestimento profili.",
    es: "Una capa superior acrílica protege {name} frente a los rayos UV, la lluvia y los cambios de temperatura. Los rollos de {width} × {length} se laminan de forma eficiente en líneas estándar de forrado de perfiles.",
    nl: "Een acryl toplaag beschermt {name} tegen UV-licht, regen en temperatuurschommelingen. Rollen van {width} × {length} zijn efficiënt te verwerken op standaard profielommantelingslijnen.",
    ja: "アクリル系トップ層が{name}を紫外線、雨、温度変化から守ります。{width}×{length}のロールは、標準的なプロファイルラッピングラインで効率よくラミネートできます。",
    zh: "亚克力面层保护{name}免受紫外线、雨水和温度变化的影响。{width}×{length}卷材可在标准型材包覆生产线上高效贴合。",
    ru: "Акриловый верхний слой защищает {name} от ультрафиолета, дождя и перепадов температуры. Рулоны {width} × {length} эффективно ламинируются на стандартных линиях кэширования профилей.",
  },
];

export const COLOUR_STABILITY: Template = {
  en: "Colour stability guaranteed for {years} years outdoors",
  de: "Farbstabilität im Außenbereich für {years} Jahre garantiert",
  fr: "Stabilité de la couleur garantie {years} ans en extérieur",
  it: "Stabilità del colore garantita per {years} anni all'esterno",
  es: "Estabilidad del color garantizada durante {years} años en exterior",
  nl: "Kleurvastheid buiten gegarandeerd voor {years} jaar",
  ja: "屋外での色安定性を{years}年間保証",
  zh: "户外颜色稳定性保证{years}年",
  ru: "Гарантия стабильности цвета на улице {years} лет",
};

export const EXTERIOR_FEATURES: readonly Template[] = [
  { en: "Acrylic top layer for long-term UV protection", de: "Acryl-Deckschicht für dauerhaften UV-Schutz", fr: "Couche supérieure acrylique pour une protection UV durable", it: "Strato superiore acrilico per una protezione UV duratura", es: "Capa superior acrílica para una protección UV duradera", nl: "Acryl toplaag voor langdurige UV-bescherming", ja: "アクリルトップ層で長期的に紫外線から保護", zh: "亚克力面层，提供持久的紫外线防护", ru: "Акриловый верхний слой для долговременной защиты от УФ" },
  { en: "Reduced heat build-up on dark colours", de: "Geringere Aufheizung bei dunklen Farben", fr: "Échauffement réduit sur les teintes foncées", it: "Ridotto surriscaldamento sui colori scuri", es: "Menor acumulación de calor en colores oscuros", nl: "Minder opwarming bij donkere kleuren", ja: "濃色でも熱の蓄積を抑制", zh: "深色膜材吸热更少", ru: "Сниженный нагрев тёмных цветов" },
  { en: "Resistant to impact, scratches and cleaning", de: "Beständig gegen Stöße, Kratzer und Reinigung", fr: "Résiste aux chocs, aux rayures et au nettoyage", it: "Resistente a urti, graffi e pulizia", es: "Resistente a impactos, arañazos y limpieza", nl: "Bestand tegen stoten, krassen en reiniging", ja: "衝撃、傷、清掃に強い", zh: "抗冲击、耐刮、耐清洁", ru: "Устойчива к ударам, царапинам и мытью" },
  { en: "Approved by leading window-system houses", de: "Von führenden Fenstersystemhäusern freigegeben", fr: "Homologué par les principaux gammistes de fenêtres", it: "Approvato dai principali sistemisti di serramenti", es: "Homologado por los principales fabricantes de sistemas de ventanas", nl: "Goedgekeurd door toonaangevende kozijnsysteemhuizen", ja: "主要な窓システムメーカーが認定", zh: "获主流门窗系统商认可", ru: "Одобрена ведущими производителями оконных систем" },
];

export const APPLIANCE_DESCRIPTIONS: readonly Template[] = [
  {
    en: "{name} is a home appliance surface film from the {collection} collection, laminated onto steel for refrigerator doors, washing machines and ovens. The {thickness} film withstands press forming without cracking or loss of gloss.",
    de: "{name} ist eine Oberflächenfolie für Haushaltsgeräte aus der Kollektion {collection}, die auf Stahl kaschiert wird – für Kühlschranktüren, Waschmaschinen und Backöfen. Die Folie in {thickness} übersteht das Umformen ohne Risse oder Glanzverlust.",
    fr: "{name} est un film de surface pour électroménager de la collection {collection}, contrecollé sur acier pour portes de réfrigérateur, lave-linge et fours. Le film de {thickness} supporte l'emboutissage sans fissure ni perte de brillance.",
    it: "{name} è una pellicola di superficie per elettrodomestici della collezione {collection}, laminata su acciaio per porte di frigoriferi, lavatrici e forni. La pellicola da {thickness} resiste alla formatura senza crepe né perdita di brillantezza.",
    es: "{name} es un film de superficie para electrodomésticos de la colección {collection}, laminado sobre acero para puertas de frigorífico, lavadoras y hornos. El film de {thickness} soporta el conformado sin agrietarse ni perder brillo.",
    nl: "{name} is een oppervlaktefolie voor huishoudapparaten uit de collectie {collection}, gelamineerd op staal voor koelkastdeuren, wasmachines en ovens. De folie van {thickness} doorstaat het persvormen zonder scheuren of glansverlies.",
    ja: "{name}は、冷蔵庫の扉、洗濯機、オーブン向けに鋼板へラミネートする「{collection}」コレクションの家電用表面フィルムです。厚さ{thickness}のフィルムは、プレス成形でも割れや光沢低下が起こりません。",
    zh: "{name}是{collection}系列的家电表面装饰膜，覆合于钢板上，用于冰箱门、洗衣机和烤箱。{thickness}厚的膜材经冲压成型不开裂、不失光。",
    ru: "{name} — декоративная плёнка для бытовой техники из коллекции {collection}, ламинируемая на сталь для дверей холодильников, стиральных машин и духовых шкафов. Плёнка толщиной {thickness} выдерживает штамповку без трещин и потери блеска.",
  },
  {
    en: "{name} lets appliance makers give steel panels a distinctive surface from the {collection} collection that stays easy to clean. Supplied in rolls {width} wide, the film resists fingerprints, household detergents and heat.",
    de: "Mit {name} verleihen Gerätehersteller Stahlblechen eine markante Oberfläche aus der Kollektion {collection}, die leicht zu reinigen bleibt. Die in Rollen von {width} Breite gelieferte Folie ist beständig gegen Fingerabdrücke, Haushaltsreiniger und Wärme.",
    fr: "{name} permet aux fabricants d'électroménager de doter les panneaux d'acier d'une surface distinctive de la collection {collection}, qui reste facile à nettoyer. Livré en rouleaux de {width} de large, le film résiste aux traces de doigts, aux détergents ménagers et à la chaleur.",
    it: "Con {name} i produttori di elettrodomestici conferiscono ai pannelli in acciaio una superficie distintiva della collezione {collection}, sempre facile da pulire. Fornita in rotoli larghi {width}, la pellicola resiste a impronte, detergenti domestici e calore.",
    es: "Con {name}, los fabricantes de electrodomésticos dotan a los paneles de acero de una superficie distintiva de la colección {collection} que sigue siendo fácil de limpiar. Suministrado en rollos de {width} de ancho, el film resiste huellas, detergentes domésticos y calor.",
    nl: "Met {name} geven fabrikanten van huishoudapparaten stalen panelen een onderscheidend oppervlak uit de collectie {collection} dat eenvoudig schoon te houden is. De folie wordt geleverd op rollen van {width} breed en is bestand tegen vingerafdrukken, huishoudelijke reinigingsmiddelen en warmte.",
    ja: "{name}により、家電メーカーは鋼板に「{collection}」コレクションならではの、お手入れしやすい表面を与えることができます。幅{width}のロールで供給され、指紋、家庭用洗剤、熱に強いフィルムです。",
    zh: "借助{name}，家电制造商可为钢板赋予{collection}系列独具特色且易于清洁的表面。膜材以{width}宽卷材供货，抗指纹、耐家用清洁剂和耐热。",
    ru: "С {name} производители бытовой техники придают стальным панелям выразительную поверхность из коллекции {collection}, которую легко содержать в чистоте. Плёнка поставляется в рулонах шириной {width} и устойчива к отпечаткам пальцев, бытовым моющим средствам и нагреву.",
  },
];

export const APPLIANCE_FEATURES: readonly Template[] = [
  { en: "Withstands press forming and bending without cracking", de: "Übersteht Umformen und Biegen ohne Risse", fr: "Supporte l'emboutissage et le pliage sans fissurer", it: "Resiste a formatura e piegatura senza crepe", es: "Soporta el conformado y el plegado sin agrietarse", nl: "Doorstaat persvormen en buigen zonder te scheuren", ja: "プレス成形や曲げ加工でも割れない", zh: "冲压和折弯不开裂", ru: "Выдерживает штамповку и гибку без трещин" },
  { en: "Anti-fingerprint, easy-clean surface", de: "Anti-Fingerprint-Oberfläche, leicht zu reinigen", fr: "Surface anti-traces de doigts, facile à nettoyer", it: "Superficie anti-impronta, facile da pulire", es: "Superficie antihuellas, fácil de limpiar", nl: "Anti-vingerafdruk, eenvoudig te reinigen oppervlak", ja: "指紋が付きにくく、お手入れが簡単", zh: "抗指纹、易清洁表面", ru: "Поверхность с защитой от отпечатков пальцев, легко чистится" },
  { en: "Resistant to household detergents and heat", de: "Beständig gegen Haushaltsreiniger und Wärme", fr: "Résiste aux détergents ménagers et à la chaleur", it: "Resistente a detergenti domestici e calore", es: "Resistente a detergentes domésticos y al calor", nl: "Bestand tegen huishoudelijke reinigingsmiddelen en warmte", ja: "家庭用洗剤や熱に強い", zh: "耐家用清洁剂、耐热", ru: "Устойчива к бытовым моющим средствам и нагреву" },
  { en: "Replaces painting lines with a solvent-free lamination process", de: "Ersetzt Lackieranlagen durch ein lösemittelfreies Kaschierverfahren", fr: "Remplace les lignes de peinture par un procédé de contrecollage sans solvant", it: "Sostituisce le linee di verniciatura con un processo di laminazione senza solventi", es: "Sustituye las líneas de pintura por un proceso de laminación sin disolventes", nl: "Vervangt lakstraten door een oplosmiddelvrij lamineerproces", ja: "塗装ラインを溶剤を使わないラミネート工程に置き換え", zh: "以无溶剂覆膜工艺替代喷涂生产线", ru: "Заменяет окрасочные линии безрастворным процессом ламинирования" },
];
