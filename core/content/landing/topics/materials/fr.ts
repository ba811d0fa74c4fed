/** Landing tabs of the other families, French. */
import type { GenericTopics } from "../../keys";

export const MATERIALS_FR: GenericTopics = {
  "quality.design.quartz": {
    title: "L’aspect de la pierre naturelle",
    paragraphs: [
      "La surface en quartz VIATERA associe du quartz naturel à des résines et des pigments de grande qualité. Elle restitue la profondeur et le veinage du marbre et du granit avec une régularité qu’aucune carrière ne peut offrir\u00a0: chaque tranche d’une teinte s’accorde à la suivante, si bien que les grandes cuisines et les longs plans de travail restent homogènes d’un bout à l’autre.",
    ],
  },
  "quality.performance.quartz": {
    title: "Résistant et facile à vivre",
    paragraphs: [
      "Le quartz compte parmi les minéraux les plus durs de la nature, ce qui rend VIATERA très résistant aux rayures et aux éclats. Sa surface non poreuse résiste aux taches de café, de vin et d’huile et ne demande jamais de traitement d’imperméabilisation\u00a0: de l’eau chaude et un détergent doux suffisent à la garder comme neuve.",
    ],
  },
  "quality.fabrication.quartz": {
    title: "Taillé sur mesure",
    paragraphs: [
      "Les tranches VIATERA sont façonnées par des marbriers avec des outils diamantés refroidis à l’eau, qui découpent les ouvertures d’évier, polissent les chants et réalisent les profils selon les plans de chaque projet. Des éviers en quartz assortis se posent sous plan pour une ligne nette et continue.",
    ],
  },
  "quality.design.porcelain": {
    title: "Grands formats, détails fins",
    paragraphs: [
      "La surface en céramique TERACANTO est pressée à partir d’argiles et de minéraux fins, puis cuite à haute température en grandes plaques minces. Le décor numérique reproduit la pierre, le béton et le métal avec un réalisme saisissant, pour des plans de travail, murs, sols et meubles dans un même esprit.",
    ],
  },
  "quality.performance.porcelain": {
    title: "Insensible à la chaleur et à la lumière",
    paragraphs: [
      "La céramique cuite résiste à la chaleur, aux rayures, aux produits chimiques et aux UV. On peut y poser des casseroles chaudes, les produits d’entretien ne la marquent pas et ses couleurs ne pâlissent pas au soleil\u00a0: TERACANTO convient donc aussi bien aux cuisines d’extérieur et aux façades qu’aux intérieurs.",
    ],
  },
  "quality.fabrication.porcelain": {
    title: "Une transformation précise",
    paragraphs: [
      "TERACANTO est découpé au jet d’eau et à l’outil diamanté par des transformateurs formés aux surfaces frittées. Les chants en onglet prolongent le décor dans les angles, si bien qu’un plan de travail ressemble à un bloc massif, et les plaques peuvent être disposées en miroir pour un veinage continu.",
    ],
  },
  "quality.design.panel": {
    title: "Murs et mobilier dans une même finition",
    paragraphs: [
      "Les panneaux BORTE apportent la chaleur du bois, le calme de la pierre et des teintes unies franches aux murs, aux portes et au mobilier. Surfaces et chants sont assortis, pour concevoir tout un intérieur dans un seul matériau cohérent.",
    ],
  },
  "quality.performance.panel": {
    title: "Une surface décorative résistante",
    paragraphs: [
      "La surface décorative de BORTE résiste aux rayures, aux chocs et aux produits d’entretien courants, et garde sa couleur à la lumière du jour. Les panneaux restent plans et stables, de sorte que les grands murs et les hautes portes de placard restent droits au fil des années.",
    ],
  },
  "quality.fabrication.panel": {
    title: "Prêts à poser",
    paragraphs: [
      "Les panneaux BORTE se découpent et se plaquent sur chant avec des machines à bois standard et se fixent avec les systèmes de menuiserie courants. Des bandes de chant et des accessoires assortis rendent la pose rapide et le résultat impeccable.",
    ],
  },
  "quality.design.interiorFilm": {
    title: "De nouvelles surfaces sans démolition",
    paragraphs: [
      "Nos films architecturaux et décoratifs sont des surfaces adhésives qui ont l’aspect et le toucher du bois, de la pierre, du métal, du cuir et du tissu. Appliqués sur portes, murs, meubles et agencements, ils transforment un intérieur sans retirer l’existant.",
    ],
  },
  "quality.performance.interiorFilm": {
    title: "Pour les intérieurs très fréquentés",
    paragraphs: [
      "Les films résistent aux rayures, aux taches et à l’humidité, et se nettoient facilement. Hôtels, bureaux et commerces les utilisent pour rénover sans fermer, car le chantier est silencieux, rapide et propre.",
    ],
  },
  "quality.fabrication.interiorFilm": {
    title: "Simples à appliquer",
    paragraphs: [
      "L’adhésif à évacuation d’air permet aux poseurs de positionner le film, de chasser les bulles et de l’envelopper autour des chants et des profils. Surfaces planes et courbes se revêtent sur place, sans autre outil qu’une raclette et un décapeur thermique.",
    ],
  },
  "quality.design.exteriorFilm": {
    title: "Des façades renouvelées",
    paragraphs: [
      "Le film extérieur donne aux façades, portes d’entrée, cadres de fenêtres et bardages une nouvelle finition bois, métal ou unie, sans remplacer les éléments en dessous.",
    ],
  },
  "quality.performance.exteriorFilm": {
    title: "Conçu pour les intempéries",
    paragraphs: [
      "Le film extérieur est formulé pour résister aux UV, à la pluie et aux variations de température. Ses couleurs restent stables et sa surface intacte après des années dehors, au soleil comme au gel.",
    ],
  },
  "quality.fabrication.exteriorFilm": {
    title: "Contrecollé en usine ou posé sur site",
    paragraphs: [
      "Le film est contrecollé en usine sur profilés et panneaux, ou appliqué sur site par des poseurs formés, avec des colles et primaires choisis selon le support.",
    ],
  },
  "quality.design.signFilm": {
    title: "Des graphismes qui se remarquent",
    paragraphs: [
      "Les films de signalétique et graphiques VIZUON portent les marques sur les véhicules, les vitrines, les enseignes lumineuses et les bâtiments. Films imprimables, films de découpe et films translucides fonctionnent ensemble, pour produire toute une identité dans un système cohérent.",
    ],
  },
  "quality.performance.signFilm": {
    title: "Une couleur qui tient",
    paragraphs: [
      "Les films VIZUON conservent couleur et adhérence en extérieur, et les versions repositionnables se retirent proprement à la fin d’une campagne. Les films translucides répartissent la lumière uniformément sur les enseignes lumineuses, sans points chauds.",
    ],
  },
  "quality.fabrication.signFilm": {
    title: "Pour l’impression et la découpe",
    paragraphs: [
      "Les films passent sur imprimantes solvant, éco-solvant, latex et UV ainsi que sur traceurs de découpe. L’adhésif à évacuation d’air et les versions conformables rendent les covering de véhicules et la pose sur rivets et courbes plus rapides et plus tolérants.",
    ],
  },
  "quality.design.flooring": {
    title: "Des sols pour chaque espace",
    paragraphs: [
      "Les revêtements de sol souples HFLOR comprennent les lames vinyles LVT, les lames plombantes, le SPC à âme rigide, les lés homogènes et hétérogènes et les sols spéciaux. Des décors bois, pierre et abstraits aux couleurs coordonnées permettent à chaque logement, école, hôpital ou bureau de trouver le bon sol.",
    ],
  },
  "quality.performance.flooring": {
    title: "Confortables et résistants",
    paragraphs: [
      "Une couche de surface protectrice préserve HFLOR des traces, des taches et des passages intenses, tandis que sa construction souple est plus silencieuse et plus chaude sous le pied qu’un sol dur. Un entretien régulier le garde beau pendant des années.",
    ],
  },
  "quality.fabrication.flooring": {
    title: "Posés rapidement",
    paragraphs: [
      "Pose clipsée, plombante ou collée\u00a0: il existe un système pour chaque support et chaque planning. Les sols plombants et clipsés sont praticables dès la pose, et les lés se soudent à chaud en une surface continue et hygiénique.",
    ],
  },
  "quality.sustainability": {
    title: "Faits pour durer",
    paragraphs: [
      "Des surfaces durables économisent les ressources\u00a0: chaque année d’usage supplémentaire est une année sans remplacement. Nous concevons nos matériaux pour une longue durée de vie, un entretien facile et, lorsque le produit le permet, une part de matières recyclées.",
    ],
  },
  "certification.environment": {
    title: "Vérifié de façon indépendante",
    paragraphs: [
      "Nos produits sont testés par des organismes indépendants pour leurs émissions de composés organiques volatils et portent les labels de qualité de l’air intérieur des marchés où ils sont vendus. Des déclarations environnementales de produit fournissent les données des certifications de bâtiments durables comme LEED et BREEAM.",
    ],
  },
  "certification.fireRating": {
    title: "Classement au feu",
    paragraphs: [
      "Les produits sont testés en réaction au feu selon l’EN 13501-1 et les normes nationales des marchés où ils sont utilisés. Le classement de chaque produit figure dans sa fiche technique et ses certificats.",
    ],
  },
  "certification.hygiene": {
    title: "Facile à garder propre",
    paragraphs: [
      "Une surface fermée et non poreuse ne laisse aucune prise à la saleté et aux bactéries, et se nettoie avec des détergents courants. Le matériau est donc un choix sûr pour les cuisines, les établissements de santé et tous les lieux où l’hygiène compte.",
    ],
  },
  "certification.process": {
    title: "Des processus certifiés",
    paragraphs: [
      "Nos usines appliquent l’ISO 9001 pour le management de la qualité et l’ISO 14001 pour le management environnemental. La production est contrôlée lot par lot, pour que le matériau livré corresponde au matériau prescrit.",
    ],
  },
  "sustainability.commitment": {
    title: "Notre engagement",
    paragraphs: [
      "Pour nous, la durabilité fait partie de la manière dont un matériau est conçu, fabriqué et utilisé. Depuis {greenhouseSince}, les évolutions de notre production ont réduit les émissions de gaz à effet de serre de {greenhouseTons} tonnes par an, et nous continuons de réduire l’énergie, l’eau et les matières premières nécessaires à nos produits.",
    ],
  },
  "sustainability.materialSafety": {
    title: "Des matériaux sûrs",
    paragraphs: [
      "Les matières premières sont sélectionnées et contrôlées selon le règlement européen REACH et les règles de sécurité chimique de chaque marché. Nos produits sont conçus pour les logements, les écoles et les hôpitaux, et testés pour ce qu’ils libèrent dans l’air.",
    ],
  },
  "sustainability.manufacturing": {
    title: "Une fabrication plus propre",
    paragraphs: [
      "Nos usines récupèrent la chaleur de process, recyclent l’eau et réintègrent les rebuts de production dans le cycle de fabrication. La consommation d’énergie et les émissions sont mesurées et publiées chaque année.",
    ],
  },
  "sustainability.processing": {
    title: "Une transformation responsable",
    paragraphs: [
      "Des guides de transformation aident les ateliers à capter les poussières et l’eau de coupe, à réutiliser les chutes et à limiter les déchets. Un calepinage précis des plaques et des panneaux rapproche la quantité achetée de la quantité posée.",
    ],
  },
  "sustainability.transport": {
    title: "Des trajets plus courts",
    paragraphs: [
      "Les produits partent d’entrepôts régionaux proches des chantiers, en chargements qui exploitent pleinement chaque palette et chaque conteneur. Des expéditions moins nombreuses et mieux remplies, c’est moins de carburant et moins d’émissions.",
    ],
  },
};
