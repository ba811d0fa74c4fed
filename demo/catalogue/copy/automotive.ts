/** Automotive copy with the figures of spec §9: recycled, glass-fibre content and weight cuts. */
import type { Template } from "./fill";

export const VEGAN_LEATHER: Template = {
  en: "{name} is an automotive vegan leather from the {collection} line for seats, door trims and instrument panels. The {thickness} material contains {pct} recycled content yet keeps the soft touch and durability carmakers require.",
  de: "{name} ist ein veganes Autoleder aus der Linie {collection} für Sitze, Türverkleidungen und Instrumententafeln. Das Material in {thickness} enthält {pct} recyceltes Material und bietet dennoch die Haptik und Beständigkeit, die Automobilhersteller fordern.",
  fr: "{name} est un cuir végan automobile de la gamme {collection} destiné aux sièges, panneaux de porte et planches de bord. Ce matériau de {thickness} contient {pct} de matière recyclée tout en conservant le toucher doux et la durabilité exigés par les constructeurs.",
  it: "{name} è una pelle vegana per l'automotive della linea {collection}, per sedili, pannelli porta e plance. Il materiale da {thickness} contiene il {pct} di materiale riciclato e mantiene la morbidezza e la resistenza richieste dalle case automobilistiche.",
  es: "{name} es un cuero vegano para automoción de la línea {collection}, para asientos, paneles de puerta y salpicaderos. El material de {thickness} contiene un {pct} de material reciclado y conserva el tacto suave y la durabilidad que exigen los fabricantes.",
  nl: "{name} is een veganistisch autoleer uit de lijn {collection} voor stoelen, deurpanelen en dashboards. Het materiaal van {thickness} bevat {pct} gerecycled materiaal en behoudt toch de zachte aanraking en duurzaamheid die autofabrikanten eisen.",
  ja: "{name}は、シート、ドアトリム、インストルメントパネル向けの{collection}ラインの自動車用ヴィーガンレザーです。厚さ{thickness}の素材はリサイクル材を{pct}含みながら、自動車メーカーが求める柔らかな触感と耐久性を備えています。",
  zh: "{name}是{collection}系列的汽车用纯素皮革，适用于座椅、门板和仪表板。{thickness}厚的材料含{pct}再生成分，同时具备汽车制造商所要求的柔软触感和耐久性。",
  ru: "{name} — автомобильная веганская кожа линии {collection} для сидений, дверных панелей и приборных панелей. Материал толщиной {thickness} содержит {pct} вторичного сырья, сохраняя мягкость и износостойкость, которых требуют автопроизводители.",
};

export const LIGHTWEIGHT: Template = {
  en: "{name} is a lightweight component material from the {collection} line, reinforced with {fibre} glass fibre. Replacing steel in seat backs, battery housings and underbody shields, it cuts part weight by up to {cut}.",
  de: "{name} ist ein Leichtbauwerkstoff aus der Linie {collection}, verstärkt mit {fibre} Glasfaser. Als Ersatz für Stahl in Sitzlehnen, Batteriegehäusen und Unterbodenverkleidungen senkt er das Bauteilgewicht um bis zu {cut}.",
  fr: "{name} est un matériau de composant allégé de la gamme {collection}, renforcé par {fibre} de fibre de verre. En remplaçant l'acier dans les dossiers de sièges, les carters de batterie et les protections de soubassement, il réduit le poids des pièces jusqu'à {cut}.",
  it: "{name} è un materiale per componenti leggeri della linea {collection}, rinforzato con il {fibre} di fibra di vetro. Sostituendo l'acciaio in schienali, alloggiamenti batteria e protezioni sottoscocca, riduce il peso dei componenti fino al {cut}.",
  es: "{name} es un material para componentes ligeros de la línea {collection}, reforzado con un {fibre} de fibra de vidrio. Al sustituir el acero en respaldos, carcasas de baterías y protecciones de bajos, reduce el peso de las piezas hasta un {cut}.",
  nl: "{name} is een lichtgewicht componentmateriaal uit de lijn {collection}, versterkt met {fibre} glasvezel. Als vervanger van staal in rugleuningen, batterijbehuizingen en bodemplaten vermindert het het onderdeelgewicht met tot {cut}.",
  ja: "{name}は、ガラス繊維を{fibre}配合して強化した{collection}ラインの軽量部品用素材です。シートバック、バッテリーハウジング、アンダーボディシールドで鋼材を置き換え、部品重量を最大{cut}削減します。",
  zh: "{name}是{collection}系列的轻量化部件材料，以{fibre}玻璃纤维增强。用于替代座椅靠背、电池壳体和底盘护板中的钢材，可使部件减重最多{cut}。",
  ru: "{name} — материал для облегчённых компонентов линии {collection}, армированный стекловолокном ({fibre}). Заменяя сталь в спинках сидений, корпусах батарей и защите днища, он снижает массу деталей до {cut}.",
};

export const COMPONENT: Template = {
  en: "{name} is an automotive component surface from the {collection} line for interior and exterior trim. Moulded parts {thickness} thick weigh up to {cut} less than conventional designs while meeting OEM requirements for scratch, heat and light resistance.",
  de: "{name} ist eine Bauteiloberfläche für Fahrzeuge aus der Linie {collection} für Innen- und Außenverkleidungen. Formteile mit {thickness} Wandstärke wiegen bis zu {cut} weniger als herkömmliche Ausführungen und erfüllen die OEM-Anforderungen an Kratz-, Wärme- und Lichtbeständigkeit.",
  fr: "{name} est une surface de composant automobile de la gamme {collection} pour les garnitures intérieures et extérieures. Les pièces moulées de {thickness} d'épaisseur pèsent jusqu'à {cut} de moins que les solutions classiques tout en répondant aux exigences des constructeurs en matière de résistance aux rayures, à la chaleur et à la lumière.",
  it: "{name} è una superficie per componenti automobilistici della linea {collection} per finiture interne ed esterne. I pezzi stampati con spessore di {thickness} pesano fino al {cut} in meno rispetto alle soluzioni tradizionali e soddisfano i requisiti OEM di resistenza a graffi, calore e luce.",
  es: "{name} es una superficie para componentes de automoción de la línea {collection} para molduras interiores y exteriores. Las piezas moldeadas de {thickness} de espesor pesan hasta un {cut} menos que los diseños convencionales y cumplen los requisitos de los fabricantes en resistencia al rayado, al calor y a la luz.",
  nl: "{name} is een oppervlak voor auto-onderdelen uit de lijn {collection} voor interieur- en exterieurafwerking. Gegoten onderdelen van {thickness} dik wegen tot {cut} minder dan conventionele ontwerpen en voldoen aan de OEM-eisen voor kras-, hitte- en lichtbestendigheid.",
  ja: "{name}は、内装・外装トリム向けの{collection}ラインの自動車部品用表面材です。厚さ{thickness}の成形部品は従来設計より最大{cut}軽量でありながら、耐傷性、耐熱性、耐光性に関する自動車メーカーの要求を満たします。",
  zh: "{name}是{collection}系列的汽车部件表面材料，适用于内外饰件。{thickness}厚的成型件比传统设计最多减重{cut}，同时满足整车厂对耐刮、耐热和耐光性能的要求。",
  ru: "{name} — поверхность автомобильных компонентов линии {collection} для внутренней и внешней отделки. Формованные детали толщиной {thickness} весят до {cut} меньше традиционных, отвечая требованиям автопроизводителей к стойкости к царапинам, нагреву и свету.",
};

export const OEM_STANDARDS: Template = { en: "Meets OEM standards for abrasion, light fastness and fogging", de: "Erfüllt OEM-Normen für Abrieb, Lichtechtheit und Fogging", fr: "Conforme aux normes constructeurs en matière d'abrasion, de solidité à la lumière et de fogging", it: "Conforme agli standard OEM per abrasione, solidità alla luce e fogging", es: "Cumple las normas OEM de abrasión, solidez a la luz y fogging", nl: "Voldoet aan OEM-normen voor slijtvastheid, lichtechtheid en fogging", ja: "耐摩耗性、耐光性、フォギングに関するOEM基準に適合", zh: "符合整车厂耐磨、耐光色牢度和雾化标准", ru: "Соответствует стандартам OEM по истиранию, светостойкости и фоггингу" };
export const ANIMAL_FREE: Template = { en: "Free of animal-derived materials", de: "Frei von tierischen Bestandteilen", fr: "Sans matière d'origine animale", it: "Privo di materiali di origine animale", es: "Sin materiales de origen animal", nl: "Vrij van dierlijke materialen", ja: "動物由来の素材を使用していません", zh: "不含动物源材料", ru: "Без материалов животного происхождения" };
export const LOW_VOC_CABIN: Template = { en: "Low VOC and odour for cabin air quality", de: "Geringe VOC- und Geruchsemissionen für gute Innenraumluft", fr: "Faibles COV et odeurs pour la qualité de l'air de l'habitacle", it: "Basse emissioni di COV e odori per la qualità dell'aria nell'abitacolo", es: "Bajos COV y olores para la calidad del aire del habitáculo", nl: "Weinig VOS en geur voor een goede luchtkwaliteit in het interieur", ja: "低VOC・低臭気で車内空気質に配慮", zh: "低VOC、低气味，保障车内空气质量", ru: "Низкий уровень ЛОС и запаха для качества воздуха в салоне" };
export const FIBRE_CONTENT: Template = { en: "Glass-fibre content {fibre}", de: "Glasfaseranteil {fibre}", fr: "Teneur en fibre de verre {fibre}", it: "Contenuto di fibra di vetro {fibre}", es: "Contenido de fibra de vidrio {fibre}", nl: "Glasvezelgehalte {fibre}", ja: "ガラス繊維含有率{fibre}", zh: "玻璃纤维含量{fibre}", ru: "Содержание стекловолокна {fibre}" };
export const WEIGHT_CUT: Template = { en: "Weight reduction up to {cut} compared with steel parts", de: "Gewichtsreduzierung um bis zu {cut} gegenüber Stahlteilen", fr: "Réduction de poids jusqu'à {cut} par rapport aux pièces en acier", it: "Riduzione di peso fino al {cut} rispetto ai componenti in acciaio", es: "Reducción de peso de hasta un {cut} frente a piezas de acero", nl: "Gewichtsbesparing tot {cut} ten opzichte van stalen onderdelen", ja: "鋼製部品と比べて最大{cut}軽量化", zh: "与钢制部件相比减重最多{cut}", ru: "Снижение массы до {cut} по сравнению со стальными деталями" };
export const RECYCLABLE_MATRIX: Template = { en: "Recyclable thermoplastic matrix", de: "Recycelbare thermoplastische Matrix", fr: "Matrice thermoplastique recyclable", it: "Matrice termoplastica riciclabile", es: "Matriz termoplástica reciclable", nl: "Recyclebare thermoplastische matrix", ja: "リサイクル可能な熱可塑性マトリックス", zh: "可回收热塑性基体", ru: "Перерабатываемая термопластичная матрица" };

export const VEGAN_LEATHER_PLAIN: Template = {
  en: "{name} is an automotive vegan leather from the {collection} line for seats, door trims and instrument panels. The {thickness} material offers the soft touch, abrasion resistance and colour fastness carmakers require.",
  de: "{name} ist ein veganes Autoleder aus der Linie {collection} für Sitze, Türverkleidungen und Instrumententafeln. Das Material in {thickness} bietet die Haptik, Abriebfestigkeit und Farbechtheit, die Automobilhersteller fordern.",
  fr: "{name} est un cuir végan automobile de la gamme {collection} destiné aux sièges, panneaux de porte et planches de bord. Ce matériau de {thickness} offre le toucher doux, la résistance à l'abrasion et la tenue des couleurs exigés par les constructeurs.",
  it: "{name} è una pelle vegana per l'automotive della linea {collection}, per sedili, pannelli porta e plance. Il materiale da {thickness} offre la morbidezza, la resistenza all'abrasione e la solidità del colore richieste dalle case automobilistiche.",
  es: "{name} es un cuero vegano para automoción de la línea {collection}, para asientos, paneles de puerta y salpicaderos. El material de {thickness} ofrece el tacto suave, la resistencia a la abrasión y la solidez del color que exigen los fabricantes.",
  nl: "{name} is een veganistisch autoleer uit de lijn {collection} voor stoelen, deurpanelen en dashboards. Het materiaal van {thickness} biedt de zachte aanraking, slijtvastheid en kleurechtheid die autofabrikanten eisen.",
  ja: "{name}は、シート、ドアトリム、インストルメントパネル向けの{collection}ラインの自動車用ヴィーガンレザーです。厚さ{thickness}の素材は、自動車メーカーが求める柔らかな触感、耐摩耗性、色堅牢度を備えています。",
  zh: "{name}是{collection}系列的汽车用纯素皮革，适用于座椅、门板和仪表板。{thickness}厚的材料具备汽车制造商所要求的柔软触感、耐磨性和色牢度。",
  ru: "{name} — автомобильная веганская кожа линии {collection} для сидений, дверных панелей и приборных панелей. Материал толщиной {thickness} обладает мягкостью, стойкостью к истиранию и цветостойкостью, которых требуют автопроизводители.",
};
