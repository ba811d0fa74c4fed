/**
 * The six HIMACS about pages (`/himacs/about/*`) each tell one part of the story, so that no two
 * of them read alike (issue 26; decision 0062): each shows its own topics of the landing tabs, the
 * design page the collections, and the history page a text of its own. The brand page `/himacs`
 * keeps every tab.
 */
import type { HIMACS_ABOUT_PAGES } from "../../routing/manifest";
import type { CopyText, TopicId } from "./keys";
import type { Table } from "./languages";

export type AboutPage = (typeof HIMACS_ABOUT_PAGES)[number];

/** The landing topics each about page tells, in order; no topic is told on two pages. */
export const ABOUT_TOPICS: Readonly<Record<AboutPage, readonly TopicId[]>> = {
  design: ["quality.design"],
  fabrication: ["quality.fabrication", "certification.process"],
  quality: ["quality.performance", "certification.hygiene"],
  certifications: ["certification.environment", "certification.fireRating", "certification.exteria"],
  sustainability: ["quality.sustainability", "sustainability.commitment", "sustainability.materialSafety", "sustainability.manufacturing", "sustainability.processing", "sustainability.transport"],
  history: [],
};

/** Whether an about page shows the collection cards (the palette is the design page's subject). */
export const aboutShowsCollections = (about: AboutPage): boolean => about === "design";

const HISTORY_EN: CopyText = {
  title: "From worktop to architecture",
  paragraphs: [
    "HIMACS was first made for kitchen worktops: a surface without pores or visible joints that could be repaired on site instead of replaced. Fabricators soon found that the same sheets could be bent with heat, bonded without a trace and lit from behind, and designers took the material out of the kitchen.",
    "It has since shaped hotel lobbies, hospital wards, shop counters, furniture and, with the weather-resistant Exteria colours, the façades of whole buildings. Each new use brought colours, translucent shades and fabrication techniques to the range, which keeps growing with the projects made from it.",
  ],
};

/** The history page's own text; written in every language the landings are. */
export const ABOUT_HISTORY: Table<"himacs.history"> = {
  en: { "himacs.history": HISTORY_EN },
  de: {
    "himacs.history": {
      title: "Von der Arbeitsplatte zur Architektur",
      paragraphs: [
        "HIMACS wurde zuerst für Küchenarbeitsplatten gemacht: eine Oberfläche ohne Poren und sichtbare Fugen, die vor Ort repariert statt ersetzt werden kann. Verarbeiter entdeckten bald, dass sich dieselben Platten mit Wärme biegen, spurlos verkleben und von hinten beleuchten lassen, und Gestalter holten das Material aus der Küche.",
        "Seitdem prägt es Hotellobbys, Krankenstationen, Ladentheken, Möbel und, mit den witterungsbeständigen Exteria-Farben, die Fassaden ganzer Gebäude. Jede neue Anwendung brachte Farben, transluzente Töne und Verarbeitungstechniken in das Sortiment, das mit den Projekten daraus weiter wächst.",
      ],
    },
  },
  fr: {
    "himacs.history": {
      title: "Du plan de travail à l'architecture",
      paragraphs: [
        "HIMACS a d'abord été conçu pour les plans de travail de cuisine : une surface sans pores ni joints visibles, que l'on répare sur place au lieu de la remplacer. Les transformateurs ont vite découvert que les mêmes plaques se courbent à chaud, se collent sans laisser de trace et s'éclairent par l'arrière, et les designers ont sorti le matériau de la cuisine.",
        "Il a depuis façonné des halls d'hôtel, des chambres d'hôpital, des comptoirs de boutique, des meubles et, avec les couleurs Exteria résistantes aux intempéries, les façades de bâtiments entiers. Chaque nouvel usage a apporté à la gamme des couleurs, des teintes translucides et des techniques de transformation, et elle continue de grandir avec les projets réalisés.",
      ],
    },
  },
  it: {
    "himacs.history": {
      title: "Dal piano di lavoro all'architettura",
      paragraphs: [
        "HIMACS è nato per i piani di lavoro della cucina: una superficie senza pori né giunti visibili, che si ripara sul posto invece di sostituirla. I trasformatori scoprirono presto che le stesse lastre si curvano a caldo, si incollano senza lasciare traccia e si illuminano da dietro, e i progettisti portarono il materiale fuori dalla cucina.",
        "Da allora ha dato forma a hall d'albergo, reparti ospedalieri, banconi di negozi, arredi e, con i colori Exteria resistenti agli agenti atmosferici, alle facciate di interi edifici. Ogni nuovo impiego ha portato alla gamma colori, tonalità traslucide e tecniche di lavorazione, e la gamma continua a crescere con i progetti realizzati.",
      ],
    },
  },
  es: {
    "himacs.history": {
      title: "De la encimera a la arquitectura",
      paragraphs: [
        "HIMACS se creó primero para encimeras de cocina: una superficie sin poros ni juntas visibles que se repara en obra en lugar de sustituirse. Los transformadores pronto descubrieron que las mismas planchas se curvan con calor, se unen sin dejar rastro y se iluminan por detrás, y los diseñadores sacaron el material de la cocina.",
        "Desde entonces ha dado forma a vestíbulos de hotel, plantas de hospital, mostradores de tienda, mobiliario y, con los colores Exteria resistentes a la intemperie, a las fachadas de edificios enteros. Cada nuevo uso aportó a la gama colores, tonos translúcidos y técnicas de transformación, y la gama sigue creciendo con los proyectos que se hacen con ella.",
      ],
    },
  },
  nl: {
    "himacs.history": {
      title: "Van werkblad tot architectuur",
      paragraphs: [
        "HIMACS werd eerst gemaakt voor aanrechtbladen: een oppervlak zonder poriën of zichtbare naden dat ter plaatse wordt hersteld in plaats van vervangen. Verwerkers ontdekten al snel dat dezelfde platen met warmte te buigen zijn, spoorloos te verlijmen en van achteren te verlichten, en ontwerpers haalden het materiaal uit de keuken.",
        "Sindsdien vormt het hotellobby's, ziekenhuisafdelingen, winkelbalies, meubels en, met de weerbestendige Exteria-kleuren, de gevels van hele gebouwen. Elke nieuwe toepassing bracht kleuren, doorschijnende tinten en verwerkingstechnieken in het assortiment, dat blijft groeien met de projecten die ermee worden gemaakt.",
      ],
    },
  },
  ja: {
    "himacs.history": {
      title: "キッチンカウンターから建築へ",
      paragraphs: [
        "HIMACSは、まずキッチンカウンターのために生まれました。細孔も目立つ継ぎ目もなく、交換せずに現場で補修できる表面材です。やがて加工業者は、同じシートを熱で曲げ、跡を残さず接着し、背面から光を透かせられることに気づき、デザイナーはこの素材をキッチンの外へ持ち出しました。",
        "以来、ホテルのロビー、病棟、店舗のカウンター、家具、そして耐候性に優れたExteriaカラーによって建物全体のファサードをかたちづくってきました。新しい用途が生まれるたびに、色、透光性のある色調、加工技術が加わり、そこから生まれるプロジェクトとともにラインアップは今も広がり続けています。",
      ],
    },
  },
  zh: {
    "himacs.history": {
      title: "从台面到建筑",
      paragraphs: [
        "HIMACS最初是为厨房台面而生：一种没有孔隙、看不到接缝的表面材料，损坏时可在现场修复，而不必更换。加工商很快发现，同样的板材可以加热弯曲、无痕粘接，还能从背面透光，设计师于是把这种材料带出了厨房。",
        "此后，它塑造了酒店大堂、医院病房、商店柜台和家具，借助耐候的Exteria系列颜色，还塑造了整栋建筑的外立面。每一种新用途都为产品系列带来了新的颜色、透光色调和加工技术，系列也随着用它完成的项目不断壮大。",
      ],
    },
  },
  ru: {
    "himacs.history": {
      title: "От столешницы до архитектуры",
      paragraphs: [
        "Сначала HIMACS делали для кухонных столешниц: поверхность без пор и видимых швов, которую ремонтируют на месте, а не меняют. Вскоре мастера обнаружили, что те же листы можно гнуть при нагреве, склеивать без следа и подсвечивать сзади, и дизайнеры вынесли материал за пределы кухни.",
        "С тех пор из него сделаны лобби отелей, больничные палаты, торговые прилавки, мебель, а с атмосферостойкими цветами Exteria — фасады целых зданий. Каждое новое применение приносило в ассортимент цвета, полупрозрачные оттенки и техники обработки, и ассортимент продолжает расти вместе с проектами из этого материала.",
      ],
    },
  },
};
