/** BENIF architectural film and Deco film copy. */
import type { Template } from "./fill";

export const BENIF_DESCRIPTIONS: readonly Template[] = [
  {
    en: "{name} is a self-adhesive BENIF architectural film from the {collection} collection. At {thickness} it renews walls, doors, furniture and fittings in place, with no demolition and little downtime.",
    de: "{name} ist eine selbstklebende BENIF-Architekturfolie aus der Kollektion {collection}. Mit {thickness} erneuert sie Wände, Türen, Möbel und Einbauten direkt vor Ort – ohne Abriss und mit kurzer Ausfallzeit.",
    fr: "{name} est un film architectural adhésif BENIF de la collection {collection}. D'une épaisseur de {thickness}, il rénove sur place murs, portes, mobilier et agencements, sans démolition et avec une immobilisation minimale.",
    it: "{name} è una pellicola architettonica adesiva BENIF della collezione {collection}. Con uno spessore di {thickness} rinnova sul posto pareti, porte, arredi e allestimenti, senza demolizioni e con tempi di fermo ridotti.",
    es: "{name} es un film arquitectónico autoadhesivo BENIF de la colección {collection}. Con {thickness} de espesor renueva in situ paredes, puertas, mobiliario y accesorios, sin obras de demolición y con mínimas interrupciones.",
    nl: "{name} is een zelfklevende BENIF-architectuurfolie uit de collectie {collection}. Met een dikte van {thickness} vernieuwt de folie wanden, deuren, meubels en inrichting ter plaatse, zonder sloopwerk en met weinig stilstand.",
    ja: "{name}は、BENIF「{collection}」コレクションの粘着剤付き建築用フィルムです。厚さ{thickness}で、壁、ドア、家具、造作を解体することなく短工期で現場リニューアルできます。",
    zh: "{name}是BENIF {collection}系列的自粘建筑装饰膜。厚度{thickness}，可在现场翻新墙面、门、家具和固定装置，无需拆除，停工时间短。",
    ru: "{name} — самоклеящаяся архитектурная плёнка BENIF из коллекции {collection}. При толщине {thickness} она обновляет стены, двери, мебель и оборудование на месте, без демонтажа и с минимальным простоем.",
  },
  {
    en: "The {collection} collection pairs realistic textures with a dependable adhesive. {name} comes in rolls {width} wide and {length} long and meets strict fire standards for hotels, offices and retail spaces.",
    de: "Die Kollektion {collection} verbindet realistische Oberflächen mit einem zuverlässigen Klebstoff. {name} wird in Rollen von {width} Breite und {length} Länge geliefert und erfüllt strenge Brandschutzanforderungen für Hotels, Büros und Ladenflächen.",
    fr: "La collection {collection} associe des textures réalistes à un adhésif fiable. {name} est livré en rouleaux de {width} de large et de {length} de long et répond à des normes incendie strictes pour les hôtels, bureaux et commerces.",
    it: "La collezione {collection} unisce texture realistiche a un adesivo affidabile. {name} è fornito in rotoli larghi {width} e lunghi {length} e soddisfa severi requisiti antincendio per hotel, uffici e negozi.",
    es: "La colección {collection} combina texturas realistas con un adhesivo fiable. {name} se suministra en rollos de {width} de ancho y {length} de largo y cumple exigentes normas contra incendios para hoteles, oficinas y comercios.",
    nl: "De collectie {collection} combineert realistische texturen met een betrouwbare lijm. {name} wordt geleverd op rollen van {width} breed en {length} lang en voldoet aan strenge brandnormen voor hotels, kantoren en winkels.",
    ja: "「{collection}」コレクションは、リアルな質感と信頼性の高い粘着剤を両立しています。{name}は幅{width}、長さ{length}のロールで供給され、ホテル、オフィス、商業施設向けの厳しい防火基準に適合しています。",
    zh: "{collection}系列将逼真的纹理与可靠的背胶相结合。{name}以宽{width}、长{length}的卷材供货，符合酒店、办公室和零售空间的严格防火标准。",
    ru: "Коллекция {collection} сочетает реалистичные фактуры с надёжным клеевым слоем. {name} поставляется в рулонах шириной {width} и длиной {length} и соответствует строгим противопожарным нормам для отелей, офисов и торговых помещений.",
  },
];

export const BENIF_FEATURES: readonly Template[] = [
  { en: "Renovates surfaces without demolition or dust", de: "Renoviert Oberflächen ohne Abriss und Staub", fr: "Rénove les surfaces sans démolition ni poussière", it: "Rinnova le superfici senza demolizioni né polvere", es: "Renueva superficies sin demoliciones ni polvo", nl: "Renoveert oppervlakken zonder sloopwerk of stof", ja: "解体や粉じんなしで表面をリニューアル", zh: "无需拆除、无粉尘即可翻新表面", ru: "Обновление поверхностей без демонтажа и пыли" },
  { en: "Bonds to wood, metal, plaster and painted surfaces", de: "Haftet auf Holz, Metall, Gipskarton und lackierten Flächen", fr: "Adhère au bois, au métal, au plâtre et aux surfaces peintes", it: "Aderisce a legno, metallo, cartongesso e superfici verniciate", es: "Se adhiere a madera, metal, yeso y superficies pintadas", nl: "Hecht op hout, metaal, gips en geschilderde oppervlakken", ja: "木材、金属、石膏ボード、塗装面に接着", zh: "可粘贴于木材、金属、石膏板和涂装表面", ru: "Клеится на дерево, металл, гипсокартон и окрашенные поверхности" },
  { en: "Flexible enough for curved and profiled surfaces", de: "Flexibel genug für gebogene und profilierte Flächen", fr: "Assez souple pour les surfaces courbes et moulurées", it: "Abbastanza flessibile per superfici curve e profilate", es: "Lo bastante flexible para superficies curvas y perfiladas", nl: "Flexibel genoeg voor gebogen en geprofileerde oppervlakken", ja: "曲面や異形面にも貼れる柔軟性", zh: "柔韧性好，适用于曲面和异型表面", ru: "Достаточно гибкая для изогнутых и профилированных поверхностей" },
  { en: "Durable, scratch-resistant surface for high-traffic interiors", de: "Strapazierfähige, kratzfeste Oberfläche für stark frequentierte Innenräume", fr: "Surface durable et résistante aux rayures pour les intérieurs très fréquentés", it: "Superficie durevole e antigraffio per interni ad alto traffico", es: "Superficie duradera y resistente a los arañazos para interiores de mucho tránsito", nl: "Duurzaam, krasbestendig oppervlak voor drukbezochte interieurs", ja: "人通りの多い空間にも耐える、傷に強い表面", zh: "表面耐用耐刮，适合人流密集的室内空间", ru: "Прочная, стойкая к царапинам поверхность для помещений с высокой проходимостью" },
  { en: "Low VOC emissions for healthy indoor air", de: "Geringe VOC-Emissionen für gesunde Raumluft", fr: "Faibles émissions de COV pour un air intérieur sain", it: "Basse emissioni di COV per un'aria interna salubre", es: "Bajas emisiones de COV para un aire interior saludable", nl: "Lage VOS-emissie voor een gezond binnenklimaat", ja: "VOC放散が少なく、健やかな室内空気", zh: "低VOC排放，室内空气更健康", ru: "Низкая эмиссия ЛОС для здорового воздуха в помещении" },
];

export const DECO_DESCRIPTIONS: readonly Template[] = [
  {
    en: "{name} is a decorative lamination film from the Deco film {collection} collection for furniture fronts, panels and profiles. The {thickness} film reproduces its pattern faithfully and wraps cleanly around edges.",
    de: "{name} ist eine dekorative Kaschierfolie aus der Deco-Film-Kollektion {collection} für Möbelfronten, Platten und Profile. Die Folie in {thickness} gibt ihr Dekor originalgetreu wieder und lässt sich sauber um Kanten ummanteln.",
    fr: "{name} est un film décoratif de contrecollage de la collection Deco film {collection}, destiné aux façades de meubles, panneaux et profilés. Le film de {thickness} reproduit fidèlement son décor et s'enveloppe proprement autour des chants.",
    it: "{name} è una pellicola decorativa per nobilitazione della collezione Deco film {collection}, per frontali di mobili, pannelli e profili. La pellicola da {thickness} riproduce fedelmente il decoro e si avvolge con precisione attorno ai bordi.",
    es: "{name} es un film decorativo de laminación de la colección Deco film {collection} para frentes de muebles, paneles y perfiles. El film de {thickness} reproduce fielmente su diseño y se adapta limpiamente a los cantos.",
    nl: "{name} is een decoratieve lamineerfolie uit de Deco film-collectie {collection} voor meubelfronten, panelen en profielen. De folie van {thickness} geeft het decor natuurgetrouw weer en laat zich strak om randen wikkelen.",
    ja: "{name}は、家具扉、パネル、プロファイル向けのDeco film「{collection}」コレクションの化粧ラミネートフィルムです。厚さ{thickness}のフィルムは柄を忠実に再現し、エッジにもきれいに巻き込めます。",
    zh: "{name}是Deco film {collection}系列的装饰贴合膜，适用于家具门板、板材和型材。{thickness}厚的膜材忠实还原花纹，包覆边缘平整服帖。",
    ru: "{name} — декоративная плёнка для ламинирования из коллекции Deco film {collection} для мебельных фасадов, панелей и профилей. Плёнка толщиной {thickness} точно передаёт рисунок и аккуратно огибает кромки.",
  },
  {
    en: "Suited to membrane pressing, profile wrapping and flat lamination, {name} is supplied in rolls {width} wide and {length} long. Surfaces in the {collection} collection resist scratches, stains and everyday wear.",
    de: "{name} eignet sich für Membranpressen, Profilummantelung und Flachkaschierung und wird in Rollen von {width} Breite und {length} Länge geliefert. Die Oberflächen der Kollektion {collection} sind beständig gegen Kratzer, Flecken und Abnutzung im Alltag.",
    fr: "Adapté au pressage membrane, à l'enrobage de profilés et au contrecollage à plat, {name} est livré en rouleaux de {width} de large et de {length} de long. Les surfaces de la collection {collection} résistent aux rayures, aux taches et à l'usure quotidienne.",
    it: "Adatto alla pressatura a membrana, al rivestimento di profili e alla nobilitazione piana, {name} è fornito in rotoli larghi {width} e lunghi {length}. Le superfici della collezione {collection} resistono a graffi, macchie e usura quotidiana.",
    es: "Apto para prensado de membrana, forrado de perfiles y laminación plana, {name} se suministra en rollos de {width} de ancho y {length} de largo. Las superficies de la colección {collection} resisten arañazos, manchas y el desgaste diario.",
    nl: "{name} is geschikt voor membraanpersen, profielommanteling en vlak lamineren en wordt geleverd op rollen van {width} breed en {length} lang. De oppervlakken uit de collectie {collection} zijn bestand tegen krassen, vlekken en dagelijkse slijtage.",
    ja: "メンブレンプレス、ラッピング、平面ラミネートに対応する{name}は、幅{width}、長さ{length}のロールで供給されます。「{collection}」コレクションの表面は、傷、汚れ、日常の摩耗に強い仕上がりです。",
    zh: "{name}适用于真空覆膜、型材包覆和平面贴合，以宽{width}、长{length}的卷材供货。{collection}系列表面耐刮、耐污、耐日常磨损。",
    ru: "{name} подходит для мембранного прессования, профильного кэширования и плоского ламинирования и поставляется в рулонах шириной {width} и длиной {length}. Поверхности коллекции {collection} устойчивы к царапинам, пятнам и повседневному износу.",
  },
];

export const DECO_FEATURES: readonly Template[] = [
  { en: "Suited to membrane pressing, profile wrapping and flat lamination", de: "Geeignet für Membranpressen, Profilummantelung und Flachkaschierung", fr: "Adapté au pressage membrane, à l'enrobage de profilés et au contrecollage à plat", it: "Adatto a pressatura a membrana, rivestimento profili e nobilitazione piana", es: "Apto para prensado de membrana, forrado de perfiles y laminación plana", nl: "Geschikt voor membraanpersen, profielommanteling en vlak lamineren", ja: "メンブレンプレス、ラッピング、平面ラミネートに対応", zh: "适用于真空覆膜、型材包覆和平面贴合", ru: "Подходит для мембранного прессования, кэширования профилей и плоского ламинирования" },
  { en: "Faithful reproduction of natural grain and texture", de: "Originalgetreue Wiedergabe natürlicher Maserung und Struktur", fr: "Reproduction fidèle du fil et des textures naturels", it: "Riproduzione fedele di venature e texture naturali", es: "Reproducción fiel de vetas y texturas naturales", nl: "Natuurgetrouwe weergave van nerf en textuur", ja: "天然の木目や質感を忠実に再現", zh: "忠实还原天然纹理和质感", ru: "Точная передача натуральной текстуры и рисунка" },
  { en: "Resistant to scratches, stains and household cleaners", de: "Beständig gegen Kratzer, Flecken und Haushaltsreiniger", fr: "Résiste aux rayures, aux taches et aux produits d'entretien", it: "Resistente a graffi, macchie e detergenti domestici", es: "Resistente a arañazos, manchas y productos de limpieza", nl: "Bestand tegen krassen, vlekken en huishoudelijke reinigers", ja: "傷、汚れ、家庭用洗剤に強い", zh: "耐刮、耐污、耐家用清洁剂", ru: "Устойчива к царапинам, пятнам и бытовым чистящим средствам" },
];
