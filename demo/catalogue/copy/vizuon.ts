/** VIZUON sign and graphic film copy, and the localised names of its six application groups. */
import type { VIZUON_APPLICATIONS } from "../../../core/routing/manifest";
import type { Localised, Template } from "./fill";

export type VizuonApplication = (typeof VIZUON_APPLICATIONS)[number];

export const VIZUON_APPLICATION_NAMES: Readonly<Record<VizuonApplication, Localised>> = {
  "vehicles-and-transportation": { en: "Vehicles and Transportation", de: "Fahrzeuge und Verkehr", fr: "Véhicules et transports", it: "Veicoli e trasporti", es: "Vehículos y transporte", nl: "Voertuigen en transport", ja: "車両・交通", zh: "车辆与交通", ru: "Транспорт" },
  "signs-and-displays": { en: "Signs and Displays", de: "Schilder und Displays", fr: "Enseignes et présentoirs", it: "Insegne ed espositori", es: "Rótulos y expositores", nl: "Borden en displays", ja: "サイン・ディスプレイ", zh: "标识与展示", ru: "Вывески и дисплеи" },
  "illuminated-sign": { en: "Illuminated Sign", de: "Leuchtwerbung", fr: "Enseignes lumineuses", it: "Insegne luminose", es: "Rótulos luminosos", nl: "Lichtreclame", ja: "電飾サイン", zh: "灯箱标识", ru: "Световые вывески" },
  architecture: { en: "Architecture", de: "Architektur", fr: "Architecture", it: "Architettura", es: "Arquitectura", nl: "Architectuur", ja: "建築", zh: "建筑", ru: "Архитектура" },
  "eco-solutions": { en: "Eco Solutions", de: "Öko-Lösungen", fr: "Solutions écologiques", it: "Soluzioni ecologiche", es: "Soluciones ecológicas", nl: "Duurzame oplossingen", ja: "エコソリューション", zh: "环保解决方案", ru: "Экологичные решения" },
  "corporate-branding": { en: "Corporate Branding", de: "Corporate Branding", fr: "Identité d'entreprise", it: "Corporate branding", es: "Imagen corporativa", nl: "Huisstijl", ja: "コーポレートブランディング", zh: "企业品牌形象", ru: "Корпоративный брендинг" },
};

export const VIZUON_DESCRIPTIONS: readonly Template[] = [
  {
    en: "{name} belongs to the VIZUON {application} range ({collection}). The {thickness} film is supplied in rolls {width} wide and performs reliably on printers and cutting plotters.",
    de: "{name} gehört zum VIZUON-Sortiment {application} ({collection}). Die Folie in {thickness} wird in Rollen von {width} Breite geliefert und verarbeitet sich zuverlässig auf Druckern und Schneideplottern.",
    fr: "{name} fait partie de la gamme VIZUON {application} ({collection}). Le film de {thickness} est livré en rouleaux de {width} de large et se comporte de manière fiable sur imprimantes et plotters de découpe.",
    it: "{name} fa parte della gamma VIZUON {application} ({collection}). La pellicola da {thickness} è fornita in rotoli larghi {width} e offre prestazioni affidabili su stampanti e plotter da taglio.",
    es: "{name} forma parte de la gama VIZUON {application} ({collection}). El film de {thickness} se suministra en rollos de {width} de ancho y ofrece un rendimiento fiable en impresoras y plotters de corte.",
    nl: "{name} behoort tot het VIZUON-assortiment {application} ({collection}). De folie van {thickness} wordt geleverd op rollen van {width} breed en presteert betrouwbaar op printers en snijplotters.",
    ja: "{name}は、VIZUON「{application}」シリーズ（{collection}）のフィルムです。厚さ{thickness}、幅{width}のロールで供給され、プリンターやカッティングプロッターで安定した加工性を発揮します。",
    zh: "{name}属于VIZUON {application}产品线（{collection}）。{thickness}厚膜材以{width}宽卷材供货，在打印机和刻字机上表现稳定可靠。",
    ru: "{name} входит в линейку VIZUON «{application}» ({collection}). Плёнка толщиной {thickness} поставляется в рулонах шириной {width} и стабильно работает на принтерах и режущих плоттерах.",
  },
  {
    en: "Developed for {application} applications, {name} combines dependable colour with an adhesive that holds firmly outdoors for up to {years} years. Every roll of the {collection} line is checked for consistent thickness and colour.",
    de: "Für Anwendungen im Bereich {application} entwickelt, verbindet {name} zuverlässige Farbtreue mit einem Klebstoff, der im Außenbereich bis zu {years} Jahre sicher hält. Jede Rolle der Linie {collection} wird auf gleichmäßige Stärke und Farbe geprüft.",
    fr: "Conçu pour les applications {application}, {name} allie une couleur fiable à un adhésif qui tient fermement en extérieur jusqu'à {years} ans. Chaque rouleau de la ligne {collection} est contrôlé pour garantir une épaisseur et une couleur homogènes.",
    it: "Sviluppata per applicazioni {application}, {name} unisce un colore affidabile a un adesivo che tiene saldamente all'esterno fino a {years} anni. Ogni rotolo della linea {collection} è controllato per spessore e colore uniformi.",
    es: "Desarrollado para aplicaciones de {application}, {name} combina un color fiable con un adhesivo que se mantiene firme en exterior hasta {years} años. Cada rollo de la línea {collection} se controla para garantizar un espesor y un color uniformes.",
    nl: "Ontwikkeld voor toepassingen in {application}: {name} combineert betrouwbare kleur met een lijm die buiten tot {years} jaar stevig hecht. Elke rol uit de lijn {collection} wordt gecontroleerd op gelijkmatige dikte en kleur.",
    ja: "{application}用途向けに開発された{name}は、安定した発色と、屋外で最長{years}年しっかり貼り付く粘着剤を兼ね備えています。「{collection}」ラインの全ロールで厚さと色の均一性を検査しています。",
    zh: "{name}专为{application}应用开发，色彩稳定，背胶在户外可牢固粘贴长达{years}年。{collection}系列的每卷产品均经过厚度和颜色一致性检验。",
    ru: "Разработанная для применения в сегменте «{application}», {name} сочетает стабильный цвет с клеем, который надёжно держится на улице до {years} лет. Каждый рулон линии {collection} проверяется на равномерность толщины и цвета.",
  },
];

export const OUTDOOR_DURABILITY: Template = {
  en: "Outdoor durability up to {years} years",
  de: "Haltbarkeit im Außenbereich bis zu {years} Jahre",
  fr: "Durabilité en extérieur jusqu'à {years} ans",
  it: "Durata all'esterno fino a {years} anni",
  es: "Durabilidad en exterior de hasta {years} años",
  nl: "Buitenduurzaamheid tot {years} jaar",
  ja: "屋外耐久性 最長{years}年",
  zh: "户外耐久性长达{years}年",
  ru: "Срок службы на улице до {years} лет",
};

export const VIZUON_FEATURES: readonly Template[] = [
  { en: "Clean removal within the rated period", de: "Rückstandsfrei ablösbar innerhalb der angegebenen Dauer", fr: "Retrait propre pendant la durée indiquée", it: "Rimozione pulita entro il periodo indicato", es: "Retirada limpia dentro del periodo indicado", nl: "Schoon verwijderbaar binnen de opgegeven periode", ja: "規定期間内であればきれいに剥離可能", zh: "在额定期限内可干净移除", ru: "Удаляется без следов в течение заявленного срока" },
  { en: "Compatible with solvent, eco-solvent, latex and UV inks", de: "Kompatibel mit Solvent-, Eco-Solvent-, Latex- und UV-Tinten", fr: "Compatible avec les encres solvant, éco-solvant, latex et UV", it: "Compatibile con inchiostri a solvente, eco-solvente, latex e UV", es: "Compatible con tintas solvente, ecosolvente, látex y UV", nl: "Geschikt voor solvent-, eco-solvent-, latex- en uv-inkten", ja: "ソルベント、エコソルベント、ラテックス、UVインクに対応", zh: "兼容溶剂、弱溶剂、乳胶和UV墨水", ru: "Совместима с сольвентными, экосольвентными, латексными и УФ-чернилами" },
];

/** One feature that belongs to each application group. */
export const APPLICATION_FEATURES: Readonly<Record<VizuonApplication, Template>> = {
  "vehicles-and-transportation": { en: "Excellent conformability over rivets and corrugations", de: "Hervorragende Anschmiegsamkeit über Nieten und Sicken", fr: "Excellente conformabilité sur rivets et ondulations", it: "Ottima conformabilità su rivetti e corrugazioni", es: "Excelente adaptabilidad sobre remaches y ondulaciones", nl: "Uitstekende vervormbaarheid over klinknagels en ribbels", ja: "リベットや波形部にもよくなじむ優れた追従性", zh: "在铆钉和波纹表面具有优异的贴合性", ru: "Отличная конформность на заклёпках и гофрах" },
  "signs-and-displays": { en: "Crisp cutting and weeding down to small letter heights", de: "Sauberes Schneiden und Entgittern bis zu kleinen Schrifthöhen", fr: "Découpe et échenillage nets jusqu'aux petites hauteurs de lettres", it: "Taglio e spellicolatura precisi anche per caratteri piccoli", es: "Corte y pelado limpios incluso en letras pequeñas", nl: "Strak snijden en wieden tot kleine letterhoogtes", ja: "小さな文字でもきれいにカット・カス取り可能", zh: "小字号也能精准切割和排废", ru: "Чистая резка и выборка даже мелких букв" },
  "illuminated-sign": { en: "Even light diffusion with no hot spots", de: "Gleichmäßige Lichtstreuung ohne Hotspots", fr: "Diffusion homogène de la lumière, sans points chauds", it: "Diffusione uniforme della luce senza punti caldi", es: "Difusión uniforme de la luz sin puntos calientes", nl: "Gelijkmatige lichtverspreiding zonder hotspots", ja: "ホットスポットのない均一な光拡散", zh: "光线扩散均匀，无光斑", ru: "Равномерное рассеивание света без ярких пятен" },
  architecture: { en: "Reduces solar heat and glare", de: "Reduziert Sonnenwärme und Blendung", fr: "Réduit la chaleur solaire et l'éblouissement", it: "Riduce il calore solare e l'abbagliamento", es: "Reduce el calor solar y el deslumbramiento", nl: "Vermindert zonnewarmte en schittering", ja: "日射熱とまぶしさを低減", zh: "减少太阳热量和眩光", ru: "Снижает солнечный нагрев и блики" },
  "eco-solutions": { en: "PVC-free construction", de: "PVC-freier Aufbau", fr: "Composition sans PVC", it: "Struttura priva di PVC", es: "Composición sin PVC", nl: "PVC-vrije opbouw", ja: "PVCフリー構造", zh: "不含PVC结构", ru: "Конструкция без ПВХ" },
  "corporate-branding": { en: "Precise colour match for brand guidelines", de: "Präzise Farbabstimmung nach Markenrichtlinien", fr: "Correspondance précise des couleurs selon la charte de marque", it: "Corrispondenza cromatica precisa secondo le linee guida del marchio", es: "Coincidencia precisa del color según la guía de marca", nl: "Nauwkeurige kleurafstemming volgens huisstijlrichtlijnen", ja: "ブランドガイドラインに沿った正確な色合わせ", zh: "精确匹配品牌规范色彩", ru: "Точное соответствие цветам фирменного стиля" },
};

export const WALL_GRAPHIC: Template = {
  en: "Textured face hides minor wall irregularities",
  de: "Strukturierte Oberfläche kaschiert kleine Wandunebenheiten",
  fr: "Surface texturée qui masque les petites irrégularités du mur",
  it: "Superficie strutturata che nasconde piccole irregolarità della parete",
  es: "Superficie texturizada que disimula pequeñas irregularidades de la pared",
  nl: "Gestructureerd oppervlak verbergt kleine oneffenheden in de wand",
  ja: "テクスチャー表面が壁の小さな凹凸を目立たなくします",
  zh: "纹理表面可遮盖墙面细小瑕疵",
  ru: "Фактурная поверхность скрывает небольшие неровности стены",
};

export const FLOOR_GRAPHIC: Template = {
  en: "Anti-slip laminate rated R10 for floor graphics",
  de: "Rutschhemmendes Laminat der Klasse R10 für Bodengrafiken",
  fr: "Laminat antidérapant classé R10 pour la signalétique au sol",
  it: "Laminato antiscivolo classe R10 per grafiche a pavimento",
  es: "Laminado antideslizante clase R10 para gráficos de suelo",
  nl: "Antislip-laminaat klasse R10 voor vloergrafiek",
  ja: "床面グラフィック用の防滑R10ラミネート",
  zh: "R10级防滑覆膜，适用于地面图形",
  ru: "Противоскользящий ламинат класса R10 для напольной графики",
};
