/** HFLOR flooring copy and the localised names of its seven types. */
import type { Localised, Template } from "./fill";

export type HflorRoot = "lvt" | "looselay" | "spc" | "homogeneous" | "heterogeneous" | "specialty" | "sports";
export type Installation = "click" | "glue-down" | "looselay";

export const HFLOR_ROOT_NAMES: Readonly<Record<HflorRoot, Localised>> = {
  lvt: { en: "Luxury Vinyl Tile", de: "Luxus-Vinylfliesen", fr: "Vinyle de luxe (LVT)", it: "Vinile di lusso (LVT)", es: "Vinilo de lujo (LVT)", nl: "Luxe vinyltegels (LVT)", ja: "ラグジュアリービニルタイル", zh: "豪华乙烯基地板（LVT）", ru: "Виниловая плитка LVT" },
  looselay: { en: "Looselay", de: "Lose verlegbare Beläge", fr: "Pose libre", it: "Posa libera", es: "Instalación sin adhesivo", nl: "Losliggend", ja: "置敷きタイル", zh: "免胶地板", ru: "Свободная укладка" },
  spc: { en: "SPC Rigid Core", de: "SPC-Rigid-Core", fr: "SPC à âme rigide", it: "SPC con anima rigida", es: "SPC de núcleo rígido", nl: "SPC rigid core", ja: "SPC硬質コア", zh: "SPC石塑锁扣地板", ru: "SPC с жёстким ядром" },
  homogeneous: { en: "Homogeneous Sheet", de: "Homogener Bodenbelag", fr: "Revêtement homogène en lés", it: "Teli omogenei", es: "Lámina homogénea", nl: "Homogene baanvloer", ja: "単層シート", zh: "同质透心卷材", ru: "Гомогенное покрытие" },
  heterogeneous: { en: "Heterogeneous Sheet", de: "Heterogener Bodenbelag", fr: "Revêtement hétérogène en lés", it: "Teli eterogenei", es: "Lámina heterogénea", nl: "Heterogene baanvloer", ja: "複層シート", zh: "多层复合卷材", ru: "Гетерогенное покрытие" },
  specialty: { en: "Specialty", de: "Spezialbeläge", fr: "Revêtements techniques", it: "Pavimenti speciali", es: "Suelos especiales", nl: "Speciale vloeren", ja: "特殊床材", zh: "特种地板", ru: "Специальные покрытия" },
  sports: { en: "Sports", de: "Sportböden", fr: "Sols sportifs", it: "Pavimenti sportivi", es: "Suelos deportivos", nl: "Sportvloeren", ja: "スポーツフロア", zh: "运动地板", ru: "Спортивные покрытия" },
};

export const INSTALLATION_PHRASES: Readonly<Record<Installation, Localised>> = {
  click: { en: "installed with a click-lock system", de: "mit Klicksystem verlegt", fr: "par clipsage", it: "a incastro click", es: "con sistema clic", nl: "met een kliksysteem gelegd", ja: "クリック式で施工できます", zh: "采用锁扣安装", ru: "укладывается на замковое соединение" },
  "glue-down": { en: "glued down for maximum stability", de: "vollflächig verklebt", fr: "en pose collée", it: "a colla", es: "con adhesivo", nl: "volledig verlijmd", ja: "全面接着で施工します", zh: "采用胶粘铺装", ru: "укладывается на клей" },
  looselay: { en: "laid loose without adhesive", de: "lose ohne Klebstoff verlegt", fr: "librement, sans colle", it: "a secco, senza colla", es: "en seco, sin adhesivo", nl: "los gelegd zonder lijm", ja: "接着剤なしで置敷き施工できます", zh: "无需胶粘即可直接铺设", ru: "укладывается свободно, без клея" },
};

export const HFLOR_LAYERED: Template = {
  en: "{name} is an HFLOR {type} floor from the {collection} line. With a total thickness of {total} and a {wear} wear layer, it stands up to busy homes and commercial spaces.",
  de: "{name} ist ein HFLOR-Bodenbelag der Kategorie {type} aus der Linie {collection}. Mit einer Gesamtstärke von {total} und einer Nutzschicht von {wear} hält er stark beanspruchten Wohn- und Gewerbeflächen stand.",
  fr: "{name} est un revêtement de sol HFLOR de la catégorie {type}, issu de la gamme {collection}. Avec une épaisseur totale de {total} et une couche d'usure de {wear}, il résiste aux logements animés comme aux espaces commerciaux.",
  it: "{name} è un pavimento HFLOR della categoria {type}, della linea {collection}. Con uno spessore totale di {total} e uno strato d'usura di {wear}, resiste nelle abitazioni più vissute e negli spazi commerciali.",
  es: "{name} es un suelo HFLOR de la categoría {type}, de la línea {collection}. Con un espesor total de {total} y una capa de uso de {wear}, resiste en viviendas con mucho movimiento y en espacios comerciales.",
  nl: "{name} is een HFLOR-vloer uit de categorie {type}, lijn {collection}. Met een totale dikte van {total} en een slijtlaag van {wear} is hij bestand tegen drukke woningen en commerciële ruimtes.",
  ja: "{name}は、HFLOR「{type}」カテゴリー、{collection}ラインの床材です。総厚{total}、摩耗層{wear}で、人の出入りが多い住宅や商業空間にも耐えます。",
  zh: "{name}是HFLOR {type}品类{collection}系列的地板。总厚度{total}，耐磨层{wear}，可满足人流繁忙的住宅和商业空间的使用需求。",
  ru: "{name} — напольное покрытие HFLOR категории «{type}» из линии {collection}. Общая толщина {total} и защитный слой {wear} обеспечивают стойкость в оживлённых квартирах и коммерческих помещениях.",
};

export const HFLOR_THROUGH_BODY: Template = {
  en: "{name} is an HFLOR {type} floor from the {collection} line. Its {total} construction carries colour and pattern through the full thickness, so the surface can be restored by buffing after years of heavy traffic.",
  de: "{name} ist ein HFLOR-Bodenbelag der Kategorie {type} aus der Linie {collection}. Der {total} starke Aufbau führt Farbe und Muster durch die gesamte Stärke, sodass sich die Oberfläche auch nach Jahren starker Beanspruchung durch Polieren auffrischen lässt.",
  fr: "{name} est un revêtement de sol HFLOR de la catégorie {type}, issu de la gamme {collection}. Sa structure de {total} porte la couleur et le motif dans toute l'épaisseur, si bien que la surface se rénove par lustrage après des années de fort passage.",
  it: "{name} è un pavimento HFLOR della categoria {type}, della linea {collection}. La struttura da {total} porta colore e disegno per tutto lo spessore, così la superficie si rinnova con la lucidatura anche dopo anni di traffico intenso.",
  es: "{name} es un suelo HFLOR de la categoría {type}, de la línea {collection}. Su estructura de {total} lleva el color y el diseño en todo el espesor, de modo que la superficie se renueva con pulido tras años de tránsito intenso.",
  nl: "{name} is een HFLOR-vloer uit de categorie {type}, lijn {collection}. Door de opbouw van {total} lopen kleur en dessin door de volle dikte, zodat het oppervlak na jaren intensief gebruik door polijsten te herstellen is.",
  ja: "{name}は、HFLOR「{type}」カテゴリー、{collection}ラインの床材です。厚さ{total}の全層に色柄が通っているため、長年の激しい歩行の後もバフ研磨で表面を再生できます。",
  zh: "{name}是HFLOR {type}品类{collection}系列的地板。{total}厚的透心结构使颜色和花纹贯穿整个厚度，经多年高强度使用后仍可通过抛光翻新表面。",
  ru: "{name} — напольное покрытие HFLOR категории «{type}» из линии {collection}. Благодаря структуре толщиной {total} цвет и рисунок проходят на всю толщину, поэтому поверхность восстанавливается полировкой даже после многих лет интенсивной эксплуатации.",
};

export const HFLOR_SPORTS: Template = {
  en: "{name} is an HFLOR sports floor from the {collection} line, {total} thick with a cushioned backing that absorbs impact. Its {wear} wear layer keeps ball bounce and grip consistent in gyms, courts and multi-purpose halls.",
  de: "{name} ist ein HFLOR-Sportboden aus der Linie {collection}, {total} stark, mit einem gepolsterten Rücken, der Stöße dämpft. Die Nutzschicht von {wear} sorgt für gleichbleibendes Ballsprungverhalten und Griffigkeit in Turnhallen, auf Spielfeldern und in Mehrzweckhallen.",
  fr: "{name} est un sol sportif HFLOR de la gamme {collection}, d'une épaisseur de {total}, doté d'une sous-couche amortissante qui absorbe les chocs. Sa couche d'usure de {wear} assure un rebond et une adhérence constants dans les gymnases, courts et salles polyvalentes.",
  it: "{name} è un pavimento sportivo HFLOR della linea {collection}, spesso {total}, con un supporto ammortizzante che assorbe gli urti. Lo strato d'usura da {wear} mantiene costanti rimbalzo e aderenza in palestre, campi e palazzetti polivalenti.",
  es: "{name} es un suelo deportivo HFLOR de la línea {collection}, de {total} de espesor, con una base amortiguadora que absorbe los impactos. Su capa de uso de {wear} mantiene constantes el bote del balón y el agarre en gimnasios, pistas y pabellones polivalentes.",
  nl: "{name} is een HFLOR-sportvloer uit de lijn {collection}, {total} dik, met een verende onderlaag die schokken dempt. De slijtlaag van {wear} zorgt voor een constant balgedrag en grip in gymzalen, sportvelden en multifunctionele hallen.",
  ja: "{name}は、HFLOR{collection}ラインのスポーツフロアです。厚さ{total}で、衝撃を吸収するクッション層を備えています。{wear}の摩耗層が、体育館、コート、多目的ホールでボールの弾みとグリップを安定させます。",
  zh: "{name}是HFLOR {collection}系列的运动地板，厚度{total}，带有吸收冲击的缓冲底层。{wear}耐磨层可在体育馆、球场和多功能厅中保持稳定的球反弹性和抓地力。",
  ru: "{name} — спортивное покрытие HFLOR из линии {collection} толщиной {total} с амортизирующей подложкой, поглощающей удары. Защитный слой {wear} обеспечивает стабильный отскок мяча и сцепление в спортзалах, на кортах и в многофункциональных залах.",
};

export const HFLOR_FORMAT: Template = {
  en: "The {collection} line combines realistic surface visuals with a PU-reinforced coating that is easy to clean. {name} comes in {size} and is {install}.",
  de: "Die Linie {collection} verbindet realistische Oberflächenoptik mit einer PU-verstärkten, leicht zu reinigenden Beschichtung. {name} ist im Format {size} erhältlich und wird {install}.",
  fr: "La gamme {collection} associe un visuel réaliste à un revêtement renforcé PU facile à nettoyer. {name} est proposé au format {size} et se pose {install}.",
  it: "La linea {collection} unisce una resa visiva realistica a un trattamento superficiale rinforzato PU facile da pulire. {name} è disponibile nel formato {size} e si posa {install}.",
  es: "La línea {collection} combina un aspecto realista con un recubrimiento reforzado con PU fácil de limpiar. {name} se presenta en formato {size} y se instala {install}.",
  nl: "De lijn {collection} combineert een realistische uitstraling met een PU-versterkte, eenvoudig te reinigen toplaag. {name} is verkrijgbaar in {size} en wordt {install}.",
  ja: "{collection}ラインは、リアルな意匠とお手入れしやすいPU強化コーティングを兼ね備えています。{name}のサイズは{size}で、{install}。",
  zh: "{collection}系列兼具逼真的视觉效果和易于清洁的PU强化涂层。{name}规格为{size}，{install}。",
  ru: "Линия {collection} сочетает реалистичный рисунок с легко очищаемым покрытием, усиленным полиуретаном. {name} выпускается в формате {size} и {install}.",
};

export const HFLOR_THICKNESS: Template = {
  en: "Total thickness {total}, wear layer {wear}",
  de: "Gesamtstärke {total}, Nutzschicht {wear}",
  fr: "Épaisseur totale {total}, couche d'usure {wear}",
  it: "Spessore totale {total}, strato d'usura {wear}",
  es: "Espesor total {total}, capa de uso {wear}",
  nl: "Totale dikte {total}, slijtlaag {wear}",
  ja: "総厚{total}、摩耗層{wear}",
  zh: "总厚度{total}，耐磨层{wear}",
  ru: "Общая толщина {total}, защитный слой {wear}",
};

export const HFLOR_THICKNESS_HOMOGENEOUS: Template = {
  en: "Total thickness {total}, homogeneous through-body construction",
  de: "Gesamtstärke {total}, homogener durchgehender Aufbau",
  fr: "Épaisseur totale {total}, structure homogène dans la masse",
  it: "Spessore totale {total}, struttura omogenea a tutto spessore",
  es: "Espesor total {total}, estructura homogénea en toda la masa",
  nl: "Totale dikte {total}, homogene doorlopende opbouw",
  ja: "総厚{total}、全層均質構造",
  zh: "总厚度{total}，同质透心结构",
  ru: "Общая толщина {total}, гомогенная структура на всю толщину",
};

export const HFLOR_FEATURES: readonly Template[] = [
  { en: "100% waterproof, suitable for kitchens and bathrooms", de: "100 % wasserfest, geeignet für Küche und Bad", fr: "100 % étanche, adapté aux cuisines et salles de bains", it: "Impermeabile al 100%, adatto a cucine e bagni", es: "100 % impermeable, apto para cocinas y baños", nl: "100% waterbestendig, geschikt voor keukens en badkamers", ja: "100%防水でキッチンや浴室にも対応", zh: "100%防水，适用于厨房和浴室", ru: "100 % влагостойкость, подходит для кухонь и ванных" },
  { en: "PU-reinforced surface for easy maintenance", de: "PU-verstärkte Oberfläche für einfache Pflege", fr: "Surface renforcée PU pour un entretien facile", it: "Superficie rinforzata PU per una manutenzione semplice", es: "Superficie reforzada con PU para un mantenimiento sencillo", nl: "PU-versterkt oppervlak voor eenvoudig onderhoud", ja: "PU強化表面でメンテナンスが簡単", zh: "PU强化表面，易于维护", ru: "Поверхность с полиуретановым усилением для простого ухода" },
  { en: "Low VOC emissions, FloorScore certified", de: "Geringe VOC-Emissionen, FloorScore-zertifiziert", fr: "Faibles émissions de COV, certifié FloorScore", it: "Basse emissioni di COV, certificato FloorScore", es: "Bajas emisiones de COV, certificado FloorScore", nl: "Lage VOS-emissie, FloorScore-gecertificeerd", ja: "低VOC放散、FloorScore認証取得", zh: "低VOC排放，获FloorScore认证", ru: "Низкая эмиссия ЛОС, сертификат FloorScore" },
  { en: "Comfortable and quiet underfoot", de: "Angenehm und leise beim Begehen", fr: "Confortable et silencieux à la marche", it: "Confortevole e silenzioso al calpestio", es: "Cómodo y silencioso al pisar", nl: "Comfortabel en stil onder de voet", ja: "足当たりがやさしく静か", zh: "脚感舒适，行走安静", ru: "Комфортное и тихое при ходьбе" },
  { en: "Slip resistance class R10", de: "Rutschhemmung R10", fr: "Résistance à la glissance R10", it: "Resistenza allo scivolamento R10", es: "Resistencia al deslizamiento R10", nl: "Slipweerstand R10", ja: "防滑性R10", zh: "防滑等级R10", ru: "Противоскольжение класса R10" },
  { en: "Suitable for underfloor heating", de: "Für Fußbodenheizung geeignet", fr: "Compatible avec le chauffage par le sol", it: "Adatto al riscaldamento a pavimento", es: "Apto para calefacción por suelo radiante", nl: "Geschikt voor vloerverwarming", ja: "床暖房に対応", zh: "适用于地暖", ru: "Подходит для тёплого пола" },
  { en: "Phthalate-free formulation", de: "Phthalatfreie Rezeptur", fr: "Formulation sans phtalates", it: "Formulazione senza ftalati", es: "Formulación sin ftalatos", nl: "Ftalaatvrije samenstelling", ja: "フタル酸エステル不使用", zh: "不含邻苯二甲酸盐", ru: "Без фталатов" },
];

/** One feature for the specialty and sports lines. */
export const STATIC_DISSIPATIVE: Template = { en: "Static-dissipative performance for electronics and clean rooms", de: "Ableitfähig für Elektronikbereiche und Reinräume", fr: "Performance dissipatrice pour l'électronique et les salles blanches", it: "Proprietà dissipative per elettronica e camere bianche", es: "Rendimiento disipativo para electrónica y salas blancas", nl: "Statisch afleidend voor elektronica en cleanrooms", ja: "電子機器エリアやクリーンルーム向けの静電気拡散性能", zh: "具备静电耗散性能，适用于电子车间和洁净室", ru: "Рассеивание статического электричества для электроники и чистых помещений" };
export const SAFETY_STEP: Template = { en: "Enhanced slip resistance for wet areas", de: "Erhöhte Rutschhemmung für Nassbereiche", fr: "Résistance à la glissance renforcée pour les zones humides", it: "Maggiore resistenza allo scivolamento per zone umide", es: "Mayor resistencia al deslizamiento en zonas húmedas", nl: "Verhoogde slipweerstand voor natte ruimtes", ja: "水まわり向けに高めた防滑性", zh: "增强防滑性能，适用于潮湿区域", ru: "Повышенное противоскольжение для влажных зон" };
export const SHOCK_ABSORPTION: Template = { en: "Shock absorption for player safety", de: "Kraftabbau für die Sicherheit der Sportler", fr: "Absorption des chocs pour la sécurité des joueurs", it: "Assorbimento degli urti per la sicurezza degli atleti", es: "Absorción de impactos para la seguridad de los deportistas", nl: "Schokabsorptie voor de veiligheid van sporters", ja: "衝撃吸収で選手の安全を確保", zh: "吸收冲击，保障运动员安全", ru: "Амортизация ударов для безопасности спортсменов" };
